import { asc, desc, eq } from 'drizzle-orm';
import type { InitiativeCategory, MetricTrend } from '@/shared/improvements/catalogue';
import type { Db } from '@/server/db/client';
import { improvementMetricReadings, improvementMetrics } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { daysToResolve, overdueAt, passRate, responseHours } from './computed-metric-queries';
import { computedTargets } from './metric-targets';

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
