import {
  POST_CATEGORY_FILTERS,
  POST_VIEWS,
  type PostCategoryFilter,
  type PostView,
} from '@/shared/news/post-inputs';
import { readOption } from '@/web/lib/search-params';

export type NewsParams = {
  search: string;
  category: PostCategoryFilter;
  tag: string;
  month: string;
  /** '1' shows only the user's bookmarked posts. */
  saved: string;
  view: PostView;
};

export const NEWS_DEFAULTS: NewsParams = {
  search: '',
  category: 'all',
  tag: '',
  month: '',
  saved: '',
  view: 'published',
};

/** The page's filters from the address bar; anything a hand-edited URL holds falls back to a default. */
export function parseNewsParams(params: URLSearchParams): NewsParams {
  const month = params.get('month') ?? '';
  return {
    search: (params.get('search') ?? '').slice(0, 200),
    category: readOption(params.get('category'), POST_CATEGORY_FILTERS, 'all'),
    tag: (params.get('tag') ?? '').trim().slice(0, 40),
    month: /^\d{4}-(0[1-9]|1[0-2])$/.test(month) ? month : '',
    saved: params.get('saved') === '1' ? '1' : '',
    view: readOption(params.get('view'), POST_VIEWS, 'published'),
  };
}

/** The list query's input for these filters. */
export const listInputOf = (params: NewsParams) => ({
  search: params.search,
  category: params.category,
  tag: params.tag,
  month: params.month,
  saved: params.saved === '1',
  view: params.view,
});

const monthFormat = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '2026-11' as 'November 2026'. */
export function formatMonth(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return month;
  return monthFormat.format(new Date(Date.UTC(year, monthNumber - 1, 1)));
}
