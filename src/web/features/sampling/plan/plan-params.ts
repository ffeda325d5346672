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
