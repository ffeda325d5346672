import { RECORD_SEARCH_MIN_LENGTH, type RecordKind } from './search/record-kinds';

/**
 * Header search (issue 28 point 8, docs/decisions/013-header-search-results-page.md):
 * Enter or the Search button opens the highlighted match; otherwise it opens
 * the results page, which lists every kind's matches. The spec's keyword
 * routing (decision 002) is gone: it sent text such as 'update' or 'help' to
 * an unrelated page.
 */
export const SEARCH_RESULTS_PATH = '/search';

/** Where a submitted search goes, or null when the text is blank (spec 01 section 5: ignored). */
export function buildSearchResultsPath(text: string): string | null {
  const query = text.trim();
  if (query === '') return null;
  return `${SEARCH_RESULTS_PATH}?q=${encodeURIComponent(query)}`;
}

/** Text shorter than this lists nothing on the results page; it says how much to type. */
export const SEARCH_RESULTS_MIN_LENGTH = RECORD_SEARCH_MIN_LENGTH;

const withParam = (path: string, param: string) => (query: string) =>
  `${path}?${param}=${encodeURIComponent(query)}`;

/**
 * 'More' per kind on the results page: the kind's own list filtered by the same
 * text, with its paging. Users have no searchable list of their own.
 */
export const SEARCH_MORE_LINKS: Partial<Record<RecordKind, (query: string) => string>> = {
  inspection: withParam('/view-inspections', 'search'),
  installer: withParam('/installers', 'search'),
  defect: withParam('/defects', 'search'),
  project: withParam('/projects', 'search'),
  payment: withParam('/payments', 'q'),
  ticket: withParam('/support', 'search'),
  document: withParam('/guidance-docs', 'q'),
  post: withParam('/news-updates', 'search'),
};
