import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { REPORT_STATUS_MAP, REPORT_TYPE_CATEGORIES } from '@/shared/reports/catalogue';
import { inspections } from '@/server/db/schema/index';
import type { ReportFilters } from '@/server/db/schema/reports';
import { inPeriod } from '@/server/figures/inspection-figures';

/**
 * The date a report row shows: completed if done, else scheduled, else the UK
 * day it was registered (docs/reports.md). The date filters select by the
 * outcome day instead, the period basis of every figure (src/server/figures,
 * docs/figures.md), so a report's counts agree with the dashboard's.
 */
export const reportDateSql = sql<string>`coalesce(${inspections.completedDate}, ${inspections.scheduledDate}, (${inspections.createdAt} at time zone 'Europe/London')::date)`;

/** The Custom Reports filters as a WHERE condition on inspections. */
export function inspectionFilterCondition(filters: ReportFilters): SQL | undefined {
  return and(
    filters.type === 'all'
      ? undefined
      : inArray(inspections.measureType, REPORT_TYPE_CATEGORIES[filters.type]),
    filters.status === 'all'
      ? undefined
      : inArray(inspections.status, REPORT_STATUS_MAP[filters.status]),
    inPeriod({ from: filters.dateFrom || undefined, to: filters.dateTo || undefined }),
  );
}
