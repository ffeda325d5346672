import {
  DASHBOARD_PERIODS,
  DEFAULT_DASHBOARD_PERIOD,
  type DashboardPeriod,
} from '@/shared/dashboard/periods';
import { readOption } from '@/web/lib/search-params';

export const DASHBOARD_TABS = ['overview', 'performance', 'analytics'] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];
export const TAB_LABELS: Record<DashboardTab, string> = {
  overview: 'Overview',
  performance: 'Performance',
  analytics: 'Analytics',
};

export type DashboardParams = { period: DashboardPeriod; tab: DashboardTab };
export const DASHBOARD_DEFAULTS: DashboardParams = {
  period: DEFAULT_DASHBOARD_PERIOD,
  tab: 'overview',
};

/** Period and tab live in the URL (?period=week&tab=analytics); anything unknown falls back. */
export function parseDashboardParams(params: URLSearchParams): DashboardParams {
  return {
    period: readOption(params.get('period'), DASHBOARD_PERIODS, DEFAULT_DASHBOARD_PERIOD),
    tab: readOption(params.get('tab'), DASHBOARD_TABS, 'overview'),
  };
}
