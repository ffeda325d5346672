import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { STORED_PAYMENT_STATUSES } from '@/shared/payments/catalogue';
import { users } from './auth';
import { tenantIdColumn, timestampColumn } from './columns';
import { inspections } from './inspections';
import { installers } from './installers';

const userRef = (name: string) => text(name).references(() => users.id, { onDelete: 'set null' });

/**
 * What an installer is owed for an inspection, in integer pence. 'overdue' is
 * not a stored status: a pending payment past its due date reads as overdue
 * (shared/payments/overdue.ts). The invoice is issued once per payment.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    reference: text('reference').notNull(),
    installerId: uuid('installer_id')
      .notNull()
      .references(() => installers.id, { onDelete: 'restrict' }),
    inspectionId: uuid('inspection_id')
      .notNull()
      .references(() => inspections.id, { onDelete: 'restrict' }),
    amountPence: integer('amount_pence').notNull(),
    status: text('status', { enum: STORED_PAYMENT_STATUSES }).notNull().default('pending'),
    dueDate: date('due_date').notNull(),
    invoiceDate: date('invoice_date'),
    paidDate: date('paid_date'),
    description: text('description').notNull(),
    invoiceNumber: text('invoice_number'),
    invoiceStorageKey: text('invoice_storage_key'),
    // Set by the payment-overdue job once it has told the payments managers.
    overdueNotifiedAt: timestamp('overdue_notified_at', { withTimezone: true }),
    createdBy: userRef('created_by'),
    paidBy: userRef('paid_by'),
    createdAt: timestampColumn('created_at'),
    updatedAt: timestampColumn('updated_at'),
  },
  (t) => [
    uniqueIndex('payments_reference_idx').on(t.tenantId, t.reference),
    uniqueIndex('payments_invoice_number_idx').on(t.tenantId, t.invoiceNumber),
    index('payments_tenant_status_due_idx').on(t.tenantId, t.status, t.dueDate),
    index('payments_installer_idx').on(t.tenantId, t.installerId),
    index('payments_inspection_idx').on(t.inspectionId),
    check('payments_amount_positive', sql`${t.amountPence} > 0`),
  ],
);
