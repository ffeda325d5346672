import { and, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { performanceRate } from '@/shared/dashboard/kpis';
import { OPEN_STATUSES } from '@/shared/inspections/statuses';
import type { PeriodDays } from '@/shared/periods';
import { inspections } from '../db/schema/index';

/**
 * The one definition of every inspection figure (issue 28 point 4,
 * docs/figures.md). Each surface (dashboard, reports, the hub and View
 * Inspections, the pending queue, home badges, the assistant, exports) builds
 * its counts from these conditions; the SQL mirrors in the migrations (the
 * dashboard's `dashboard_fact_of`, the queue's `inspection_queue_counts`
 * triggers) use the same status sets, and src/server/figures/figures-agree.test.ts
 * checks every surface against an independent count.
 *
 * This module imports no feature: callers pass the actor's scope
 * (features/inspections/scope.ts) and combine it with these conditions.
 */

/** Pending: an open inspection (Pending, In Progress or Requires Follow-up), whatever its dates. */
export function isPending(): SQL {
  return inArray(inspections.status, [...OPEN_STATUSES]);
}

/** Scheduled: pending with a scheduled date of today or later (UK); a part of Pending, not beside it. */
export function isScheduledAhead(today: string): SQL {
  return and(isPending(), gte(inspections.scheduledDate, today))!;
}

export const isPassed = (): SQL => sql`${inspections.status} = 'PASSED'`;
export const isFailed = (): SQL => sql`${inspections.status} = 'FAILED'`;
export const isCancelled = (): SQL => sql`${inspections.status} = 'CANCELLED'`;
/** Completed: an outcome was recorded (Passed or Failed). */
export const isCompleted = (): SQL => inArray(inspections.status, ['PASSED', 'FAILED']);

/** Midnight in London at the start of a calendar date, as an instant (GMT or BST). */
export function londonMidnight(date: string): SQL {
  return sql`(${date}::date::timestamp at time zone 'Europe/London')`;
}

/**
 * The period basis of every inspection figure: an inspection's outcome day is
 * its completion date once it is Passed or Failed, else the UK day it was
 * registered. "Failed this month" is then the failures recorded this month,
 * and a period's inspections still split into Pending + Completed + Cancelled.
 * Written exactly as migration 0047 writes it (`dashboard_fact_of` and the
 * narrowed dashboard's indexes), literals and all, so PostgreSQL matches the
 * index expression.
 */
export const outcomeDaySql = sql<string>`coalesce(CASE WHEN ${inspections.status} IN ('PASSED', 'FAILED') THEN ${inspections.completedDate} END, (${inspections.createdAt} AT TIME ZONE 'Europe/London')::date)`;

/** Inspections whose outcome day falls in the UK days given (either end may be open). */
export function inPeriod(days: Partial<PeriodDays>): SQL | undefined {
  return and(
    days.from ? sql`${outcomeDaySql} >= ${days.from}::date` : undefined,
    days.to ? sql`${outcomeDaySql} <= ${days.to}::date` : undefined,
  );
}

const countOf = (condition: SQL) => sql<number>`cast(count(*) filter (where ${condition}) as int)`;

/** Select columns counting the inspections of a WHERE by status group. */
export function outcomeCountColumns() {
  return {
    total: sql<number>`cast(count(*) as int)`,
    pending: countOf(isPending()),
    passed: countOf(isPassed()),
    failed: countOf(isFailed()),
    cancelled: countOf(isCancelled()),
  };
}

/** Pass rate: passed / (passed + failed) in percent with one decimal; null when none completed. */
export function passRate(counts: { passed: number; failed: number }): number | null {
  return performanceRate(counts);
}
