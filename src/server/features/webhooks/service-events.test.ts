import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { webhookDeliveries, webhookEndpoints } from '@/server/db/schema/index';
import { createInspection } from '@/server/test-support/inspections';
import { callerFor, type TestUser } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { createUser } from '@/server/test-support/users';
import { startReceiver } from '@/server/test-support/webhook-receiver';
import { claimDueDeliveries, CLAIM_LEASE_MS } from './claim';
import { runWebhookDeliveries } from './delivery-job';
import { emitWebhookEvent } from './emit';
import { emitStatusEvents } from './inspection-events';

// The services emit their events in their own transaction (docs/webhooks.md, "Emission").
let database: Database;
let admin: TestUser;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const envBefore = process.env.WEBHOOKS_ALLOW_HTTP_LOCALHOST;

const queued = async () =>
  (await database.db.select().from(webhookDeliveries)).map((d) => ({
    type: d.eventType,
    data: (d.payload as { data: Record<string, unknown> }).data,
  }));

beforeAll(async () => {
  process.env.WEBHOOKS_ALLOW_HTTP_LOCALHOST = 'true';
  database = await openTestDatabase();
  admin = await createUser(database.db, { role: 'ADMIN' });
  receiver = await startReceiver();
});
beforeEach(async () => {
  await database.db.delete(webhookEndpoints);
  await callerFor(database.db, admin).webhooks.create({
    url: receiver.url,
    description: '',
    events: ['inspection.status_changed', 'inspection.completed', 'followup.overdue'],
    enabled: true,
  });
});
afterAll(async () => {
  await receiver.close();
  if (envBefore === undefined) delete process.env.WEBHOOKS_ALLOW_HTTP_LOCALHOST;
  else process.env.WEBHOOKS_ALLOW_HTTP_LOCALHOST = envBefore;
  await database.close();
});

describe('events from the services', () => {
  it('a status change through inspection.updateInspectionStatus queues inspection.status_changed', async () => {
    const inspection = await createInspection(database.db, { status: 'PENDING' });
    await callerFor(database.db, admin).inspection.updateInspectionStatus({
      id: inspection.id,
      status: 'CANCELLED',
      completionNotes: '',
    });
    expect(await queued()).toEqual([
      {
        type: 'inspection.status_changed',
        data: {
          id: inspection.id,
          reference: inspection.reference,
          from: 'PENDING',
          to: 'CANCELLED',
        },
      },
    ]);
  });

  it('a move to PASSED or FAILED also queues inspection.completed', async () => {
    await database.db.transaction(async (tx) => {
      const change = { id: 'i-1', reference: 'INS-1', completedDate: '2026-11-27' };
      await emitStatusEvents(tx, admin.tenantId, { ...change, from: 'IN_PROGRESS', to: 'FAILED' });
      await emitStatusEvents(tx, admin.tenantId, { ...change, from: 'PENDING', to: 'IN_PROGRESS' });
    });
    const types = (await queued()).map((d) => d.type).sort();
    expect(types).toEqual([
      'inspection.completed',
      'inspection.status_changed',
      'inspection.status_changed',
    ]);
  });
});

describe('a server that stops mid-send', () => {
  it('loses nothing: its claimed delivery is sent by another once the lease runs out', async () => {
    await emitWebhookEvent(database.db, admin.tenantId, 'followup.overdue', { id: 'f-9' });
    const now = new Date(Date.now() + 1000);
    // The first server claims the row and dies before sending.
    expect(await claimDueDeliveries(database.db, now, 'crashed-server')).toHaveLength(1);
    const before = receiver.received.length;
    expect(await runWebhookDeliveries(database.db, now, 'second-server')).toEqual({
      sent: 0,
      delivered: 0,
    });
    const later = new Date(now.getTime() + CLAIM_LEASE_MS);
    expect(await runWebhookDeliveries(database.db, later, 'second-server')).toEqual({
      sent: 1,
      delivered: 1,
    });
    expect(receiver.received.length).toBe(before + 1);
  });
});
