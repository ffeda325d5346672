import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { VISIT_STATUSES } from '@/shared/schedule/catalogue';
import { users } from './auth';
import { tenantIdColumn, timestampColumn } from './columns';
import { inspections } from './inspections';

/**
 * Booked inspection visits (/schedule). A visit may be for a registered
 * inspection or stand alone. The partial unique index is the last word on
 * double booking: two requests racing for one inspector's slot cannot both
 * commit, whatever the service checked before.
 */
export const inspectionVisits = pgTable(
  'inspection_visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    inspectionId: uuid('inspection_id').references(() => inspections.id, { onDelete: 'set null' }),
    visitDate: date('visit_date').notNull(),
    visitTime: text('visit_time').notNull(),
    durationMinutes: integer('duration_minutes').notNull().default(60),
    type: text('type').notNull(),
    inspectorUserId: text('inspector_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    location: text('location').notNull(),
    notes: text('notes').notNull().default(''),
    status: text('status', { enum: VISIT_STATUSES }).notNull().default('scheduled'),
    cancelReason: text('cancel_reason'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestampColumn('created_at'),
    updatedAt: timestampColumn('updated_at'),
  },
  (t) => [
    uniqueIndex('inspection_visits_inspector_slot_idx')
      .on(t.tenantId, t.inspectorUserId, t.visitDate, t.visitTime)
      .where(sql`${t.status} <> 'cancelled'`),
    index('inspection_visits_tenant_date_idx').on(t.tenantId, t.visitDate),
    index('inspection_visits_inspection_idx').on(t.inspectionId),
  ],
);
