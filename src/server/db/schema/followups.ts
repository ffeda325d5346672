import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  FOLLOWUP_PRIORITIES,
  FOLLOWUP_STATUSES,
  FOLLOWUP_TYPES,
} from '@/shared/followups/catalogue';
import { users } from './auth';
import { tenantIdColumn, timestampColumn } from './columns';
import { defects } from './defects';
import { inspections } from './inspections';

const userRef = (name: string) => text(name).references(() => users.id, { onDelete: 'set null' });

/**
 * Follow-up items (spec 02 §3). One opens automatically for each new defect
 * (defect-resolution) and each failed checklist answer (quality-check); the
 * partial unique indexes keep those to one per defect and per answer.
 */
export const followups = pgTable(
  'followups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    type: text('type', { enum: FOLLOWUP_TYPES }).notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    priority: text('priority', { enum: FOLLOWUP_PRIORITIES }).notNull().default('medium'),
    status: text('status', { enum: FOLLOWUP_STATUSES }).notNull().default('pending'),
    assigneeId: userRef('assignee_id'),
    dueDate: timestamp('due_date', { withTimezone: true }).notNull(),
    progress: integer('progress').notNull().default(0),
    inspectionId: uuid('inspection_id').references(() => inspections.id, { onDelete: 'cascade' }),
    defectId: uuid('defect_id').references(() => defects.id, { onDelete: 'cascade' }),
    // The checklist question whose 'Fail' opened this item (quality-check follow-ups).
    answerKey: text('answer_key'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    completedBy: userRef('completed_by'),
    overdueNotifiedAt: timestamp('overdue_notified_at', { withTimezone: true }),
    createdBy: userRef('created_by'),
    createdAt: timestampColumn('created_at'),
    updatedAt: timestampColumn('updated_at'),
  },
  (t) => [
    index('followups_tenant_status_idx').on(t.tenantId, t.status, t.dueDate),
    index('followups_assignee_idx').on(t.tenantId, t.assigneeId),
    index('followups_inspection_idx').on(t.inspectionId),
    uniqueIndex('followups_defect_uq')
      .on(t.defectId)
      .where(sql`${t.defectId} is not null and ${t.type} = 'defect-resolution'`),
    uniqueIndex('followups_answer_uq')
      .on(t.inspectionId, t.answerKey)
      .where(sql`${t.answerKey} is not null`),
  ],
);
