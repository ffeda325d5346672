import { and, arrayContains, eq } from 'drizzle-orm';
import type { WebhookEvent } from '@/shared/webhooks/events';
import type { Db, Tx } from '@/server/db/client';
import { webhookDeliveries, webhookEndpoints } from '@/server/db/schema/index';

/** What a receiver gets in `data`: the record's id, its human reference, and a few facts. */
export type WebhookData = { id: string; reference?: string | null } & Record<string, unknown>;

// Rows per insert statement: well under PostgreSQL's 65,535 bound parameters.
const INSERT_CHUNK = 1000;

/**
 * The database outbox (issue 33 point 5): one delivery row per event and enabled endpoint of
 * the tenant that subscribes to `type`, inserted in the caller's transaction, so an event
 * leaves exactly when its change commits and survives a restart. The delivery job sends it
 * (delivery-job.ts). Returns how many rows were queued.
 */
export async function emitWebhookEvents(
  tx: Db | Tx,
  tenantId: string,
  type: WebhookEvent,
  events: readonly WebhookData[],
  now: Date = new Date(),
): Promise<number> {
  if (events.length === 0) return 0;
  const endpoints = await tx
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.tenantId, tenantId),
        eq(webhookEndpoints.enabled, true),
        arrayContains(webhookEndpoints.events, [type]),
      ),
    );
  const timestamp = now.toISOString();
  const rows = endpoints.flatMap((endpoint) =>
    events.map((data) => ({
      tenantId,
      endpointId: endpoint.id,
      eventType: type,
      payload: { type, timestamp, data },
      nextAttemptAt: now,
    })),
  );
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    await tx.insert(webhookDeliveries).values(rows.slice(start, start + INSERT_CHUNK));
  }
  return rows.length;
}

/** One event: the one-liner the services call where the change happens. */
export function emitWebhookEvent(
  tx: Db | Tx,
  tenantId: string,
  type: WebhookEvent,
  data: WebhookData,
  now: Date = new Date(),
): Promise<number> {
  return emitWebhookEvents(tx, tenantId, type, [data], now);
}
