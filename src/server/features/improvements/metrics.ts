import { and, asc, desc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import {
  COMPUTED_METRIC_DEFAULT_TARGETS,
  type ComputedMetricKey,
  type InitiativeCategory,
  type MetricTrend,
} from '../../../shared/improvements/catalogue';
import type {
  CreateMetricInput,
  RecordMetricInput,
  SetMetricTargetInput,
  UpdateMetricInput,
} from '../../../shared/improvements/inputs';
import { writeAudit } from '../../audit/write-audit';
import type { Db, Tx } from '../../db/client';
import {
  defects,
  followups,
  improvementMetricReadings,
  improvementMetrics,
  improvementMetricTargets,
  inspections,
  supportTickets,
} from '../../db/schema/index';
import type { Actor } from '../../trpc/actor';
import { notFound } from './scope';

/** Computed metrics compare the last 30 days with the 30 days before. */
export const PERIOD_DAYS = 30;
const DAY_MS = 86_400_000;

export type KeyMetric = {
  id: string;
  name: string;
  current: number | null;
  previous: number | null;
  target: number;
  unit: string;
  trend: MetricTrend;
  change: number | null;
  category: InitiativeCategory;
  source: 'computed' | 'manual';
  /** Which way is better (judges the trend). */
  higherIsBetter: boolean;
  /** current ÷ target as a percentage, 0-100 for the bar (null without a current value). */
  percent: number | null;
};

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Which way the value moved, judged by which way is better. */
export function trendOf(
  current: number | null,
  previous: number | null,
  higherIsBetter: boolean,
): MetricTrend {
  if (current === null || previous === null) return 'stable';
  const delta = current - previous;
  if (Math.abs(delta) < 0.05) return 'stable';
  return delta > 0 === higherIsBetter ? 'improving' : 'declining';
}

/** Spec 02: the bar is current divided by target as a percentage (capped at 100). */
export function percentOf(current: number | null, target: number) {
  if (current === null) return null;
  if (target === 0) return current === 0 ? 100 : 0;
  return Math.max(0, Math.min(100, Math.round((current / target) * 100)));
}

function metric(
  base: Omit<KeyMetric, 'trend' | 'change' | 'percent' | 'current' | 'previous' | 'higherIsBetter'>,
  current: number | null,
  previous: number | null,
  higherIsBetter: boolean,
): KeyMetric {
  const cur = current === null ? null : round1(current);
  const prev = previous === null ? null : round1(previous);
  return {
    ...base,
    higherIsBetter,
    current: cur,
    previous: prev,
    trend: trendOf(cur, prev, higherIsBetter),
    change: cur === null || prev === null ? null : round1(cur - prev),
    percent: percentOf(cur, base.target),
  };
}

const num = (value: unknown) => (value === null || value === undefined ? null : Number(value));

/** Inspections completed in [from, to): share that passed, as a percentage. */
async function passRate(db: Db, tenantId: string, from: Date, to: Date) {
  const iso = (d: Date) => d.toISOString().slice(0, 10);
  const [row] = await db
    .select({
      done: sql<number>`count(*)::int`,
      passed: sql<number>`count(*) filter (where ${inspections.status} = 'PASSED')::int`,
    })
    .from(inspections)
    .where(
      and(
        eq(inspections.tenantId, tenantId),
        inArray(inspections.status, ['PASSED', 'FAILED', 'REQUIRES_FOLLOW_UP']),
        gte(inspections.completedDate, iso(from)),
        lt(inspections.completedDate, iso(to)),
      ),
    );
  return row && row.done > 0 ? (row.passed / row.done) * 100 : null;
}

/** Defects resolved in [from, to): average days from report to resolution. */
async function daysToResolve(db: Db, tenantId: string, from: Date, to: Date) {
  const [row] = await db
    .select({
      avg: sql<
        string | null
      >`avg(extract(epoch from (${defects.resolvedAt} - ${defects.createdAt})) / 86400)`,
    })
    .from(defects)
    .where(
      and(
        eq(defects.tenantId, tenantId),
        isNotNull(defects.resolvedAt),
        gte(defects.resolvedAt, from),
        lt(defects.resolvedAt, to),
      ),
    );
  return num(row?.avg);
}

/** Follow-ups open and past due at a moment. */
async function overdueAt(db: Db, tenantId: string, at: Date) {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(followups)
    .where(
      and(
        eq(followups.tenantId, tenantId),
        lt(followups.createdAt, at),
        lt(followups.dueDate, at),
        sql`(${followups.completedAt} is null or ${followups.completedAt} > ${at})`,
      ),
    );
  return row?.total ?? 0;
}

/** Tickets first answered in [from, to): average hours to that first response. */
async function responseHours(db: Db, tenantId: string, from: Date, to: Date) {
  const [row] = await db
    .select({
      avg: sql<
        string | null
      >`avg(extract(epoch from (${supportTickets.firstResponseAt} - ${supportTickets.createdAt})) / 3600)`,
    })
    .from(supportTickets)
    .where(
      and(
        eq(supportTickets.tenantId, tenantId),
        isNotNull(supportTickets.firstResponseAt),
        gte(supportTickets.firstResponseAt, from),
        lt(supportTickets.firstResponseAt, to),
      ),
    );
  return num(row?.avg);
}

/** The tenant's targets of the computed metrics: what a manager set, else the defaults. */
async function computedTargets(db: Db, tenantId: string) {
  const rows = await db
    .select({ key: improvementMetricTargets.metricKey, target: improvementMetricTargets.target })
    .from(improvementMetricTargets)
    .where(eq(improvementMetricTargets.tenantId, tenantId));
  const targets: Record<ComputedMetricKey, number> = { ...COMPUTED_METRIC_DEFAULT_TARGETS };
  for (const row of rows) targets[row.key] = row.target;
  return targets;
}

/** The metrics the product measures itself, over the last period against the one before. */
export async function computedMetrics(db: Db, tenantId: string, now = new Date()) {
  const end = now;
  const mid = new Date(now.getTime() - PERIOD_DAYS * DAY_MS);
  const start = new Date(now.getTime() - 2 * PERIOD_DAYS * DAY_MS);
  const [
    passNow,
    passBefore,
    resolveNow,
    resolveBefore,
    overdueNow,
    overdueBefore,
    respNow,
    respBefore,
    targets,
  ] = await Promise.all([
    passRate(db, tenantId, mid, end),
    passRate(db, tenantId, start, mid),
    daysToResolve(db, tenantId, mid, end),
    daysToResolve(db, tenantId, start, mid),
    overdueAt(db, tenantId, end),
    overdueAt(db, tenantId, mid),
    responseHours(db, tenantId, mid, end),
    responseHours(db, tenantId, start, mid),
    computedTargets(db, tenantId),
  ]);
  return [
    metric(
      {
        id: 'first-time-pass-rate',
        name: 'First-time pass rate',
        target: targets['first-time-pass-rate'],
        unit: '%',
        category: 'quality',
        source: 'computed',
      },
      passNow,
      passBefore,
      true,
    ),
    metric(
      {
        id: 'defect-resolution-days',
        name: 'Average days to resolve a defect',
        target: targets['defect-resolution-days'],
        unit: 'days',
        category: 'efficiency',
        source: 'computed',
      },
      resolveNow,
      resolveBefore,
      false,
    ),
    metric(
      {
        id: 'overdue-followups',
        name: 'Overdue follow-ups',
        target: targets['overdue-followups'],
        unit: '',
        category: 'process',
        source: 'computed',
      },
      overdueNow,
      overdueBefore,
      false,
    ),
    metric(
      {
        id: 'support-first-response-hours',
        name: 'Average support first response',
        target: targets['support-first-response-hours'],
        unit: 'h',
        category: 'efficiency',
        source: 'computed',
      },
      respNow,
      respBefore,
      false,
    ),
  ];
}

/** Hand-entered metrics: the latest reading against the one before. */
async function manualMetrics(db: Db, tenantId: string) {
  const defs = await db
    .select()
    .from(improvementMetrics)
    .where(eq(improvementMetrics.tenantId, tenantId))
    .orderBy(asc(improvementMetrics.createdAt))
    .limit(100);
  const out: KeyMetric[] = [];
  for (const def of defs) {
    const readings = await db
      .select({ value: improvementMetricReadings.value })
      .from(improvementMetricReadings)
      .where(eq(improvementMetricReadings.metricId, def.id))
      .orderBy(desc(improvementMetricReadings.recordedAt), desc(improvementMetricReadings.id))
      .limit(2);
    out.push(
      metric(
        {
          id: def.id,
          name: def.name,
          target: def.target,
          unit: def.unit,
          category: def.category,
          source: 'manual',
        },
        readings[0]?.value ?? null,
        readings[1]?.value ?? null,
        def.higherIsBetter,
      ),
    );
  }
  return out;
}

export async function listMetrics(actor: Actor, now = new Date()) {
  const [computed, manual] = await Promise.all([
    computedMetrics(actor.db, actor.tenantId, now),
    manualMetrics(actor.db, actor.tenantId),
  ]);
  return [...computed, ...manual];
}

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
