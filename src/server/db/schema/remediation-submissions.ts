import { index, pgTable, text, uuid, boolean, integer } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { tenantIdColumn, timestampColumn } from './columns';
import { inspections } from './inspections';
import { installers } from './installers';

/**
 * Each remediation an installer user submitted through the portal (issue 31 point 4): what was
 * done, by whom and when, and whether it came after the deadline. The item's clock itself stays
 * on checklist_answers (evidence_submitted_at and the rest); these rows keep every submission,
 * so a rejected one is still on record after the item's submission is cleared.
 */
export const remediationSubmissions = pgTable(
  'remediation_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    inspectionId: uuid('inspection_id')
      .notNull()
      .references(() => inspections.id, { onDelete: 'cascade' }),
    itemId: text('item_id').notNull(),
    installerId: uuid('installer_id')
      .notNull()
      .references(() => installers.id, { onDelete: 'cascade' }),
    note: text('note').notNull(),
    fileCount: integer('file_count').notNull(),
    isLate: boolean('is_late').notNull(),
    submittedBy: text('submitted_by').references(() => users.id, { onDelete: 'set null' }),
    submittedByName: text('submitted_by_name').notNull(),
    submittedAt: timestampColumn('submitted_at'),
  },
  (t) => [
    index('remediation_submissions_item_idx').on(t.tenantId, t.inspectionId, t.itemId),
    index('remediation_submissions_installer_idx').on(t.tenantId, t.installerId),
  ],
);
