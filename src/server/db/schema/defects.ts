import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { DEFECT_CATEGORIES, DEFECT_SEVERITIES, DEFECT_STATUSES } from '@/shared/defects/catalogue';
import { users } from './auth';
import { tenantIdColumn, timestampColumn } from './columns';
import { inspections } from './inspections';
import { installers } from './installers';

const userRef = (name: string) => text(name).references(() => users.id, { onDelete: 'set null' });

/**
 * Defects found on an inspection (and so on its installer). The dashboard's
 * Resolution Rate reads created_at / resolved_at: keep those columns.
 */
export const defects = pgTable(
  'defects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    reference: text('reference').notNull(),
    inspectionId: uuid('inspection_id')
      .notNull()
      .references(() => inspections.id, { onDelete: 'cascade' }),
    installerId: uuid('installer_id').references(() => installers.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    severity: text('severity', { enum: DEFECT_SEVERITIES }).notNull(),
    category: text('category', { enum: DEFECT_CATEGORIES }).notNull(),
    status: text('status', { enum: DEFECT_STATUSES }).notNull().default('open'),
    location: text('location').notNull().default(''),
    assigneeId: userRef('assignee_id'),
    dueDate: timestamp('due_date', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdBy: userRef('created_by'),
    createdAt: timestampColumn('created_at'),
    updatedAt: timestampColumn('updated_at'),
  },
  (t) => [
    index('defects_tenant_status_idx').on(t.tenantId, t.status, t.dueDate),
    index('defects_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('defects_inspection_idx').on(t.inspectionId),
  ],
);
