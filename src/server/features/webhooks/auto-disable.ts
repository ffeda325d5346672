import { and, eq, lte } from 'drizzle-orm';
import { writeAudit } from '@/server/audit/write-audit';
import type { Tx } from '@/server/db/client';
import { users, webhookDeliveries, webhookEndpoints } from '@/server/db/schema/index';
import { notify } from '../notifications/notify';
import { DISABLE_AFTER_FAILING_MS } from './retry-schedule';

export const AUTO_DISABLED_REASON = 'Deliveries failed for 24 hours without a success';

/**
 * Switches off an endpoint whose deliveries have failed for 24 hours, fails its waiting
 * deliveries (an ADMIN replays them once the receiver is fixed), tells every active ADMIN of
 * the tenant and writes the audit row as the system.
 */
export async function disableIfFailingTooLong(
  tx: Tx,
  delivery: { tenantId: string; endpointId: string },
  now: Date,
) {
  const cutoff = new Date(now.getTime() - DISABLE_AFTER_FAILING_MS);
  const [disabled] = await tx
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: AUTO_DISABLED_REASON, updatedAt: now })
    .where(
      and(
        eq(webhookEndpoints.id, delivery.endpointId),
        eq(webhookEndpoints.tenantId, delivery.tenantId),
        eq(webhookEndpoints.enabled, true),
        lte(webhookEndpoints.failingSince, cutoff),
      ),
    )
    .returning({ id: webhookEndpoints.id, url: webhookEndpoints.url });
  if (!disabled) return;
  await tx
    .update(webhookDeliveries)
    .set({ status: 'failed', lastError: AUTO_DISABLED_REASON, lockedUntil: null, lockedBy: null })
    .where(
      and(eq(webhookDeliveries.endpointId, disabled.id), eq(webhookDeliveries.status, 'pending')),
    );
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(eq(users.tenantId, delivery.tenantId), eq(users.role, 'ADMIN'), eq(users.isActive, true)),
    );
  for (const admin of admins) {
    await notify(tx, {
      tenantId: delivery.tenantId,
      userId: admin.id,
      event: 'system',
      type: 'warning',
      title: 'Webhook endpoint switched off',
      message: `Deliveries to ${disabled.url} failed for 24 hours, so the endpoint was switched off. Fix the receiver, switch the endpoint on and replay its failed deliveries.`,
      actionUrl: '/settings?tab=webhooks',
      now,
    });
  }
  await writeAudit(
    tx,
    { tenantId: delivery.tenantId, user: null, ip: 'system' },
    {
      action: 'auto_disable',
      resource: 'webhook_endpoint',
      resourceId: disabled.id,
      details: { url: disabled.url, reason: AUTO_DISABLED_REASON },
    },
  );
}
