import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  CreateMetricInput,
  RecordMetricInput,
  UpdateMetricInput,
} from '@/shared/improvements/inputs';
import { writeAudit } from '@/server/audit/write-audit';
import type { Db, Tx } from '@/server/db/client';
import { improvementMetricReadings, improvementMetrics } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { notFound } from './scope';

// Hand-entered metrics change only here; their Key Metrics values are read in metrics.ts.

export async function createMetric(actor: Actor, input: z.output<typeof CreateMetricInput>) {
  return actor.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(improvementMetrics)
      .values({ tenantId: actor.tenantId, ...input })
      .returning({ id: improvementMetrics.id, name: improvementMetrics.name });
    await writeAudit(tx, actor, {
      action: 'create',
      resource: 'improvement_metric',
      resourceId: row!.id,
      details: input,
    });
    return row!;
  });
}

/** A tenant's hand-entered metric, or NOT_FOUND. */
async function findMetric(db: Db | Tx, tenantId: string, id: string) {
  const [def] = await db
    .select()
    .from(improvementMetrics)
    .where(and(eq(improvementMetrics.tenantId, tenantId), eq(improvementMetrics.id, id)));
  if (!def) notFound('Metric');
  return def;
}

/** Rename a hand-entered metric or change its unit, category, target, better direction (audited). */
export async function updateMetric(actor: Actor, input: z.output<typeof UpdateMetricInput>) {
  return actor.db.transaction(async (tx) => {
    const before = await findMetric(tx, actor.tenantId, input.id);
    const { id, ...values } = input;
    await tx.update(improvementMetrics).set(values).where(eq(improvementMetrics.id, id));
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const key of Object.keys(values) as (keyof typeof values)[]) {
      if (before[key] !== values[key]) changes[key] = { from: before[key], to: values[key] };
    }
    await writeAudit(tx, actor, {
      action: 'update',
      resource: 'improvement_metric',
      resourceId: id,
      details: { name: values.name, changes },
    });
    return { id, name: values.name };
  });
}

/** Deletes a hand-entered metric and its history (the readings cascade); audited with what went. */
export async function deleteMetric(actor: Actor, id: string) {
  return actor.db.transaction(async (tx) => {
    const def = await findMetric(tx, actor.tenantId, id);
    const [readings] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(improvementMetricReadings)
      .where(eq(improvementMetricReadings.metricId, def.id));
    await tx.delete(improvementMetrics).where(eq(improvementMetrics.id, def.id));
    await writeAudit(tx, actor, {
      action: 'delete',
      resource: 'improvement_metric',
      resourceId: def.id,
      details: {
        name: def.name,
        unit: def.unit,
        target: def.target,
        readings: readings?.total ?? 0,
      },
    });
    return { id: def.id, name: def.name };
  });
}

export async function recordMetric(actor: Actor, input: z.output<typeof RecordMetricInput>) {
  return actor.db.transaction(async (tx) => {
    const [def] = await tx
      .select()
      .from(improvementMetrics)
      .where(
        and(eq(improvementMetrics.tenantId, actor.tenantId), eq(improvementMetrics.id, input.id)),
      );
    if (!def) notFound('Metric');
    const [row] = await tx
      .insert(improvementMetricReadings)
      .values({
        tenantId: actor.tenantId,
        metricId: def.id,
        value: input.value,
        recordedById: actor.user.id,
      })
      .returning({ id: improvementMetricReadings.id });
    await writeAudit(tx, actor, {
      action: 'record',
      resource: 'improvement_metric',
      resourceId: def.id,
      details: { name: def.name, value: input.value },
    });
    return row!;
  });
}

/** A hand-entered metric's readings, newest first. */
export async function metricHistory(actor: Actor, id: string) {
  const [def] = await actor.db
    .select({ id: improvementMetrics.id })
    .from(improvementMetrics)
    .where(and(eq(improvementMetrics.tenantId, actor.tenantId), eq(improvementMetrics.id, id)));
  if (!def) notFound('Metric');
  const rows = await actor.db
    .select({
      value: improvementMetricReadings.value,
      recordedAt: improvementMetricReadings.recordedAt,
    })
    .from(improvementMetricReadings)
    .where(eq(improvementMetricReadings.metricId, def.id))
    .orderBy(desc(improvementMetricReadings.recordedAt))
    .limit(100);
  return rows.map((r) => ({ ...r, recordedAt: r.recordedAt.toISOString() }));
}
