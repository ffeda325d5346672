import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { AssistantAnswer } from '@/shared/assistant/contract';
import { users } from './auth';
import { tenants } from './tenants';

/**
 * The assistant conversation of one user (issue 15 point 4): kept on the
 * server so it follows the user across pages, reloads and devices. Capped
 * per user (ASSISTANT_HISTORY_LIMIT); the oldest messages go first.
 */
export const assistantMessages = pgTable(
  'assistant_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ['user', 'assistant'] }).notNull(),
    text: text('text').notNull(),
    /** The assistant's structured answer (basis, links, suggestions); null for the user's messages. */
    answer: jsonb('answer').$type<AssistantAnswer>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('assistant_messages_owner_idx').on(t.tenantId, t.userId, t.createdAt)],
);
