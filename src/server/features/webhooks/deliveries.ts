import { TRPCError } from '@trpc/server';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { WEBHOOK_TEST_EVENT } from '@/shared/webhooks/events';
import type { WebhookDeliveriesInput } from '@/shared/webhooks/schemas';
import { writeAudit } from '@/server/audit/write-audit';
import type { Tx } from '@/server/db/client';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { ENDPOINT_NOT_FOUND } from './endpoints';

export const DELIVERY_NOT_FOUND = 'Webhook delivery not found';
export const SWITCHED_OFF_MESSAGE =
  'Switch the endpoint on first: nothing is sent to it while it is off';

/** The tenant's endpoint, locked for the change, or NOT_FOUND. */
async function lockEndpoint(tx: Tx, actor: Actor, id: string) {
  const [endpoint] = await tx
    .select({
      id: webhookEndpoints.id,
      url: webhookEndpoints.url,
      enabled: webhookEndpoints.enabled,
    })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.tenantId, actor.tenantId), eq(webhookEndpoints.id, id)))
    .for('update');
  if (!endpoint) throw new TRPCError({ code: 'NOT_FOUND', message: ENDPOINT_NOT_FOUND });
  return endpoint;
}

const requireSwitchedOn = (endpoint: { enabled: boolean }) => {
  if (!endpoint.enabled)
    throw new TRPCError({ code: 'BAD_REQUEST', message: SWITCHED_OFF_MESSAGE });
};

/** A page of an endpoint's deliveries, newest first, each with its attempt log. */
export async function listDeliveries(actor: Actor, input: z.output<typeof WebhookDeliveriesInput>) {
  // Another tenant's endpoint (or none) is NOT_FOUND, as for every other procedure.
  const owned = await actor.db.$count(
    webhookEndpoints,
    and(eq(webhookEndpoints.tenantId, actor.tenantId), eq(webhookEndpoints.id, input.endpointId)),
  );
  if (owned === 0) throw new TRPCError({ code: 'NOT_FOUND', message: ENDPOINT_NOT_FOUND });
  const scope = and(
    eq(webhookDeliveries.tenantId, actor.tenantId),
    eq(webhookDeliveries.endpointId, input.endpointId),
  );
  const total = await actor.db.$count(webhookDeliveries, scope);
  const rows = await actor.db
    .select({
      id: webhookDeliveries.id,
      eventType: webhookDeliveries.eventType,
      status: webhookDeliveries.status,
      attempts: webhookDeliveries.attempts,
      nextAttemptAt: webhookDeliveries.nextAttemptAt,
      lastStatusCode: webhookDeliveries.lastStatusCode,
      lastError: webhookDeliveries.lastError,
      lastAttemptAt: webhookDeliveries.lastAttemptAt,
      createdAt: webhookDeliveries.createdAt,
    })
    .from(webhookDeliveries)
    .where(scope)
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(input.pageSize)
    .offset((input.page - 1) * input.pageSize);
  const ids = rows.map((r) => r.id);
  const attempts = ids.length
    ? await actor.db
        .select({
          deliveryId: webhookAttempts.deliveryId,
          attempt: webhookAttempts.attempt,
          statusCode: webhookAttempts.statusCode,
          error: webhookAttempts.error,
          durationMs: webhookAttempts.durationMs,
          responseBodyHead: webhookAttempts.responseBodyHead,
          attemptedAt: webhookAttempts.attemptedAt,
        })
        .from(webhookAttempts)
        .where(
          and(
            eq(webhookAttempts.tenantId, actor.tenantId),
            inArray(webhookAttempts.deliveryId, ids),
          ),
        )
        .orderBy(asc(webhookAttempts.attemptedAt))
    : [];
  const items = rows.map((row) => ({
    ...row,
    log: attempts.filter((a) => a.deliveryId === row.id),
  }));
  return { items, total, page: input.page, pages: Math.max(1, Math.ceil(total / input.pageSize)) };
}

const backInQueue = {
  status: 'pending',
  attempts: 0,
  lockedUntil: null,
  lockedBy: null,
} as const;

/** Sends one delivery again from the start of the retry schedule (same webhook-id). */
export async function replayDelivery(actor: Actor, deliveryId: string) {
  return actor.db.transaction(async (tx) => {
    const [delivery] = await tx
      .select({
        id: webhookDeliveries.id,
        endpointId: webhookDeliveries.endpointId,
        eventType: webhookDeliveries.eventType,
      })
      .from(webhookDeliveries)
      .where(
        and(eq(webhookDeliveries.tenantId, actor.tenantId), eq(webhookDeliveries.id, deliveryId)),
      );
    if (!delivery) throw new TRPCError({ code: 'NOT_FOUND', message: DELIVERY_NOT_FOUND });
    requireSwitchedOn(await lockEndpoint(tx, actor, delivery.endpointId));
    await tx
      .update(webhookDeliveries)
      .set({ ...backInQueue, nextAttemptAt: new Date() })
      .where(eq(webhookDeliveries.id, deliveryId));
    await writeAudit(tx, actor, {
      action: 'replay',
      resource: 'webhook_delivery',
      resourceId: deliveryId,
      details: { endpointId: delivery.endpointId, event: delivery.eventType },
    });
    return { replayed: 1 };
  });
}

/** Puts every failed delivery of the endpoint back in the queue. */
export async function replayFailedDeliveries(actor: Actor, endpointId: string) {
  return actor.db.transaction(async (tx) => {
    const endpoint = await lockEndpoint(tx, actor, endpointId);
    requireSwitchedOn(endpoint);
    const replayed = await tx
      .update(webhookDeliveries)
      .set({ ...backInQueue, nextAttemptAt: new Date() })
      .where(
        and(
          eq(webhookDeliveries.tenantId, actor.tenantId),
          eq(webhookDeliveries.endpointId, endpointId),
          eq(webhookDeliveries.status, 'failed'),
        ),
      )
      .returning({ id: webhookDeliveries.id });
    await writeAudit(tx, actor, {
      action: 'replay_failed',
      resource: 'webhook_endpoint',
      resourceId: endpointId,
      details: { url: endpoint.url, replayed: replayed.length },
    });
    return { replayed: replayed.length };
  });
}

/** Queues a `webhook.test` event for this endpoint only, whatever it subscribes to. */
export async function sendTestEvent(actor: Actor, endpointId: string) {
  return actor.db.transaction(async (tx) => {
    const endpoint = await lockEndpoint(tx, actor, endpointId);
    requireSwitchedOn(endpoint);
    const now = new Date();
    const [queued] = await tx
      .insert(webhookDeliveries)
      .values({
        tenantId: actor.tenantId,
        endpointId,
        eventType: WEBHOOK_TEST_EVENT,
        payload: {
          type: WEBHOOK_TEST_EVENT,
          timestamp: now.toISOString(),
          data: { id: endpointId, message: 'A test event from InspectHub' },
        },
        nextAttemptAt: now,
      })
      .returning({ id: webhookDeliveries.id });
    await writeAudit(tx, actor, {
      action: 'send_test',
      resource: 'webhook_endpoint',
      resourceId: endpointId,
      details: { url: endpoint.url, deliveryId: queued!.id },
    });
    return { deliveryId: queued!.id };
  });
}
