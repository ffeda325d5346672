import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Daily inspection counts for the dashboard, kept exact by statement-level
 * triggers on `inspections` (migration `dashboard_daily_stats`). One row per
 * tenant, dimension, London calendar day of registration and key:
 *
 * - dimension 'all' (key ''), 'measure' (measure code), 'trigger' (server
 *   trigger), 'area' (postcode area), 'grading' (EWI grading or ''),
 *   'inspector' (user id or 'name:<name>'), 'installer' (installer id or
 *   'name:<company>').
 *
 * A year of a busy tenant is a few thousand rows instead of a scan over every
 * inspection. No foreign key to tenants, like
 * inspection_queue_counts: the triggers write here on every inspection change
 * and the inspection row already references its tenant.
 */
export const dashboardDailyStats = pgTable(
  'dashboard_daily_stats',
  {
    tenantId: text('tenant_id').notNull(),
    // '<dimension>@month' rows (migration dashboard_monthly_stats) hold whole calendar months,
    // with `day` the first of the month: a year of postcode areas is 1,200 rows, not 36,500.
    dimension: text('dimension').notNull(),
    day: date('day').notNull(),
    key: text('key').notNull(),
    inspectionsCount: integer('inspections_count').notNull().default(0),
    openCount: integer('open_count').notNull().default(0),
    passedCount: integer('passed_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    cancelledCount: integer('cancelled_count').notNull().default(0),
    // Whole days from registration to the recorded completion date (PASSED/FAILED only).
    responseDaysSum: bigint('response_days_sum', { mode: 'number' }).notNull().default(0),
    responseCount: integer('response_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.dimension, t.day, t.key] })],
);

/**
 * Defects raised per tenant and London day, and how many of those are
 * resolved now; kept by triggers on `defects` (migration dashboard_monthly_stats).
 */
export const dashboardDailyDefects = pgTable(
  'dashboard_daily_defects',
  {
    tenantId: text('tenant_id').notNull(),
    day: date('day').notNull(),
    raisedCount: integer('raised_count').notNull().default(0),
    resolvedCount: integer('resolved_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day] })],
);
