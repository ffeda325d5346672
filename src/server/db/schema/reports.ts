import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { REPORT_RUN_STATUSES, SCHEDULE_CADENCES } from '@/shared/reports/catalogue';
import type { REPORT_STATUSES, REPORT_TYPES } from '@/shared/reports/schemas';
import { REPORT_FORMATS, REPORT_PRESETS } from '@/shared/reports/schemas';
import { users } from './auth';
import { tenantIdColumn, timestampColumn } from './columns';

/** What a report covers: the Custom Reports filters (dates are UK calendar days, inclusive). */
export type ReportFilters = {
  type: (typeof REPORT_TYPES)[number];
  status: (typeof REPORT_STATUSES)[number];
  dateFrom?: string;
  dateTo?: string;
  /** The quarterly scheme report's quarter ('2026-Q1'). */
  quarter?: string;
};

/** Scheduled reports: the spec's weekly summary (Fridays) and monthly report (1st), editable. */
export const reportSchedules = pgTable(
  'report_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    preset: text('preset', { enum: REPORT_PRESETS }).notNull(),
    filters: jsonb('filters').$type<Pick<ReportFilters, 'type' | 'status'>>().notNull(),
    format: text('format', { enum: REPORT_FORMATS }).notNull(),
    cadence: text('cadence', { enum: SCHEDULE_CADENCES }).notNull(),
    dayOfWeek: integer('day_of_week'),
    dayOfMonth: integer('day_of_month'),
    timeOfDay: text('time_of_day').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    nextRunAt: timestamp('next_run_at', { withTimezone: true }),
    createdAt: timestampColumn('created_at'),
    updatedAt: timestampColumn('updated_at'),
  },
  (t) => [
    index('report_schedules_owner_idx').on(t.tenantId, t.ownerId),
    index('report_schedules_due_idx').on(t.enabled, t.nextRunAt),
  ],
);

/** One generated (or queued) report file; the file itself lives in storage under storage_key. */
export const generatedReports = pgTable(
  'generated_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scheduleId: uuid('schedule_id').references(() => reportSchedules.id, {
      onDelete: 'set null',
    }),
    preset: text('preset', { enum: REPORT_PRESETS }).notNull(),
    filters: jsonb('filters').$type<ReportFilters>().notNull(),
    format: text('format', { enum: REPORT_FORMATS }).notNull(),
    status: text('status', { enum: REPORT_RUN_STATUSES }).notNull().default('queued'),
    progress: integer('progress').notNull().default(0),
    rowCount: integer('row_count'),
    storageKey: text('storage_key'),
    sizeBytes: integer('size_bytes'),
    error: text('error'),
    createdAt: timestampColumn('created_at'),
    // Touched on every progress step: a 'running' row that stops changing belongs to a crashed server.
    updatedAt: timestampColumn('updated_at'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('generated_reports_owner_idx').on(t.tenantId, t.ownerId, t.createdAt.desc()),
    index('generated_reports_pending_idx').on(t.status, t.updatedAt),
  ],
);
