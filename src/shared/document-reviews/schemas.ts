import { z } from 'zod';

/** Where a reviewed file lives. Inspections have no attached files yet (docs/document-review.md). */
export const REVIEW_DOCUMENT_KINDS = ['installer_document'] as const;
export type ReviewDocumentKind = (typeof REVIEW_DOCUMENT_KINDS)[number];

export const REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const REVIEW_STATUS_FILTERS = ['pending', 'approved', 'rejected', 'all'] as const;

export const REVIEW_STATUS_LABELS: Record<ReviewStatus, string> = {
  pending: 'Pending review',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** Age of an upload in whole days: under a week, a week to a month, older. */
export const REVIEW_AGES = ['all', 'lt7', '7to30', 'gt30'] as const;
export type ReviewAge = (typeof REVIEW_AGES)[number];
export const REVIEW_AGE_LABELS: Record<ReviewAge, string> = {
  all: 'Any age',
  lt7: 'Less than 7 days',
  '7to30': '7 to 30 days',
  gt30: 'More than 30 days',
};

export const REVIEW_PAGE_SIZE = 20;

export const DocumentReviewListInput = z.strictObject({
  status: z.enum(REVIEW_STATUS_FILTERS).default('pending'),
  type: z.string().trim().max(100).optional(),
  age: z.enum(REVIEW_AGES).default('all'),
  search: z.string().trim().max(100, 'Search must be 100 characters or fewer').optional(),
  page: z.number().int().min(1).max(100_000).default(1),
});
export type DocumentReviewListQuery = z.input<typeof DocumentReviewListInput>;

export const REASON_REQUIRED_MESSAGE = 'Reason is required';

export const ApproveDocumentInput = z.strictObject({
  id: z.string().uuid('Document not found.'),
});

/** Reject: the form and documentReviews.reject share this schema. */
export const RejectDocumentInput = z.strictObject({
  id: z.string().uuid('Document not found.'),
  reason: z
    .string()
    .trim()
    .min(1, REASON_REQUIRED_MESSAGE)
    .max(1000, 'Reason must be 1000 characters or fewer'),
});
export type RejectDocumentForm = z.input<typeof RejectDocumentInput>;

/** Which files a browser can show itself; the rest are downloaded. */
export function isPreviewable(mimeType: string) {
  return mimeType === 'application/pdf' || mimeType.startsWith('image/');
}
