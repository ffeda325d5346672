import { and, asc, count, eq } from 'drizzle-orm';
import { PAYMENT_EXPORT_COLUMNS } from '@/shared/exports/catalogue';
import type { ExportFilters, ExportOptions } from '@/shared/exports/schemas';
import { todayInLondon } from '@/shared/format';
import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '@/shared/payments/catalogue';
import { inspections, installers, payments } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { paymentColumns, paymentWhere } from '../payments/query-parts';
import { dayCell, moneyCell } from './cells';
import { afterCursor, dateWithin, exactTimestamp, lastCursor, type ExportSource } from './keyset';

/** The tenant's payments with the page's tab, status, installer and search, by due date. */
export function paymentSource(
  actor: Actor,
  options: ExportOptions,
  filters: ExportFilters['payments'],
  now: Date = new Date(),
): ExportSource {
  const today = todayInLondon(now);
  const where = and(
    paymentWhere(actor.tenantId, filters, today),
    dateWithin(payments.dueDate, options.from, options.to),
  );
  return {
    title: 'Payments',
    columns: PAYMENT_EXPORT_COLUMNS,
    count: async () => {
      const [row] = await actor.db
        .select({ n: count() })
        .from(payments)
        .innerJoin(installers, eq(installers.id, payments.installerId))
        .innerJoin(inspections, eq(inspections.id, payments.inspectionId))
        .where(where);
      return row?.n ?? 0;
    },
    readBatch: async (after, size) => {
      const rows = await actor.db
        .select({ ...paymentColumns(today), exactCreatedAt: exactTimestamp(payments.createdAt) })
        .from(payments)
        .innerJoin(installers, eq(installers.id, payments.installerId))
        .innerJoin(inspections, eq(inspections.id, payments.inspectionId))
        .where(and(where, afterCursor(payments.createdAt, payments.id, after)))
        .orderBy(asc(payments.createdAt), asc(payments.id))
        .limit(size);
      return {
        rows: rows.map((r) => [
          r.reference,
          r.installerName,
          r.inspectionReference,
          r.propertyAddress,
          moneyCell(r.amountPence),
          PAYMENT_STATUS_LABELS[r.status as PaymentStatus],
          dayCell(r.dueDate),
          dayCell(r.invoiceDate),
          dayCell(r.paidDate),
          r.invoiceNumber,
          r.description,
        ]),
        last: lastCursor(rows),
      };
    },
  };
}
