import { and, asc, desc, eq, gte, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PaymentFiltersValues } from '@/shared/payments/schemas';
import type { PaymentSort } from '@/shared/payments/catalogue';
import { inspections, installers, payments } from '@/server/db/schema/index';
import { isPaymentOverdue } from '@/server/figures/overdue-figures';
import { foldedText, listSearch } from '@/server/lib/record-match';

/** The status a person sees: a pending payment past its due date reads as 'overdue'. */
export const displayStatusSql = (today: string) =>
  sql<string>`case when ${payments.status} = 'pending' and ${payments.dueDate} < ${today} then 'overdue' else ${payments.status} end`;

/** Overdue payments: the one definition (src/server/figures). */
export const isOverdueSql = isPaymentOverdue;

/** Tenant scope, tab, status, installer and search: what the table and the report both apply. */
export function paymentWhere(tenantId: string, filters: PaymentFiltersValues, today: string) {
  const parts: SQL[] = [eq(payments.tenantId, tenantId)];
  if (filters.tab === 'pending') parts.push(eq(payments.status, 'pending'));
  if (filters.tab === 'completed') parts.push(eq(payments.status, 'completed'));
  if (filters.tab === 'invoices') parts.push(isNotNull(payments.invoiceNumber));
  if (filters.status === 'overdue') parts.push(isOverdueSql(today));
  else if (filters.status === 'pending')
    parts.push(eq(payments.status, 'pending'), gte(payments.dueDate, today));
  else if (filters.status) parts.push(eq(payments.status, filters.status));
  if (filters.installerId) parts.push(eq(payments.installerId, filters.installerId));
  const search = listSearch(
    filters.search ?? '',
    foldedText(
      payments.reference,
      payments.invoiceNumber,
      payments.description,
      installers.name,
      inspections.reference,
    ),
  );
  if (search) parts.push(search);
  return and(...parts)!;
}

const SORT_COLUMNS = {
  dueDate: payments.dueDate,
  amount: payments.amountPence,
  reference: payments.reference,
  installer: installers.name,
  paidDate: payments.paidDate,
} as const;

export function paymentOrder(sort: PaymentSort, direction: 'asc' | 'desc') {
  const by = direction === 'asc' ? asc : desc;
  return [by(SORT_COLUMNS[sort]), by(payments.reference), asc(payments.id)];
}

/** The columns every payment row is shown with. */
export const paymentColumns = (today: string) => ({
  id: payments.id,
  reference: payments.reference,
  installerId: payments.installerId,
  installerName: installers.name,
  inspectionId: payments.inspectionId,
  inspectionReference: inspections.reference,
  inspectionStatus: inspections.status,
  propertyAddress: inspections.propertyAddress,
  amountPence: payments.amountPence,
  status: displayStatusSql(today),
  dueDate: payments.dueDate,
  invoiceDate: payments.invoiceDate,
  paidDate: payments.paidDate,
  description: payments.description,
  invoiceNumber: payments.invoiceNumber,
});
