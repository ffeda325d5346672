import { z } from 'zod';

/**
 * Report requests (spec 02 'Reports & Analytics' > Custom Reports). The
 * dashboard's Quick Reports use the same `reports.generate` call with a preset.
 * Owned by the reports feature; other features only call it.
 */
export const REPORT_TYPES = ['all', 'solar', 'insulation', 'heating'] as const;
export const REPORT_STATUSES = ['all', 'completed', 'pending', 'failed'] as const;
export const REPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export const REPORT_PRESETS = ['custom', 'weekly-summary', 'performance', 'user-activity'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
export type ReportPreset = (typeof REPORT_PRESETS)[number];

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date format is invalid')
  .optional()
  .or(z.literal('').transform(() => undefined));

export const generateReportSchema = z
  .object({
    preset: z.enum(REPORT_PRESETS).default('custom'),
    type: z.enum(REPORT_TYPES).default('all'),
    status: z.enum(REPORT_STATUSES).default('all'),
    dateFrom: isoDate,
    dateTo: isoDate,
    format: z.enum(REPORT_FORMATS).default('csv'),
  })
  .strict()
  .refine((v) => !v.dateFrom || !v.dateTo || v.dateFrom <= v.dateTo, {
    message: 'Date from must be on or before date to',
    path: ['dateTo'],
  });
export type GenerateReportInput = z.input<typeof generateReportSchema>;
