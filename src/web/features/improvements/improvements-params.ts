import { INITIATIVE_STATUS_FILTERS, SUGGESTION_STATUS_FILTERS } from '@/shared/improvements/inputs';
import {
  IMPROVEMENT_TABS,
  INITIATIVE_SORTS,
  SUGGESTION_SORTS,
  TITLE_MAX,
  type ImprovementTab,
  type InitiativeSort,
  type SuggestionSort,
} from '@/shared/improvements/catalogue';
import { readOption } from '@/web/lib/search-params';

export const TAB_LABELS: Record<ImprovementTab, string> = {
  dashboard: 'Dashboard',
  initiatives: 'Initiatives',
  metrics: 'Metrics',
  suggestions: 'Suggestions',
};

export type ImprovementParams = {
  tab: ImprovementTab;
  status: (typeof INITIATIVE_STATUS_FILTERS)[number];
  /** The initiatives' search words and sort. */
  search: string;
  sort: InitiativeSort;
  /** The suggestions tab's status filter, search words and sort. */
  suggestionStatus: (typeof SUGGESTION_STATUS_FILTERS)[number];
  suggestionSearch: string;
  suggestionSort: SuggestionSort;
};

export const IMPROVEMENT_DEFAULTS: ImprovementParams = {
  tab: 'dashboard',
  status: 'all',
  search: '',
  sort: 'newest',
  suggestionStatus: 'all',
  suggestionSearch: '',
  suggestionSort: 'newest',
};

const readSearch = (value: string | null) => (value ?? '').trim().slice(0, TITLE_MAX);

export function parseImprovementParams(params: URLSearchParams): ImprovementParams {
  return {
    tab: readOption(params.get('tab'), IMPROVEMENT_TABS, 'dashboard'),
    status: readOption(params.get('status'), INITIATIVE_STATUS_FILTERS, 'all'),
    search: readSearch(params.get('search')),
    sort: readOption(params.get('sort'), INITIATIVE_SORTS, 'newest'),
    suggestionStatus: readOption(params.get('suggestionStatus'), SUGGESTION_STATUS_FILTERS, 'all'),
    suggestionSearch: readSearch(params.get('suggestionSearch')),
    suggestionSort: readOption(params.get('suggestionSort'), SUGGESTION_SORTS, 'newest'),
  };
}
