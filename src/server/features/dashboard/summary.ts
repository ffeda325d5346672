import { EWI_GRADINGS } from '@/shared/inspections/checklist-questions';
import {
  averageResponseDays,
  performanceRate,
  pointsChange,
  relativeChange,
  resolutionRate,
  type Change,
} from '@/shared/dashboard/kpis';
import {
  bucketKindFor,
  bucketLabel,
  bucketStart,
  dashboardRanges,
  listBuckets,
  toLondonDate,
  type DashboardPeriod,
  type DateRange,
} from '@/shared/dashboard/periods';
import type { Db } from '@/server/db/client';
import type { Actor } from '@/server/trpc/actor';
import { activeUsersQuery, defectCountsQuery } from './people-queries';
import { statsSourceFor } from './source';
import {
  dailyCountersQuery,
  dimensionCountersQuery,
  rowsOf,
  sumCounters,
  type Counters,
  type StatsSource,
} from './stats-queries';

type Kpi = { value: number | null; previous: number | null; change: Change };

function kpi(value: number | null, previous: number | null, kind: 'points' | 'percent'): Kpi {
  const change =
    kind === 'points' ? pointsChange(value, previous) : relativeChange(value, previous);
  return { value, previous, change };
}

/** Every statement the summary runs, built once so the benchmark can time the same SQL. */
export function summaryQueries(
  source: StatsSource,
  ranges: { current: DateRange; previous: DateRange },
) {
  return {
    daily: dailyCountersQuery(source, { start: ranges.previous.start, end: ranges.current.end }),
    areas: dimensionCountersQuery(source, 'area', ranges.current),
    gradings: dimensionCountersQuery(source, 'grading', ranges.current),
    defects: defectCountsQuery(source, ranges),
    activeUsers: activeUsersQuery(source.tenantId, ranges),
  };
}

async function runSummaryQueries(db: Db, queries: ReturnType<typeof summaryQueries>) {
  const [daily, areas, gradings, [defects], [activeUsers]] = await Promise.all([
    rowsOf<Counters>(db, queries.daily),
    rowsOf<Counters>(db, queries.areas),
    rowsOf<Counters>(db, queries.gradings),
    rowsOf<{ raised: number; resolved: number; previousRaised: number; previousResolved: number }>(
      db,
      queries.defects,
    ),
    rowsOf<{ current: number; previous: number }>(db, queries.activeUsers),
  ]);
  return { daily, areas, gradings, defects: defects!, activeUsers: activeUsers! };
}

/** The Overview tab: KPI cards, count tiles and chart data for the period. */
export async function getDashboardSummary(actor: Actor, period: DashboardPeriod, now = new Date()) {
  const ranges = dashboardRanges(period, toLondonDate(now));
  const source = await statsSourceFor(actor);
  const data = await runSummaryQueries(actor.db, summaryQueries(source, ranges));

  const inCurrent = data.daily.filter((d) => d.key >= ranges.current.start);
  const current = sumCounters(inCurrent);
  const previous = sumCounters(data.daily.filter((d) => d.key < ranges.current.start));
  const completed = current.passed + current.failed;

  return {
    period,
    range: ranges.current,
    previousRange: ranges.previous,
    isWholeTenant: source.isWholeTenant,
    kpis: {
      performanceRate: kpi(performanceRate(current), performanceRate(previous), 'points'),
      activeUsers: kpi(data.activeUsers.current, data.activeUsers.previous, 'percent'),
      avgResponseDays: kpi(
        averageResponseDays(current.responseDaysSum, current.responseCount),
        averageResponseDays(previous.responseDaysSum, previous.responseCount),
        'percent',
      ),
      resolutionRate: kpi(
        resolutionRate(data.defects),
        resolutionRate({
          raised: data.defects.previousRaised,
          resolved: data.defects.previousResolved,
        }),
        'points',
      ),
    },
    counts: {
      total: current.total,
      pending: current.open,
      completed,
      passed: current.passed,
      failed: current.failed,
      cancelled: current.cancelled,
      passRate: performanceRate(current),
      previousTotal: previous.total,
    },
    defects: { raised: data.defects.raised, resolved: data.defects.resolved },
    trend: buildTrend(period, ranges.current, inCurrent),
    regions: data.areas
      .filter((r) => r.total > 0)
      .map((r) => ({ area: r.key || 'Unknown', count: r.total }))
      .sort((a, b) => b.count - a.count || a.area.localeCompare(b.area)),
    gradings: EWI_GRADINGS.map((grading) => ({
      grading,
      count: data.gradings.find((g) => g.key === grading)?.total ?? 0,
    })),
  };
}

function buildTrend(period: DashboardPeriod, range: DateRange, days: readonly Counters[]) {
  const kind = bucketKindFor(period);
  const byBucket = new Map<string, Counters[]>();
  for (const day of days) {
    const start = bucketStart(day.key, kind);
    byBucket.set(start, [...(byBucket.get(start) ?? []), day]);
  }
  return {
    bucket: kind,
    points: listBuckets(range, kind).map((start) => {
      const c = sumCounters(byBucket.get(start) ?? [], start);
      return {
        start,
        label: bucketLabel(start, kind),
        total: c.total,
        passed: c.passed,
        failed: c.failed,
        passRate: performanceRate(c),
      };
    }),
  };
}

export type DashboardSummary = Awaited<ReturnType<typeof getDashboardSummary>>;
