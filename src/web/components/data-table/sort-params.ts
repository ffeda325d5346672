import { readOption } from '@/web/lib/search-params';
import type { SortDirection, SortState } from './types';

export const SORT_DIRECTIONS = ['asc', 'desc'] as const satisfies readonly SortDirection[];

/**
 * `sort` and `dir` from the URL. An id the server does not know, or a direction other than
 * asc/desc, reads as the page's default, so a hand-edited link never reaches the server.
 */
export function readSortParams<Id extends string>(
  params: URLSearchParams,
  ids: readonly Id[],
  fallback: SortState<Id>,
): SortState<Id> {
  return {
    sort: readOption(params.get('sort'), ids, fallback.sort),
    dir: readOption(params.get('dir'), SORT_DIRECTIONS, fallback.dir),
  };
}

/**
 * A header click: a new column sorts ascending, the sorted one flips. Always back to page 1,
 * since the rows on page N of another order are different rows.
 */
export function toggleSort<Id extends string>(
  current: SortState<Id>,
  columnId: Id,
): SortState<Id> & { page: 1 } {
  if (current.sort !== columnId) return { sort: columnId, dir: 'asc', page: 1 };
  return { sort: columnId, dir: current.dir === 'asc' ? 'desc' : 'asc', page: 1 };
}

/** The header's aria-sort: only the sorted column says which way. */
export function readAriaSort(
  current: SortState,
  columnId: string,
): 'ascending' | 'descending' | 'none' {
  if (current.sort !== columnId) return 'none';
  return current.dir === 'asc' ? 'ascending' : 'descending';
}
