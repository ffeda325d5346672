import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { tenantIdColumn, timestampColumn } from './columns';

/** Support > FAQ: per-tenant questions and answers, grouped by category, in `position` order. */
export const supportFaqs = pgTable(
  'support_faqs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    category: text('category').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    position: integer('position').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestampColumn('created_at'),
    updatedAt: timestampColumn('updated_at'),
  },
  (t) => [index('support_faqs_tenant_position_idx').on(t.tenantId, t.position)],
);

/**
 * One row per tenant once its default FAQ has been written, so entries an
 * ADMIN deleted never come back.
 */
export const supportFaqSeeds = pgTable('support_faq_seeds', {
  tenantId: tenantIdColumn().primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
