import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import {
  auditLog,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
} from '@/server/db/schema/index';
import { callerFor, type TestUser } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { createTenant, createUser } from '@/server/test-support/users';
import { runWebhookDeliveries } from './delivery-job';
import { emitWebhookEvent } from './emit';
import { DELIVERY_NOT_FOUND } from './deliveries';
import { ENDPOINT_NOT_FOUND } from './endpoints';

/**
 * Tenants apart (issue 33 point 5, docs/webhooks.md "Who"): every webhooks procedure given
 * another tenant's endpoint or delivery id answers NOT_FOUND and changes nothing there.
 */
let database: Database;
let ours: TestUser;
let theirs: TestUser;
let endpointId: string;
let deliveryId: string;
const envBefore = process.env.WEBHOOKS_ALLOW_HTTP_LOCALHOST;

/** Everything of the other tenant's webhooks, and of its audit log. */
async function theirRecords() {
  const { db } = database;
  const tenantId = theirs.tenantId;
  return {
    endpoints: await db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.tenantId, tenantId)),
    deliveries: await db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.tenantId, tenantId)),
    attempts: await db.select().from(webhookAttempts).where(eq(webhookAttempts.tenantId, tenantId)),
    audit: await db.select().from(auditLog).where(eq(auditLog.tenantId, tenantId)),
  };
}

beforeAll(async () => {
  process.env.WEBHOOKS_ALLOW_HTTP_LOCALHOST = 'true';
  database = await openTestDatabase();
  ours = await createUser(database.db, { role: 'ADMIN' });
  const tenant = await createTenant(database.db);
  theirs = await createUser(database.db, { role: 'ADMIN', tenantId: tenant.id });
  ({ id: endpointId } = await callerFor(database.db, theirs).webhooks.create({
    url: 'http://127.0.0.1:9/hooks',
    description: 'Theirs',
    events: ['defect.created'],
    enabled: true,
  }));
  await emitWebhookEvent(database.db, theirs.tenantId, 'defect.created', { id: 'd-1' });
  // Port 9 refuses: the delivery fails once and waits, with an attempt on record.
  await runWebhookDeliveries(database.db, new Date(Date.now() + 1000));
  const [delivery] = await database.db.select().from(webhookDeliveries);
  deliveryId = delivery!.id;
  await database.db
    .update(webhookDeliveries)
    .set({ status: 'failed' })
    .where(eq(webhookDeliveries.id, deliveryId));
});
afterAll(async () => {
  if (envBefore === undefined) delete process.env.WEBHOOKS_ALLOW_HTTP_LOCALHOST;
  else process.env.WEBHOOKS_ALLOW_HTTP_LOCALHOST = envBefore;
  await database.close();
});

describe('another tenant’s webhooks', () => {
  it('are NOT_FOUND through every procedure, and nothing of theirs changes', async () => {
    const before = await theirRecords();
    expect(before.attempts).toHaveLength(1);
    const caller = callerFor(database.db, ours).webhooks;
    const fields = {
      url: 'https://hooks.example.com/taken',
      description: 'Taken over',
      events: ['inspection.created' as const],
      enabled: true,
    };
    const calls: [string, () => Promise<unknown>, string][] = [
      ['update', () => caller.update({ id: endpointId, ...fields }), ENDPOINT_NOT_FOUND],
      ['rotateSecret', () => caller.rotateSecret({ id: endpointId }), ENDPOINT_NOT_FOUND],
      ['delete', () => caller.delete({ id: endpointId }), ENDPOINT_NOT_FOUND],
      ['deliveries', () => caller.deliveries({ endpointId }), ENDPOINT_NOT_FOUND],
      ['replay', () => caller.replay({ deliveryId }), DELIVERY_NOT_FOUND],
      ['replayFailed', () => caller.replayFailed({ id: endpointId }), ENDPOINT_NOT_FOUND],
      ['sendTest', () => caller.sendTest({ id: endpointId }), ENDPOINT_NOT_FOUND],
    ];
    for (const [name, call, message] of calls) {
      await expect(call(), name).rejects.toMatchObject({ code: 'NOT_FOUND', message });
    }
    expect(await caller.list()).toEqual([]);
    expect(await theirRecords()).toEqual(before);
    // Nothing was written on our side either: no audit row for a refused call.
    const ourAudit = await database.db
      .select()
      .from(auditLog)
      .where(ne(auditLog.tenantId, theirs.tenantId));
    expect(ourAudit.filter((row) => row.resource.startsWith('webhook'))).toEqual([]);
  });

  it('stay theirs: their admin still sees and changes them', async () => {
    const caller = callerFor(database.db, theirs).webhooks;
    expect((await caller.list()).map((e) => e.id)).toEqual([endpointId]);
    expect((await caller.deliveries({ endpointId })).items.map((d) => d.id)).toEqual([deliveryId]);
    expect(await caller.replayFailed({ id: endpointId })).toEqual({ replayed: 1 });
  });
});
