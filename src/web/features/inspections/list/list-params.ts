import {
  INSPECTION_LIST_TABS,
  INSPECTION_SORTS,
  type InspectionListTab,
  type InspectionSort,
} from '@/shared/inspections/queries';
import { TEXT_MAX } from '@/shared/inspections/validation';
import { readSortParams } from '@/web/components/data-table/sort-params';
import type { SortDirection } from '@/web/components/data-table/types';
import { readOption, readPositiveInt } from '@/web/lib/search-params';

export type ListParams = {
  search: string;
  tab: InspectionListTab;
  sort: InspectionSort;
  dir: SortDirection;
  page: number;
};

export const LIST_DEFAULTS: ListParams = {
  search: '',
  tab: 'all',
  sort: 'date',
  dir: 'desc',
  page: 1,
};

/** View Inspections state from the URL; anything the server would refuse reads as the default. */
export function parseListParams(params: URLSearchParams): ListParams {
  return {
    // The server caps search at TEXT_MAX characters; a longer pasted URL is cut, not refused.
    search: (params.get('search') ?? '').trim().slice(0, TEXT_MAX),
    tab: readOption(params.get('tab'), INSPECTION_LIST_TABS, 'all'),
    ...readSortParams(params, INSPECTION_SORTS, LIST_DEFAULTS),
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

/**
 * The CSV export link: the same filters as the list, which the server streams as a file.
 * The export route's own parameter for the order is `direction` (the URL of this page says `dir`).
 */
export function buildExportHref({ search, tab, sort, dir }: ListParams): string {
  const query = new URLSearchParams({ search, tab, sort, direction: dir });
  return `/api/inspections/export.csv?${query.toString()}`;
}
