import { REPORT_PERIODS, type ReportPeriod } from '@/shared/reports/catalogue';
import { REPORT_FORMATS, REPORT_STATUSES, REPORT_TYPES } from '@/shared/reports/schemas';
import { readOption, readPositiveInt } from '@/web/lib/search-params';

export const REPORT_TABS = ['overview', 'performance', 'custom'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];
export const REPORT_TAB_LABELS: Record<ReportTab, string> = {
  overview: 'Overview',
  performance: 'Performance',
  custom: 'Custom Reports',
};

export type ReportsParams = {
  tab: ReportTab;
  period: ReportPeriod;
  type: (typeof REPORT_TYPES)[number];
  status: (typeof REPORT_STATUSES)[number];
  from: string;
  to: string;
  format: (typeof REPORT_FORMATS)[number];
  page: number;
};

export const REPORTS_DEFAULTS: ReportsParams = {
  tab: 'overview',
  period: 'month',
  type: 'all',
  status: 'all',
  from: '',
  to: '',
  format: 'csv',
  page: 1,
};

const readDate = (value: string | null) =>
  value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '';

/** Tab, period, the Custom Reports filters and the list page live in the URL; unknown values fall back. */
export function parseReportsParams(params: URLSearchParams): ReportsParams {
  return {
    tab: readOption(params.get('tab'), REPORT_TABS, 'overview'),
    period: readOption(params.get('period'), REPORT_PERIODS, 'month'),
    type: readOption(params.get('type'), REPORT_TYPES, 'all'),
    status: readOption(params.get('status'), REPORT_STATUSES, 'all'),
    from: readDate(params.get('from')),
    to: readDate(params.get('to')),
    format: readOption(params.get('format'), REPORT_FORMATS, 'csv'),
    page: readPositiveInt(params.get('page')),
  };
}

/** '12.3 kB', '1.2 MB'; 'N/A' before the file exists. */
export function formatFileSize(bytes: number | null): string {
  if (bytes === null) return 'N/A';
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} kB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
