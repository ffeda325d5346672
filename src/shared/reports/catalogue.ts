import type { MeasureCategory } from '../inspections/measures';
import type { InspectionStatus } from '../inspections/statuses';
import type { ReportFormat, ReportPreset } from './schemas';

/**
 * How the Custom Reports filters map onto inspections (docs/reports.md).
 * 'solar' is the renewable-energy category (Solar PV, ASHP); 'heating' covers
 * the heating system, its controls and water heating; 'insulation' is the
 * insulation category (EWI, CWI, IWI, RIRI, loft).
 */
export const REPORT_TYPE_CATEGORIES: Record<'solar' | 'insulation' | 'heating', MeasureCategory[]> =
  {
    solar: ['RENEWABLE_ENERGY'],
    insulation: ['INSULATION'],
    heating: ['HEATING_SYSTEM', 'SMART_CONTROLS', 'WATER_HEATING'],
  };

/** 'completed' is passed, 'pending' every open status, 'failed' failed (cancelled only under 'all'). */
export const REPORT_STATUS_MAP: Record<'completed' | 'pending' | 'failed', InspectionStatus[]> = {
  completed: ['PASSED'],
  pending: ['PENDING', 'IN_PROGRESS', 'REQUIRES_FOLLOW_UP'],
  failed: ['FAILED'],
};

export const REPORT_TYPE_LABELS = {
  all: 'All Types',
  solar: 'Solar',
  insulation: 'Insulation',
  heating: 'Heating',
} as const;

export const REPORT_STATUS_LABELS = {
  all: 'All Status',
  completed: 'Completed',
  pending: 'Pending',
  failed: 'Failed',
} as const;

export const REPORT_PRESET_LABELS: Record<ReportPreset, string> = {
  custom: 'Custom Report',
  'weekly-summary': 'Weekly Summary',
  performance: 'Performance Report',
  'user-activity': 'User Activity',
  'quarterly-scheme': 'Quarterly Scheme Report',
};

export const REPORT_FORMAT_LABELS: Record<ReportFormat, string> = {
  csv: 'CSV',
  xlsx: 'Excel (XLSX)',
  pdf: 'PDF',
};

export const REPORT_RUN_STATUSES = ['queued', 'running', 'completed', 'failed'] as const;
export type ReportRunStatus = (typeof REPORT_RUN_STATUSES)[number];

export const REPORT_RUN_STATUS_LABELS: Record<ReportRunStatus, string> = {
  queued: 'Queued',
  running: 'Generating',
  completed: 'Ready',
  failed: 'Failed',
};

/** Rows a PDF holds at most; CSV and XLSX have no cap (they are streamed). */
export const PDF_ROW_LIMIT = 2000;

export const REPORT_PERIODS = ['week', 'month', 'quarter', 'year'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const REPORT_PERIOD_LABELS: Record<ReportPeriod, string> = {
  week: 'This Week',
  month: 'This Month',
  quarter: 'This Quarter',
  year: 'This Year',
};

export const SCHEDULE_CADENCES = ['weekly', 'monthly'] as const;
export type ScheduleCadence = (typeof SCHEDULE_CADENCES)[number];

/** Monday first, as en-GB calendars show them; values are JavaScript's getDay() numbers. */
export const WEEKDAYS = [
  { value: 1, label: 'Monday' },
  { value: 2, label: 'Tuesday' },
  { value: 3, label: 'Wednesday' },
  { value: 4, label: 'Thursday' },
  { value: 5, label: 'Friday' },
  { value: 6, label: 'Saturday' },
  { value: 0, label: 'Sunday' },
] as const;

/** 'Fridays at 08:00', 'The 1st of each month at 08:00'. */
export function describeCadence(s: {
  cadence: ScheduleCadence;
  dayOfWeek: number | null;
  dayOfMonth: number | null;
  timeOfDay: string;
}): string {
  if (s.cadence === 'weekly') {
    const day = WEEKDAYS.find((d) => d.value === s.dayOfWeek)?.label ?? 'Monday';
    return `${day}s at ${s.timeOfDay}`;
  }
  return `The ${ordinal(s.dayOfMonth ?? 1)} of each month at ${s.timeOfDay}`;
}

export function ordinal(n: number): string {
  const rest = n % 100;
  if (rest >= 11 && rest <= 13) return `${n}th`;
  return `${n}${{ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th'}`;
}
