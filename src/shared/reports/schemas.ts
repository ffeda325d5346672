import { isCalendarDate } from '../dates';
import { z } from 'zod';

/**
 * Report requests (spec 02 'Reports & Analytics' > Custom Reports). The
 * dashboard's Quick Reports use the same `reports.generate` call with a preset.
 * Owned by the reports feature; other features only call it.
 */
export const REPORT_TYPES = ['all', 'solar', 'insulation', 'heating'] as const;
export const REPORT_STATUSES = ['all', 'completed', 'pending', 'failed'] as const;
export const REPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export const REPORT_PRESETS = [
  'custom',
  'weekly-summary',
  'performance',
  'user-activity',
  'quarterly-scheme',
] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
export type ReportPreset = (typeof REPORT_PRESETS)[number];

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date format is invalid')
  .refine(isCalendarDate, 'Date format is invalid')
  .optional()
  .or(z.literal('').transform(() => undefined));

const QUARTER = z.string().regex(/^\d{4}-Q[1-4]$/, 'Quarter must look like 2026-Q1');

/** The quarterly scheme report (issue 30 point 10) is a workbook or a document, not a flat CSV. */
export const QUARTERLY_FORMAT_MESSAGE = 'The Quarterly Scheme Report is Excel (XLSX) or PDF';
export const QUARTERLY_REPORT_FORMATS = ['xlsx', 'pdf'] as const;

export const generateReportSchema = z
  .object({
    preset: z.enum(REPORT_PRESETS).default('custom'),
    type: z.enum(REPORT_TYPES).default('all'),
    status: z.enum(REPORT_STATUSES).default('all'),
    dateFrom: isoDate,
    dateTo: isoDate,
    format: z.enum(REPORT_FORMATS).default('csv'),
    /** The quarter of the quarterly scheme report ('2026-Q1'); other presets ignore it. */
    quarter: QUARTER.optional(),
  })
  .strict()
  .refine((v) => !v.dateFrom || !v.dateTo || v.dateFrom <= v.dateTo, {
    message: 'Date from must be on or before date to',
    path: ['dateTo'],
  })
  .superRefine((v, ctx) => {
    if (v.preset !== 'quarterly-scheme') return;
    if (!v.quarter)
      ctx.addIssue({ code: 'custom', path: ['quarter'], message: 'Choose a quarter' });
    if (v.format === 'csv')
      ctx.addIssue({ code: 'custom', path: ['format'], message: QUARTERLY_FORMAT_MESSAGE });
  });
export type GenerateReportInput = z.input<typeof generateReportSchema>;

export const reportIdSchema = z.object({ id: z.uuid('Report not found') }).strict();

export const listReportsSchema = z
  .object({
    page: z.number().int().min(1).default(1),
    pageSize: z.number().int().min(1).max(100).default(10),
  })
  .strict();

export const REPORT_OVERVIEW_PERIODS = ['week', 'month', 'quarter', 'year'] as const;
export const reportOverviewSchema = z
  .object({ period: z.enum(REPORT_OVERVIEW_PERIODS).default('month') })
  .strict();

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Editing a scheduled report (the Scheduled Reports dialog). */
export const updateScheduleSchema = z
  .object({
    id: z.uuid('Schedule not found'),
    name: z.string().trim().min(1, 'Name is required').max(100, 'Name is too long'),
    preset: z.enum(REPORT_PRESETS),
    type: z.enum(REPORT_TYPES),
    status: z.enum(REPORT_STATUSES),
    format: z.enum(REPORT_FORMATS),
    cadence: z.enum(['weekly', 'monthly']),
    dayOfWeek: z.number().int().min(0).max(6).nullable(),
    dayOfMonth: z
      .number()
      .int()
      .min(1, 'Day of month must be between 1 and 28')
      .max(28, 'Day of month must be between 1 and 28')
      .nullable(),
    timeOfDay: z.string().regex(TIME_OF_DAY, 'Time must be HH:MM (24-hour)'),
    enabled: z.boolean(),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.cadence === 'weekly' && v.dayOfWeek === null) {
      ctx.addIssue({ code: 'custom', path: ['dayOfWeek'], message: 'Choose a day of the week' });
    }
    if (v.cadence === 'monthly' && v.dayOfMonth === null) {
      ctx.addIssue({ code: 'custom', path: ['dayOfMonth'], message: 'Choose a day of the month' });
    }
    if (v.preset === 'quarterly-scheme' && v.format === 'csv') {
      ctx.addIssue({ code: 'custom', path: ['format'], message: QUARTERLY_FORMAT_MESSAGE });
    }
  });
export type UpdateScheduleInput = z.input<typeof updateScheduleSchema>;

export const toggleScheduleSchema = z
  .object({ id: z.uuid('Schedule not found'), enabled: z.boolean() })
  .strict();
