import {
  REVIEW_AGES,
  REVIEW_STATUS_FILTERS,
  type ReviewAge,
} from '@/shared/document-reviews/schemas';
import { readOption, readPositiveInt } from '@/web/lib/search-params';

export type ReviewStatusFilter = (typeof REVIEW_STATUS_FILTERS)[number];

/** The /docs-review view as the URL holds it. */
export type ReviewParams = {
  status: ReviewStatusFilter;
  type: string;
  age: ReviewAge;
  q: string;
  page: number;
};

export const REVIEW_DEFAULTS: ReviewParams = {
  status: 'pending',
  type: '',
  age: 'all',
  q: '',
  page: 1,
};

export function parseReviewParams(params: URLSearchParams): ReviewParams {
  return {
    status: readOption(params.get('status'), REVIEW_STATUS_FILTERS, 'pending'),
    type: (params.get('type') ?? '').slice(0, 100),
    age: readOption(params.get('age'), REVIEW_AGES, 'all'),
    q: (params.get('q') ?? '').slice(0, 100),
    page: readPositiveInt(params.get('page')),
  };
}

export function toReviewListInput(params: ReviewParams) {
  return {
    status: params.status,
    age: params.age,
    page: params.page,
    ...(params.type ? { type: params.type } : {}),
    ...(params.q.trim() ? { search: params.q.trim() } : {}),
  };
}

export const STATUS_TAB_LABELS: Record<ReviewStatusFilter, string> = {
  pending: 'Awaiting Review',
  approved: 'Approved',
  rejected: 'Rejected',
  all: 'All',
};

/** Whole days since the upload: 'Today', '1 day', 'N days'. */
export function formatAge(uploadedAt: string, now: Date = new Date()) {
  const days = Math.floor((now.getTime() - new Date(uploadedAt).getTime()) / 86_400_000);
  if (days <= 0) return 'Today';
  return days === 1 ? '1 day' : `${days} days`;
}

/** File size for people: bytes, KB or MB with one decimal. */
export function formatFileSize(bytes: number) {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
