import { and, count, eq, gte, sql, sum } from 'drizzle-orm';
import { todayInLondon } from '@/shared/format';
import type { PaymentStatus } from '@/shared/payments/catalogue';
import type { PaymentListInput } from '@/shared/payments/schemas';
import type { z } from 'zod';
import { inspections, installers, payments } from '@/server/db/schema/index';
import { paginate } from '@/server/lib/paginate';
import type { Actor } from '@/server/trpc/actor';
import { isOverdueSql, paymentColumns, paymentOrder, paymentWhere } from './query-parts';

export const invoiceUrl = (paymentId: string) => `/api/payments/${paymentId}/invoice`;

export function presentPayment<
  T extends { id: string; status: string; invoiceNumber: string | null },
>(row: T) {
  return {
    ...row,
    status: row.status as PaymentStatus,
    invoiceUrl: row.invoiceNumber ? invoiceUrl(row.id) : null,
  };
}

/** One page of the payments table, with the total for the pager. */
export async function listPayments(
  actor: Actor,
  input: z.output<typeof PaymentListInput>,
  now = new Date(),
) {
  const today = todayInLondon(now);
  const where = paymentWhere(actor.tenantId, input, today);
  const window = paginate({ page: input.page, limit: input.pageSize });
  const base = () =>
    actor.db
      .select(paymentColumns(today))
      .from(payments)
      .innerJoin(installers, eq(installers.id, payments.installerId))
      .innerJoin(inspections, eq(inspections.id, payments.inspectionId));
  const [rows, [totals]] = await Promise.all([
    base()
      .where(where)
      .orderBy(...paymentOrder(input.sort, input.direction))
      .limit(window.limit)
      .offset(window.offset),
    actor.db
      .select({ total: count() })
      .from(payments)
      .innerJoin(installers, eq(installers.id, payments.installerId))
      .innerJoin(inspections, eq(inspections.id, payments.inspectionId))
      .where(where),
  ]);
  const { total, page, limit, pages } = window.info(totals?.total ?? 0);
  return { items: rows.map((row) => presentPayment(row)), total, page, pageSize: limit, pages };
}

const pence = (value: string | null | undefined) => Number(value ?? 0);

/** The summary cards: outstanding, paid this (UK) month, overdue, pending, invoices issued. */
export async function summarisePayments(actor: Actor, now = new Date()) {
  const today = todayInLondon(now);
  const monthStart = `${today.slice(0, 7)}-01`;
  const tenant = eq(payments.tenantId, actor.tenantId);
  const [row] = await actor.db
    .select({
      outstandingPence: sum(payments.amountPence).mapWith(String),
      outstandingCount: count(),
      overduePence: sql<string>`coalesce(sum(${payments.amountPence}) filter (where ${isOverdueSql(today)}), 0)`,
      overdueCount: sql<number>`count(*) filter (where ${isOverdueSql(today)})`.mapWith(Number),
    })
    .from(payments)
    .where(and(tenant, sql`${payments.status} in ('pending', 'processing')`));
  const [paid] = await actor.db
    .select({ paidPence: sum(payments.amountPence).mapWith(String), paidCount: count() })
    .from(payments)
    .where(and(tenant, eq(payments.status, 'completed'), gte(payments.paidDate, monthStart)));
  const [invoices] = await actor.db
    .select({ invoiceCount: count(payments.invoiceNumber) })
    .from(payments)
    .where(tenant);
  const outstandingCount = row?.outstandingCount ?? 0;
  const overdueCount = row?.overdueCount ?? 0;
  return {
    totalOutstandingPence: pence(row?.outstandingPence),
    outstandingCount,
    paidThisMonthPence: pence(paid?.paidPence),
    paidThisMonthCount: paid?.paidCount ?? 0,
    overduePence: pence(row?.overduePence),
    overdueCount,
    // Pending and not yet late (processing payments are counted as outstanding only).
    pendingCount: await countPendingNotOverdue(actor, today),
    invoiceCount: invoices?.invoiceCount ?? 0,
  };
}

async function countPendingNotOverdue(actor: Actor, today: string) {
  const [row] = await actor.db
    .select({ n: count() })
    .from(payments)
    .where(
      and(
        eq(payments.tenantId, actor.tenantId),
        eq(payments.status, 'pending'),
        gte(payments.dueDate, today),
      ),
    );
  return row?.n ?? 0;
}
