import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { REVIEW_DOCUMENT_KINDS, REVIEW_STATUSES } from '@/shared/document-reviews/schemas';
import { users } from './auth';
import { tenantIdColumn, timestampColumn } from './columns';

/**
 * The decision on an uploaded document. A document without a row here is
 * pending: uploads need no hook, and a deleted document's row is simply never
 * joined again (the queue reads from the documents' own tables).
 */
export const documentReviews = pgTable(
  'document_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    documentKind: text('document_kind', { enum: REVIEW_DOCUMENT_KINDS }).notNull(),
    documentId: uuid('document_id').notNull(),
    status: text('status', { enum: REVIEW_STATUSES }).notNull().default('pending'),
    reason: text('reason'),
    reviewerId: text('reviewer_id').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestampColumn('created_at'),
  },
  (t) => [
    uniqueIndex('document_reviews_document_idx').on(t.tenantId, t.documentKind, t.documentId),
    index('document_reviews_status_idx').on(t.tenantId, t.status),
  ],
);
