import {
  INSPECTION_LIST_TABS,
  INSPECTION_SORTS,
  type InspectionListTab,
  type InspectionSort,
} from '@shared/inspections/queries';
import { TEXT_MAX } from '@shared/inspections/validation';
import { readOption, readPositiveInt } from '../../../lib/search-params';

export type SortDirection = 'asc' | 'desc';

export type ListParams = {
  search: string;
  tab: InspectionListTab;
  sort: InspectionSort;
  direction: SortDirection;
  page: number;
};

export const LIST_DEFAULTS: ListParams = {
  search: '',
  tab: 'all',
  sort: 'date',
  direction: 'desc',
  page: 1,
};

/** View Inspections state from the URL; anything the server would refuse reads as the default. */
export function parseListParams(params: URLSearchParams): ListParams {
  return {
    // The server caps search at TEXT_MAX characters; a longer pasted URL is cut, not refused.
    search: (params.get('search') ?? '').trim().slice(0, TEXT_MAX),
    tab: readOption(params.get('tab'), INSPECTION_LIST_TABS, 'all'),
    sort: readOption(params.get('sort'), INSPECTION_SORTS, 'date'),
    direction: readOption(params.get('direction'), ['asc', 'desc'] as const, 'desc'),
    page: readPositiveInt(params.get('page')),
  };
}

export const TAB_LABELS: Record<InspectionListTab, string> = {
  all: 'All',
  pending: 'Pending',
  scheduled: 'Scheduled',
  completed: 'Completed',
};

export const SORT_LABELS: Record<InspectionSort, string> = {
  date: 'Date',
  status: 'Status',
  type: 'Type',
  location: 'Location',
};

const EMPTY_HINTS: Record<InspectionListTab, string> = {
  all: 'There are no inspections yet. Register one to see it here.',
  pending: 'No open inspections are unscheduled or overdue.',
  scheduled: 'No open inspections are scheduled for today or later.',
  completed: 'No inspections have passed or failed yet.',
};

/** The empty state's hint: a search that matched nothing says so, otherwise what the tab holds. */
export function describeEmptyHint(tab: InspectionListTab, search: string): string {
  if (search !== '') return `Nothing matches "${search}" here. Try a different search or tab.`;
  return EMPTY_HINTS[tab];
}

/** The CSV export link: the same filters as the list, which the server streams as a file. */
export function buildExportHref({ search, tab, sort, direction }: ListParams): string {
  const query = new URLSearchParams({ search, tab, sort, direction });
  return `/api/inspections/export.csv?${query.toString()}`;
}
