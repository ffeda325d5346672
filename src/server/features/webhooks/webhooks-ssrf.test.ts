import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '@/server/db/schema/index';
import { callerFor, type TestUser } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { createUser } from '@/server/test-support/users';
import { startReceiver } from '@/server/test-support/webhook-receiver';
import { runWebhookDeliveries } from './delivery-job';
import { emitWebhookEvent } from './emit';
import type { ResolvedAddress, Resolver } from './pinned-address';

/**
 * The address check at send time (docs/webhooks.md, "Private addresses"), with a stand-in DNS:
 * a name that resolves inside is refused and the refusal logged; the connection goes to the
 * very address that was checked, so a name answering differently the second time (DNS
 * rebinding) gets nowhere; redirects are not followed.
 */
let database: Database;
let admin: TestUser;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const envBefore = process.env.WEBHOOKS_ALLOW_HTTP_LOCALHOST;

const v4 = (address: string): ResolvedAddress => ({ address, family: 4 });
const v6 = (address: string): ResolvedAddress => ({ address, family: 6 });

/** A DNS stand-in answering each call with the next answer (the last repeats), counting calls. */
function scriptedResolver(...answers: ResolvedAddress[][]) {
  const asked: string[] = [];
  const resolve: Resolver = (host) => {
    asked.push(host);
    return Promise.resolve(answers[Math.min(asked.length, answers.length) - 1]!);
  };
  return { resolve, asked };
}

async function deliverOnce(url: string, resolve: Resolver) {
  await database.db.delete(webhookEndpoints);
  const { id } = await callerFor(database.db, admin).webhooks.create({
    url,
    description: '',
    events: ['defect.created'],
    enabled: true,
  });
  await emitWebhookEvent(database.db, admin.tenantId, 'defect.created', { id: 'd-1' });
  await runWebhookDeliveries(database.db, new Date(Date.now() + 1000), 'ssrf-test', { resolve });
  const [delivery] = await database.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, id));
  const log = await database.db
    .select()
    .from(webhookAttempts)
    .where(eq(webhookAttempts.deliveryId, delivery!.id));
  return { delivery: delivery!, log };
}

beforeAll(async () => {
  process.env.WEBHOOKS_ALLOW_HTTP_LOCALHOST = 'true';
  database = await openTestDatabase();
  admin = await createUser(database.db, { role: 'ADMIN' });
  receiver = await startReceiver();
});
beforeEach(() => {
  receiver.received.length = 0;
  receiver.answer([200]);
});
afterAll(async () => {
  await receiver.close();
  if (envBefore === undefined) delete process.env.WEBHOOKS_ALLOW_HTTP_LOCALHOST;
  else process.env.WEBHOOKS_ALLOW_HTTP_LOCALHOST = envBefore;
  await database.close();
});

describe('a public name that resolves inside', () => {
  it.each([
    [[v4('169.254.169.254')]],
    [[v4('93.184.215.14'), v4('10.0.0.5')]],
    [[v4('100.100.100.200')]],
    [[v6('::ffff:127.0.0.1')]],
    [[v6('fd00:ec2::254')]],
    [[v6('64:ff9b::a9fe:a9fe')]],
    [[v4('239.1.2.3')]],
  ])('is refused when any address is private (%j), and the refusal is logged', async (answer) => {
    const dns = scriptedResolver(answer);
    const { delivery, log } = await deliverOnce('https://hooks.example.com/in', dns.resolve);
    const message = 'Refused: hooks.example.com resolves to a private address';
    expect(delivery).toMatchObject({ status: 'pending', attempts: 1, lastError: message });
    expect(log).toMatchObject([{ attempt: 1, statusCode: null, error: message }]);
    expect(receiver.received).toHaveLength(0);
  });

  it('is refused for localhost too when it resolves to a private address that is not loopback', async () => {
    const dns = scriptedResolver([v4('10.0.0.5')]);
    const { delivery } = await deliverOnce(
      receiver.url.replace('127.0.0.1', 'localhost'),
      dns.resolve,
    );
    expect(delivery.lastError).toBe('Refused: localhost resolves to a private address');
    expect(receiver.received).toHaveLength(0);
  });
});

describe('the checked address is the one connected to', () => {
  it('asks DNS once and connects there, whatever a second lookup would answer', async () => {
    // First answer: the receiver's address. Any later one: an address where nothing listens.
    const dns = scriptedResolver([v4('127.0.0.1')], [v4('127.0.0.2')]);
    const url = receiver.url.replace('127.0.0.1', 'localhost');
    const { delivery } = await deliverOnce(url, dns.resolve);
    expect(delivery).toMatchObject({ status: 'delivered', lastStatusCode: 200 });
    expect(dns.asked).toEqual(['localhost']);
    expect(receiver.received).toHaveLength(1);
  });

  it('connects to the resolver’s answer, not to what the system would resolve', async () => {
    const dns = scriptedResolver([v4('127.0.0.2')], [v4('127.0.0.1')]);
    const url = receiver.url.replace('127.0.0.1', 'localhost');
    const { delivery } = await deliverOnce(url, dns.resolve);
    expect(delivery.status).toBe('pending');
    expect(delivery.lastError).toMatch(/^Could not connect \(/);
    expect(receiver.received).toHaveLength(0);
  });

  it('does not follow a redirect: a 3xx is a failure', async () => {
    receiver.answer([302]);
    const { delivery } = await deliverOnce(receiver.url, scriptedResolver([]).resolve);
    expect(delivery).toMatchObject({
      status: 'pending',
      lastStatusCode: 302,
      lastError: 'HTTP 302',
    });
    expect(receiver.received).toHaveLength(1);
  });
});
