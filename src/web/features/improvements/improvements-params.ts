import {
  INITIATIVE_STATUS_FILTERS,
  SUGGESTION_STATUS_FILTERS,
} from '../../../shared/improvements/inputs';
import { IMPROVEMENT_TABS, type ImprovementTab } from '../../../shared/improvements/catalogue';
import { readOption } from '../../lib/search-params';

export const TAB_LABELS: Record<ImprovementTab, string> = {
  dashboard: 'Dashboard',
  initiatives: 'Initiatives',
  metrics: 'Metrics',
  suggestions: 'Suggestions',
};

export type ImprovementParams = {
  tab: ImprovementTab;
  status: (typeof INITIATIVE_STATUS_FILTERS)[number];
  /** The suggestions tab's status filter. */
  suggestionStatus: (typeof SUGGESTION_STATUS_FILTERS)[number];
};

export const IMPROVEMENT_DEFAULTS: ImprovementParams = {
  tab: 'dashboard',
  status: 'all',
  suggestionStatus: 'all',
};

export function parseImprovementParams(params: URLSearchParams): ImprovementParams {
  return {
    tab: readOption(params.get('tab'), IMPROVEMENT_TABS, 'dashboard'),
    status: readOption(params.get('status'), INITIATIVE_STATUS_FILTERS, 'all'),
    suggestionStatus: readOption(params.get('suggestionStatus'), SUGGESTION_STATUS_FILTERS, 'all'),
  };
}
