import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { webhookAttempts, webhookDeliveries, webhookEndpoints } from '@/server/db/schema/index';
import { disableIfFailingTooLong } from './auto-disable';
import type { ClaimedDelivery } from './claim';
import { nextAttemptAfter } from './retry-schedule';
import type { AttemptOutcome } from './send';

/**
 * Logs one attempt and moves the delivery on: delivered; due again after the schedule's wait;
 * or failed once the retries are spent. Only while this sender still holds the claim, so a
 * sender whose lease ran out records nothing twice. A success clears the endpoint's failing
 * streak; a failure starts it, and 24 h of it switches the endpoint off (auto-disable.ts).
 */
export async function recordAttempt(
  db: Db,
  delivery: ClaimedDelivery,
  outcome: AttemptOutcome,
  context: { now: Date; owner: string },
) {
  const { now, owner } = context;
  const attempt = delivery.attempts + 1;
  const retryAt = outcome.isDelivered ? null : nextAttemptAfter(attempt, now);
  await db.transaction(async (tx) => {
    const moved = await tx
      .update(webhookDeliveries)
      .set({
        status: outcome.isDelivered ? 'delivered' : retryAt ? 'pending' : 'failed',
        attempts: attempt,
        nextAttemptAt: retryAt ?? now,
        lockedUntil: null,
        lockedBy: null,
        lastStatusCode: outcome.statusCode,
        lastError: outcome.error,
        lastAttemptAt: now,
        ...(outcome.isDelivered ? { deliveredAt: now } : {}),
      })
      .where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.lockedBy, owner)))
      .returning({ id: webhookDeliveries.id });
    if (moved.length === 0) return;
    await tx.insert(webhookAttempts).values({
      tenantId: delivery.tenantId,
      deliveryId: delivery.id,
      attempt,
      statusCode: outcome.statusCode,
      error: outcome.error,
      durationMs: outcome.durationMs,
      responseBodyHead: outcome.responseBodyHead,
      attemptedAt: now,
    });
    if (outcome.isDelivered) {
      await tx
        .update(webhookEndpoints)
        .set({ failingSince: null })
        .where(eq(webhookEndpoints.id, delivery.endpointId));
      return;
    }
    await tx
      .update(webhookEndpoints)
      .set({
        failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now.toISOString()}::timestamptz)`,
      })
      .where(
        and(eq(webhookEndpoints.id, delivery.endpointId), isNull(webhookEndpoints.disabledReason)),
      );
    await disableIfFailingTooLong(tx, delivery, now);
  });
}
