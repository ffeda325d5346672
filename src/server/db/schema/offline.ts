import { jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { inspections } from './inspections';
import { tenantIdColumn, timestampColumn } from './columns';

/**
 * Offline capture's idempotency record (issue 32 point 4): one row per change a device sent,
 * by the key the device made, written in the same transaction as the change. A key seen again
 * returns the stored result instead of applying twice; a refused change leaves no row.
 */
export const offlineChanges = pgTable(
  'offline_changes',
  {
    tenantId: tenantIdColumn(),
    key: uuid('key').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    inspectionId: uuid('inspection_id').references(() => inspections.id, { onDelete: 'cascade' }),
    result: jsonb('result'),
    createdAt: timestampColumn('created_at'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] })],
);
