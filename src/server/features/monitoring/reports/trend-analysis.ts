import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import { inspections } from '@/server/db/schema/index';
import { byMonth, reportMonths } from './report-months';
import type { ReportBuilder } from './report-types';

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Inspection results per UK month (by completion date), with the pass rate and its change. */
export const buildTrendAnalysis: ReportBuilder = async (db, tenantId, now) => {
  const { months, since, label } = reportMonths(now);
  const month = sql<string>`to_char(${inspections.completedDate}, 'YYYY-MM')`;
  const rows = await db
    .select({
      month,
      completed: sql<number>`count(*)::int`,
      passed: sql<number>`(count(*) filter (where ${inspections.status} = 'PASSED'))::int`,
      failed: sql<number>`(count(*) filter (where ${inspections.status} = 'FAILED'))::int`,
      red: sql<number>`(count(*) filter (where ${inspections.ewiGrading} = 'Red'))::int`,
    })
    .from(inspections)
    .where(
      and(
        eq(inspections.tenantId, tenantId),
        inArray(inspections.status, ['PASSED', 'FAILED']),
        gte(inspections.completedDate, since),
      ),
    )
    .groupBy(month);
  const found = byMonth(rows);
  let previousRate: number | null = null;
  return {
    columns: [
      'Month',
      'Inspections Completed',
      'Passed',
      'Failed',
      'Red Gradings',
      'Pass Rate (%)',
      'Change (points)',
    ],
    rows: months.map((key) => {
      const row = found.get(key);
      const rate = row && row.completed > 0 ? round1((row.passed / row.completed) * 100) : null;
      const change = rate !== null && previousRate !== null ? round1(rate - previousRate) : null;
      if (rate !== null) previousRate = rate;
      return [
        label(key),
        row?.completed ?? 0,
        row?.passed ?? 0,
        row?.failed ?? 0,
        row?.red ?? 0,
        rate,
        change,
      ];
    }),
  };
};
