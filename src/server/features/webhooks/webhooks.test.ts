import { and, eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WebhookEvent } from '@/shared/webhooks/events';
import type { Database } from '@/server/db/client';
import {
  auditLog,
  notifications,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
} from '@/server/db/schema/index';
import { callerFor, expectBadRequest, type TestUser } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { createUser } from '@/server/test-support/users';
import { startReceiver } from '@/server/test-support/webhook-receiver';
import { runWebhookDeliveries } from './delivery-job';
import { emitWebhookEvent } from './emit';
import { RETRY_DELAYS_MS } from './retry-schedule';
import { HTTP_LOCALHOST_MESSAGE, PRIVATE_ADDRESS_MESSAGE } from './url-policy';

let database: Database;
let admin: TestUser;
let receivers: Awaited<ReturnType<typeof startReceiver>>[] = [];
const envBefore = process.env.WEBHOOKS_ALLOW_HTTP_LOCALHOST;

const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

async function receiver(script: number[] = [200]) {
  const started = await startReceiver(script);
  receivers.push(started);
  return started;
}

async function endpointFor(url: string, events: WebhookEvent[] = ['inspection.created']) {
  return callerFor(database.db, admin).webhooks.create({
    url,
    description: 'Job system',
    events,
    enabled: true,
  });
}

const specPayload = {
  policyId: '300999',
  customerName: 'Rita Moss',
  customerForename: 'Rita',
  customerSurname: 'Moss',
  customerEmail: '',
  customerPhone: '',
  propertyAddress: '2 Dale Road, Halifax, HX1 2AB',
  addressLine1: '2 Dale Road',
  addressTown: 'Halifax',
  addressPostcode: 'HX1 2AB',
  measureType: 'INSULATION',
  installerName: 'Dale Insulation',
  installerCompany: 'Dale Insulation',
  installerEmail: '',
  trigger: 'QUALITY_ASSURANCE',
  scheduledDate: '2026-12-12',
  notes: '',
};

beforeAll(async () => {
  process.env.WEBHOOKS_ALLOW_HTTP_LOCALHOST = 'true';
  database = await openTestDatabase();
  admin = await createUser(database.db, { role: 'ADMIN' });
});
beforeEach(async () => {
  await database.db.delete(webhookEndpoints);
});
afterAll(async () => {
  await Promise.all(receivers.map((r) => r.close()));
  receivers = [];
  if (envBefore === undefined) delete process.env.WEBHOOKS_ALLOW_HTTP_LOCALHOST;
  else process.env.WEBHOOKS_ALLOW_HTTP_LOCALHOST = envBefore;
  await database.close();
});

describe('webhook endpoints', () => {
  it('issues a whsec_ secret once, lists without it, and audits create, edit, rotate and delete', async () => {
    const caller = callerFor(database.db, admin);
    const created = await endpointFor('http://127.0.0.1:9/hooks');
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const [listed] = await caller.webhooks.list();
    expect(listed).toMatchObject({ id: created.id, enabled: true, lastDelivery: null });
    expect(JSON.stringify(listed)).not.toContain(created.secret);
    expect(listed!.secretHint).toBe(`whsec_…${created.secret.slice(-4)}`);
    await caller.webhooks.update({
      id: created.id,
      url: 'http://localhost:9/other',
      description: 'Edited',
      events: ['defect.created'],
      enabled: false,
    });
    const rotated = await caller.webhooks.rotateSecret({ id: created.id });
    expect(rotated.secret).not.toBe(created.secret);
    await caller.webhooks.delete({ id: created.id });
    expect(await caller.webhooks.list()).toEqual([]);
    const actions = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'webhook_endpoint'), eq(auditLog.resourceId, created.id)));
    expect(actions.map((a) => a.action).sort()).toEqual([
      'create',
      'delete',
      'rotate_secret',
      'update',
    ]);
  });

  it.each([
    ['http://example.com/hooks', 'The URL must start with https://'],
    ['https://10.1.2.3/hooks', PRIVATE_ADDRESS_MESSAGE],
    ['https://192.168.0.10/hooks', PRIVATE_ADDRESS_MESSAGE],
    ['https://169.254.169.254/latest', PRIVATE_ADDRESS_MESSAGE],
    ['https://[fd00::1]/hooks', PRIVATE_ADDRESS_MESSAGE],
    ['https://printer.local/hooks', PRIVATE_ADDRESS_MESSAGE],
  ])('refuses %s', async (url, message) => {
    await expect(endpointFor(url)).rejects.toMatchObject({ code: 'BAD_REQUEST', message });
  });

  it.each([
    ['ftp://example.com/hooks', 'The URL must start with https://'],
    ['example.com/hooks', 'Enter a full URL, like https://example.com/hooks'],
    ['https://user:pw@example.com/hooks', 'The URL must not contain a user name or password'],
  ])('refuses %s by the shared form rules', async (url, message) => {
    await expectBadRequest(endpointFor(url), message);
  });

  it('refuses http to localhost unless the installation allows it', async () => {
    process.env.WEBHOOKS_ALLOW_HTTP_LOCALHOST = 'false';
    try {
      await expect(endpointFor('http://127.0.0.1:8080/hooks')).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: HTTP_LOCALHOST_MESSAGE,
      });
    } finally {
      process.env.WEBHOOKS_ALLOW_HTTP_LOCALHOST = 'true';
    }
    await expect(endpointFor('https://hooks.example.com/in')).resolves.toHaveProperty('id');
  });

  it.each(['COORDINATOR', 'INSPECTOR'] as const)(
    'refuses %s every webhook procedure',
    async (role) => {
      const user = await createUser(database.db, { role });
      const caller = callerFor(database.db, user);
      const id = '00000000-0000-4000-8000-000000000000';
      for (const call of [
        () => caller.webhooks.list(),
        () =>
          caller.webhooks.create({
            url: 'https://a.example',
            description: '',
            events: ['defect.created'],
            enabled: true,
          }),
        () => caller.webhooks.rotateSecret({ id }),
        () => caller.webhooks.delete({ id }),
        () => caller.webhooks.deliveries({ endpointId: id }),
        () => caller.webhooks.replay({ deliveryId: id }),
        () => caller.webhooks.replayFailed({ id }),
        () => caller.webhooks.sendTest({ id }),
      ]) {
        await expect(call()).rejects.toMatchObject({ code: 'FORBIDDEN' });
      }
    },
  );
});

describe('delivery', () => {
  it('queues an event in the transaction of the change and delivers it signed (Standard Webhooks)', async () => {
    const hook = await receiver();
    const { id: endpointId, secret } = await endpointFor(hook.url);
    const created = await callerFor(database.db, admin).inspection.createInspectionDirect(
      specPayload,
    );
    const [queued] = await database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId));
    expect(queued).toMatchObject({ eventType: 'inspection.created', status: 'pending' });
    await runWebhookDeliveries(database.db, at(new Date(), 1000));
    expect(hook.received).toHaveLength(1);
    const [request] = hook.received;
    const verified = new Webhook(secret).verify(
      request!.body,
      request!.headers as Record<string, string>,
    );
    expect(verified).toMatchObject({
      type: 'inspection.created',
      data: { id: created.id, reference: created.reference, status: 'PENDING' },
    });
    expect(request!.headers['webhook-id']).toBe(queued!.id);
    expect(request!.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    // Another endpoint's secret does not verify it.
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(32, 1).toString('base64')}`).verify(
        request!.body,
        request!.headers as Record<string, string>,
      ),
    ).toThrow();
    const [row] = await database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.id, queued!.id));
    expect(row).toMatchObject({ status: 'delivered', attempts: 1, lastStatusCode: 200 });
    const [listed] = await callerFor(database.db, admin).webhooks.list();
    expect(listed!.lastDelivery).toMatchObject({ status: 'delivered', statusCode: 200 });
  });

  it('queues nothing for an endpoint that is off or not subscribed, and nothing of a rolled-back change', async () => {
    const hook = await receiver();
    await endpointFor(hook.url, ['defect.created']);
    await database.db.transaction(async (tx) => {
      expect(
        await emitWebhookEvent(tx, admin.tenantId, 'inspection.created', {
          id: 'x',
          reference: 'INS-1',
        }),
      ).toBe(0);
    });
    await database.db
      .transaction(async (tx) => {
        expect(await emitWebhookEvent(tx, admin.tenantId, 'defect.created', { id: 'd1' })).toBe(1);
        throw new Error('the change failed');
      })
      .catch(() => undefined);
    expect(await database.db.$count(webhookDeliveries)).toBe(0);
  });

  it('retries with backoff after a receiver fails three times and delivers on the 4th attempt, all logged', async () => {
    const hook = await receiver([500, 502, 503, 200]);
    const { id: endpointId } = await endpointFor(hook.url, ['defect.created']);
    await emitWebhookEvent(database.db, admin.tenantId, 'defect.created', {
      id: 'd-1',
      reference: 'DEF-1',
    });
    const t0 = at(new Date(), 1000);
    await runWebhookDeliveries(database.db, t0);
    // Not yet due: the first wait is 30 seconds.
    await runWebhookDeliveries(database.db, at(t0, RETRY_DELAYS_MS[0] - 1000));
    expect(hook.received).toHaveLength(1);
    const t1 = at(t0, RETRY_DELAYS_MS[0]);
    await runWebhookDeliveries(database.db, t1);
    const t2 = at(t1, RETRY_DELAYS_MS[1]);
    await runWebhookDeliveries(database.db, t2);
    await runWebhookDeliveries(database.db, at(t2, RETRY_DELAYS_MS[2]));
    expect(hook.received).toHaveLength(4);
    expect(new Set(hook.received.map((r) => r.headers['webhook-id'])).size).toBe(1);
    const page = await callerFor(database.db, admin).webhooks.deliveries({ endpointId });
    expect(page.items[0]).toMatchObject({ status: 'delivered', attempts: 4, lastStatusCode: 200 });
    expect(page.items[0]!.log.map((a) => [a.attempt, a.statusCode])).toEqual([
      [1, 500],
      [2, 502],
      [3, 503],
      [4, 200],
    ]);
    expect(page.items[0]!.log[0]).toMatchObject({
      error: 'HTTP 500',
      responseBodyHead: 'refused with 500',
    });
    expect(page.items[0]!.log.every((a) => a.durationMs >= 0)).toBe(true);
  });

  it('replays one delivery and every failed one of an endpoint, audited', async () => {
    const hook = await receiver([200]);
    const caller = callerFor(database.db, admin);
    const { id: endpointId } = await endpointFor(hook.url, ['defect.created']);
    await emitWebhookEvent(database.db, admin.tenantId, 'defect.created', { id: 'd-2' });
    await runWebhookDeliveries(database.db, at(new Date(), 1000));
    const [delivered] = (await caller.webhooks.deliveries({ endpointId })).items;
    await caller.webhooks.replay({ deliveryId: delivered!.id });
    await runWebhookDeliveries(database.db, at(new Date(), 1000));
    expect(hook.received.map((r) => r.headers['webhook-id'])).toEqual([
      delivered!.id,
      delivered!.id,
    ]);
    // Two deliveries whose retries were spent: "Replay all failed" sends both again.
    await emitWebhookEvent(database.db, admin.tenantId, 'defect.created', { id: 'd-3' });
    await emitWebhookEvent(database.db, admin.tenantId, 'defect.created', { id: 'd-4' });
    await database.db
      .update(webhookDeliveries)
      .set({ status: 'failed', attempts: 11 })
      .where(eq(webhookDeliveries.status, 'pending'));
    expect(await caller.webhooks.replayFailed({ id: endpointId })).toEqual({ replayed: 2 });
    await runWebhookDeliveries(database.db, at(new Date(), 1000));
    expect(hook.received).toHaveLength(4);
    const audits = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.action, 'replay_failed'));
    expect(audits.length).toBeGreaterThan(0);
  });

  it('sends a test event to the one endpoint', async () => {
    const hook = await receiver();
    const { id, secret } = await endpointFor(hook.url, ['measure.created']);
    await callerFor(database.db, admin).webhooks.sendTest({ id });
    await runWebhookDeliveries(database.db, at(new Date(), 1000));
    const body = new Webhook(secret).verify(
      hook.received[0]!.body,
      hook.received[0]!.headers as Record<string, string>,
    );
    expect(body).toMatchObject({ type: 'webhook.test', data: { id } });
  });

  it('two senders at once deliver every event exactly once', async () => {
    const hook = await receiver();
    await endpointFor(hook.url, ['defect.created']);
    for (let i = 0; i < 12; i++) {
      await emitWebhookEvent(database.db, admin.tenantId, 'defect.created', { id: `d-${i}` });
    }
    const now = at(new Date(), 1000);
    for (let round = 0; round < 2; round++) {
      await Promise.all([
        runWebhookDeliveries(database.db, now, 'server-a'),
        runWebhookDeliveries(database.db, now, 'server-b'),
      ]);
    }
    const ids = hook.received.map((r) => r.headers['webhook-id']);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
    expect(await database.db.$count(webhookAttempts)).toBeGreaterThanOrEqual(12);
  });

  it('switches off an endpoint failing for 24 hours and tells every ADMIN', async () => {
    const hook = await receiver([500]);
    const otherAdmin = await createUser(database.db, { role: 'ADMIN' });
    const { id: endpointId } = await endpointFor(hook.url, ['defect.created']);
    await emitWebhookEvent(database.db, admin.tenantId, 'defect.created', { id: 'd-x' });
    let now = at(new Date(), 1000);
    const start = now;
    for (const wait of [0, ...RETRY_DELAYS_MS]) {
      now = at(now, wait);
      await runWebhookDeliveries(database.db, now);
      const [endpoint] = await database.db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.id, endpointId));
      const failingFor = now.getTime() - start.getTime();
      expect(endpoint!.enabled).toBe(failingFor < 24 * 3_600_000);
      if (!endpoint!.enabled) break;
    }
    const [endpoint] = await callerFor(database.db, admin).webhooks.list();
    expect(endpoint).toMatchObject({
      enabled: false,
      disabledReason: 'Deliveries failed for 24 hours without a success',
    });
    const [delivery] = await database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpointId));
    expect(delivery!.status).toBe('failed');
    for (const person of [admin, otherAdmin]) {
      const [notice] = await database.db
        .select()
        .from(notifications)
        .where(
          and(
            eq(notifications.userId, person.id),
            eq(notifications.title, 'Webhook endpoint switched off'),
          ),
        );
      expect(notice?.message).toContain(hook.url);
    }
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'auto_disable'), eq(auditLog.resourceId, endpointId)));
    expect(audit).toMatchObject({ userId: null, resource: 'webhook_endpoint' });
    // Off means nothing is sent and nothing can be replayed until it is switched on again.
    await expect(
      callerFor(database.db, admin).webhooks.replayFailed({ id: endpointId }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
