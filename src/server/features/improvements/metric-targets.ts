import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  COMPUTED_METRIC_DEFAULT_TARGETS,
  type ComputedMetricKey,
} from '@/shared/improvements/catalogue';
import type { SetMetricTargetInput } from '@/shared/improvements/inputs';
import { writeAudit } from '@/server/audit/write-audit';
import type { Db } from '@/server/db/client';
import { improvementMetricTargets } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';

/** The tenant's targets of the computed metrics: what a manager set, else the defaults. */
export async function computedTargets(db: Db, tenantId: string) {
  const rows = await db
    .select({ key: improvementMetricTargets.metricKey, target: improvementMetricTargets.target })
    .from(improvementMetricTargets)
    .where(eq(improvementMetricTargets.tenantId, tenantId));
  const targets: Record<ComputedMetricKey, number> = { ...COMPUTED_METRIC_DEFAULT_TARGETS };
  for (const row of rows) targets[row.key] = row.target;
  return targets;
}

/** Sets the tenant's target of a computed metric (audited with the old and new target). */
export async function setMetricTarget(actor: Actor, input: z.output<typeof SetMetricTargetInput>) {
  const before = (await computedTargets(actor.db, actor.tenantId))[input.key];
  return actor.db.transaction(async (tx) => {
    await tx
      .insert(improvementMetricTargets)
      .values({
        tenantId: actor.tenantId,
        metricKey: input.key,
        target: input.target,
        updatedById: actor.user.id,
      })
      .onConflictDoUpdate({
        target: [improvementMetricTargets.tenantId, improvementMetricTargets.metricKey],
        set: { target: input.target, updatedById: actor.user.id, updatedAt: new Date() },
      });
    await writeAudit(tx, actor, {
      action: 'update',
      resource: 'improvement_metric',
      resourceId: input.key,
      details: { target: { from: before, to: input.target } },
    });
    return { key: input.key, target: input.target };
  });
}
