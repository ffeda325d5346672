import { RECORD_SEARCH_MIN_LENGTH } from '@/shared/search/record-kinds';
import type { RecordHit } from '@/shared/search/records';
import { useDebouncedValue } from '@/web/lib/use-debounced-value';
import { useRecordSearchQuery } from '../api/use-record-search-query';

export type RecordSearchState = 'error' | 'loading' | 'ready';

/**
 * Records matching what is typed in the header search (docs/search.md), once the text has
 * settled for 200 ms and has two characters or more. `data` changes with each new answer.
 */
export function useRecordSearch(text: string) {
  const settled = useDebouncedValue(text.trim(), 200);
  const isSearchable = settled.length >= RECORD_SEARCH_MIN_LENGTH;
  const results = useRecordSearchQuery(settled, {
    enabled: isSearchable,
    keepPrevious: true,
    staleTime: 30_000,
  });
  const hits: readonly RecordHit[] = isSearchable ? (results.data ?? []) : [];
  const state: RecordSearchState = results.isError
    ? 'error'
    : results.isFetching || settled !== text.trim()
      ? 'loading'
      : 'ready';
  return { hits, state, data: results.data };
}
