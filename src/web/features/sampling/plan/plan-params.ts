import { readOption } from '@/web/lib/search-params';
import { readQuarter } from '../quarters';

export const SAMPLING_TABS = ['plan', 'rules'] as const;
export type SamplingTab = (typeof SAMPLING_TABS)[number];

/**
 * The /sampling view as the URL holds it. `quarter` '' is today's quarter (so a bookmark
 * follows the calendar); `band` 'none' keeps rows in no band; `outstanding` '1' hides rows
 * whose quota is met.
 */
export type PlanParams = {
  tab: SamplingTab;
  quarter: string;
  installer: string;
  category: string;
  band: string;
  outstanding: '' | '1';
};

export const PLAN_DEFAULTS: PlanParams = {
  tab: 'plan',
  quarter: '',
  installer: '',
  category: '',
  band: '',
  outstanding: '',
};

const clip = (value: string | null) => (value ?? '').slice(0, 100);

export function parsePlanParams(params: URLSearchParams): PlanParams {
  return {
    tab: readOption(params.get('tab'), SAMPLING_TABS, 'plan'),
    quarter: readQuarter(params.get('quarter')),
    installer: clip(params.get('installer')),
    category: clip(params.get('category')),
    band: clip(params.get('band')),
    outstanding: params.get('outstanding') === '1' ? '1' : '',
  };
}

type FilterableRow = {
  installerId: string | null;
  measureCategory: string;
  band: string | null;
  outstanding: number;
};

/** 'none' in the installer filter picks the measures whose installer record is gone. */
export const NO_INSTALLER = 'none';

/** The plan's rows the filters keep; the figures are the server's, untouched. */
export function filterPlanRows<Row extends FilterableRow>(rows: readonly Row[], p: PlanParams) {
  return rows.filter(
    (row) =>
      (!p.installer || (row.installerId ?? NO_INSTALLER) === p.installer) &&
      (!p.category || row.measureCategory === p.category) &&
      (!p.band || (row.band ?? 'none') === p.band) &&
      (!p.outstanding || row.outstanding > 0),
  );
}
