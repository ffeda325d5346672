import { and, asc, eq, inArray, isNull, lt } from 'drizzle-orm';
import { todayInLondon } from '@/shared/format';
import { formatMoney } from '@/shared/payments/money';
import type { Db, Tx } from '@/server/db/client';
import { installers, payments, rolePermissions, users } from '@/server/db/schema/index';
import type { Job } from '@/server/jobs/scheduler';
import { notify } from '../notifications/notify';

const BATCH = 200;

/** Active users of the tenant whose role may manage payments. */
async function listPaymentManagers(db: Db | Tx, tenantId: string) {
  return db
    .select({ id: users.id })
    .from(users)
    .innerJoin(
      rolePermissions,
      and(
        eq(rolePermissions.tenantId, users.tenantId),
        eq(rolePermissions.role, users.role),
        eq(rolePermissions.permission, 'payments:manage'),
      ),
    )
    .where(and(eq(users.tenantId, tenantId), eq(users.isActive, true)));
}

/**
 * Tells the payments managers, once per payment, that a pending payment has
 * passed its due date. overdue_notified_at records that it was done, so a
 * later run (or another server) never tells them twice.
 */
export async function notifyOverduePayments(db: Db, now: Date) {
  const today = todayInLondon(now);
  let notified = 0;
  for (;;) {
    const due = await db
      .select({
        id: payments.id,
        tenantId: payments.tenantId,
        reference: payments.reference,
        amountPence: payments.amountPence,
        dueDate: payments.dueDate,
        installerName: installers.name,
      })
      .from(payments)
      .innerJoin(installers, eq(installers.id, payments.installerId))
      .where(
        and(
          eq(payments.status, 'pending'),
          lt(payments.dueDate, today),
          isNull(payments.overdueNotifiedAt),
        ),
      )
      .orderBy(asc(payments.dueDate), asc(payments.id))
      .limit(BATCH);
    if (due.length === 0) return { notified };
    const managers = new Map<string, { id: string }[]>();
    await db.transaction(async (tx) => {
      for (const payment of due) {
        if (!managers.has(payment.tenantId))
          managers.set(payment.tenantId, await listPaymentManagers(tx, payment.tenantId));
        for (const manager of managers.get(payment.tenantId)!) {
          await notify(tx, {
            tenantId: payment.tenantId,
            userId: manager.id,
            event: 'payment_overdue',
            type: 'warning',
            title: `Payment ${payment.reference} is overdue`,
            message: `${formatMoney(payment.amountPence)} from ${payment.installerName} was due on ${payment.dueDate.split('-').reverse().join('/')}.`,
            actionUrl: `/payments?tab=pending&status=overdue&search=${payment.reference}`,
          });
        }
        notified += 1;
      }
      await tx
        .update(payments)
        .set({ overdueNotifiedAt: now })
        .where(
          inArray(
            payments.id,
            due.map((p) => p.id),
          ),
        );
    });
    if (due.length < BATCH) return { notified };
  }
}

export const paymentOverdueJob: Job = {
  name: 'payment-overdue',
  everyMs: 15 * 60_000,
  run: ({ db, now }) => notifyOverduePayments(db, now),
};
