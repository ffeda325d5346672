import { ESCALATION_FILTERS } from '@/shared/installers/schemas';

export const MONITORING_TABS = [
  'overview',
  'installers',
  'escalations',
  'reports',
  'settings',
] as const;
export type MonitoringTab = (typeof MONITORING_TABS)[number];
export type EscalationFilter = (typeof ESCALATION_FILTERS)[number];

export const TAB_LABELS: Record<MonitoringTab, string> = {
  overview: 'Overview',
  installers: 'Enhanced Installers',
  escalations: 'Escalations',
  reports: 'Reports',
  settings: 'Settings',
};

export const FILTER_LABELS: Record<EscalationFilter, string> = {
  all: 'All Escalations',
  high: 'High Priority',
  medium: 'Medium Priority',
  overdue: 'Overdue',
};

export type MonitoringParams = {
  tab: MonitoringTab;
  filter: EscalationFilter;
  search: string;
  page: number;
};

export const MONITORING_DEFAULTS: MonitoringParams = {
  tab: 'overview',
  filter: 'all',
  search: '',
  page: 1,
};

/** The server caps searches at 200 characters; a longer pasted URL is cut, not refused. */
const SEARCH_MAX = 200;

function readOption<T extends string>(value: string | null, options: readonly T[], fallback: T): T {
  return options.find((option) => option === value) ?? fallback;
}

function readPage(value: string | null): number {
  if (value === null || !/^\d+$/.test(value)) return 1;
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** Page state from the URL; anything the server would refuse reads as the default. */
export function parseMonitoringParams(params: URLSearchParams): MonitoringParams {
  return {
    tab: readOption(params.get('tab'), MONITORING_TABS, 'overview'),
    filter: readOption(params.get('filter'), ESCALATION_FILTERS, 'all'),
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX),
    page: readPage(params.get('page')),
  };
}

/**
 * The next query string: defaults and empty values are dropped so two URLs
 * for the same view are identical.
 */
export function applyMonitoringPatch(
  current: URLSearchParams,
  patch: Partial<MonitoringParams>,
): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(patch)) {
    const isDefault = value === MONITORING_DEFAULTS[key as keyof MonitoringParams];
    if (value === undefined || value === '' || isDefault) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}
