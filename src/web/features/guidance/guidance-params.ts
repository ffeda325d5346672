import { DOCUMENT_CATEGORIES, DOCUMENT_SORTS } from '@/shared/guidance/catalogue';
import type { DocumentCategory, DocumentSort } from '@/shared/guidance/catalogue';
import { readOption, readPositiveInt } from '@/web/lib/search-params';

export type GuidanceParams = {
  q: string;
  category: DocumentCategory | 'all';
  sort: DocumentSort;
  /** '1' shows only documents whose review is overdue. */
  overdue: string;
  page: number;
};

export const GUIDANCE_DEFAULTS: GuidanceParams = {
  q: '',
  category: 'all',
  sort: 'latest',
  overdue: '',
  page: 1,
};

/** The page's filters from the address bar; anything else falls back to a default. */
export function parseGuidanceParams(params: URLSearchParams): GuidanceParams {
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    category: readOption(params.get('category'), ['all', ...DOCUMENT_CATEGORIES] as const, 'all'),
    sort: readOption(params.get('sort'), DOCUMENT_SORTS, 'latest'),
    overdue: params.get('overdue') === '1' ? '1' : '',
    page: readPositiveInt(params.get('page')),
  };
}

export const listInputOf = (params: GuidanceParams) => ({
  q: params.q,
  category: params.category === 'all' ? null : params.category,
  sort: params.sort,
  reviewOverdue: params.overdue === '1',
  page: params.page,
});

const UNITS = ['B', 'KB', 'MB'] as const;

/** 1536 as '1.5 KB'. */
export function formatFileSize(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? value : value.toFixed(1)} ${UNITS[unit]}`;
}
