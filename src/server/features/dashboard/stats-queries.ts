import { sql, type SQL } from 'drizzle-orm';
import { addDays, type DateRange } from '@/shared/dashboard/periods';
import type { Db } from '@/server/db/client';
import { inPeriod, londonMidnight } from '@/server/figures/inspection-figures';

/**
 * Where the inspection figures come from: the whole tenant reads the daily
 * summary table (kept by triggers, migration dashboard_daily_stats); a user
 * narrowed to their own inspections reads those inspections directly
 * (few rows, found by index) through the same `dashboard_fact_of` definition.
 */
export type StatsSource = { tenantId: string; scope: SQL | null };

export const STATS_DIMENSIONS = [
  'measure',
  'trigger',
  'area',
  'grading',
  'inspector',
  'installer',
] as const;
export type StatsDimension = (typeof STATS_DIMENSIONS)[number];

export type Counters = {
  key: string;
  total: number;
  open: number;
  passed: number;
  failed: number;
  cancelled: number;
  responseDaysSum: number;
  responseCount: number;
};

const FROM_TABLE = sql`sum(inspections_count)::int as "total", sum(open_count)::int as "open",
  sum(passed_count)::int as "passed", sum(failed_count)::int as "failed",
  sum(cancelled_count)::int as "cancelled", sum(response_days_sum)::float8 as "responseDaysSum",
  sum(response_count)::int as "responseCount"`;

const FROM_FACTS = sql`count(*)::int as "total",
  count(*) filter (where (f).status in ('PENDING', 'IN_PROGRESS', 'REQUIRES_FOLLOW_UP'))::int as "open",
  count(*) filter (where (f).status = 'PASSED')::int as "passed",
  count(*) filter (where (f).status = 'FAILED')::int as "failed",
  count(*) filter (where (f).status = 'CANCELLED')::int as "cancelled",
  coalesce(sum((f).response_days), 0)::float8 as "responseDaysSum",
  count((f).response_days)::int as "responseCount"`;

// One definition of London midnight for every figure (src/server/figures).
export { londonMidnight };

/** The actor's inspections whose outcome day (src/server/figures) falls in the range. */
function scopedFacts(source: StatsSource & { scope: SQL }, range: DateRange): SQL {
  const days = inPeriod({ from: range.start, to: addDays(range.end, -1) });
  return sql`(select dashboard_fact_of(inspections) as f from inspections
    where ${source.scope} and ${days}) facts`;
}

/** Counters per outcome day (src/server/figures: completion date once decided, else registration). */
export function dailyCountersQuery(source: StatsSource, range: DateRange): SQL {
  if (!source.scope) {
    return sql`select day::text as "key", ${FROM_TABLE} from dashboard_daily_stats
      where tenant_id = ${source.tenantId} and dimension = 'all'
        and day >= ${range.start}::date and day < ${range.end}::date
      group by day`;
  }
  return sql`select (f).day::text as "key", ${FROM_FACTS}
    from ${scopedFacts({ ...source, scope: source.scope }, range)} group by 1`;
}

/** Month, quarter and year periods are whole calendar months: their monthly rows cover them exactly. */
export function isWholeMonths(range: DateRange): boolean {
  return range.start.endsWith('-01') && range.end.endsWith('-01');
}

/** Counters per key of one dimension over the range. */
export function dimensionCountersQuery(
  source: StatsSource,
  dimension: StatsDimension,
  range: DateRange,
): SQL {
  if (!source.scope) {
    const rows = isWholeMonths(range) ? `${dimension}@month` : dimension;
    return sql`select key as "key", ${FROM_TABLE} from dashboard_daily_stats
      where tenant_id = ${source.tenantId} and dimension = ${rows}
        and day >= ${range.start}::date and day < ${range.end}::date
      group by key`;
  }
  // The dimension comes from the fixed list above, never from input.
  const field = sql.raw(`(f).${dimension}`);
  return sql`select ${field} as "key", ${FROM_FACTS}
    from ${scopedFacts({ ...source, scope: source.scope }, range)} group by 1`;
}

export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as { rows: T[] }).rows;
}

/** Adds counters up (several days or keys into one). */
export function sumCounters(rows: readonly Counters[], key = ''): Counters {
  const total: Counters = {
    key,
    total: 0,
    open: 0,
    passed: 0,
    failed: 0,
    cancelled: 0,
    responseDaysSum: 0,
    responseCount: 0,
  };
  for (const r of rows) {
    total.total += r.total;
    total.open += r.open;
    total.passed += r.passed;
    total.failed += r.failed;
    total.cancelled += r.cancelled;
    total.responseDaysSum += r.responseDaysSum;
    total.responseCount += r.responseCount;
  }
  return total;
}
