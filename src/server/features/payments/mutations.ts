import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { todayInLondon } from '@/shared/format';
import {
  MARK_PAID_NEEDS_PASS_MESSAGE,
  MARK_PAID_ONLY_PENDING_MESSAGE,
  PAYMENT_NOT_FOUND_MESSAGE,
} from '@/shared/payments/catalogue';
import { displayPaymentStatus, canMarkPaid } from '@/shared/payments/overdue';
import type { RecordPaymentValues } from '@/shared/payments/schemas';
import { writeAudit } from '@/server/audit/write-audit';
import type { Tx } from '@/server/db/client';
import { nextReference } from '@/server/db/next-reference';
import { inspections, installers, payments } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { getTenantSetting } from '../settings/tenant-settings';

const badRequest = (message: string): never => {
  throw new TRPCError({ code: 'BAD_REQUEST', message });
};

async function requireInstallerInspection(tx: Tx, tenantId: string, input: RecordPaymentValues) {
  const [installer] = await tx
    .select({ id: installers.id, name: installers.name })
    .from(installers)
    .where(and(eq(installers.tenantId, tenantId), eq(installers.id, input.installerId)));
  if (!installer) badRequest('Choose an installer from the list.');
  const [inspection] = await tx
    .select({ id: inspections.id, installerId: inspections.installerId })
    .from(inspections)
    .where(and(eq(inspections.tenantId, tenantId), eq(inspections.id, input.inspectionId)));
  if (!inspection || inspection.installerId !== input.installerId)
    badRequest('Choose an inspection of this installer.');
}

/** 'Record Payment': a new pending payment with its PAY-YYYY-NNNNNN reference. */
export async function recordPayment(actor: Actor, input: RecordPaymentValues, now = new Date()) {
  return actor.db.transaction(async (tx) => {
    await requireInstallerInspection(tx, actor.tenantId, input);
    const reference = await nextReference(tx, actor.tenantId, 'PAY', now);
    const [created] = await tx
      .insert(payments)
      .values({
        tenantId: actor.tenantId,
        reference,
        installerId: input.installerId,
        inspectionId: input.inspectionId,
        amountPence: input.amount,
        dueDate: input.dueDate,
        description: input.description,
        createdBy: actor.user.id,
      })
      .returning({ id: payments.id, reference: payments.reference });
    await writeAudit(tx, actor, {
      action: 'create',
      resource: 'payment',
      resourceId: created!.id,
      details: {
        reference,
        installerId: input.installerId,
        inspectionId: input.inspectionId,
        amountPence: input.amount,
        dueDate: input.dueDate,
      },
    });
    return created!;
  });
}

/**
 * Mark Paid: only a pending (or overdue) payment, and, while the tenant's
 * payments.requirePassedInspection is on (the default), only once its
 * inspection has PASSED. The row is locked so two clicks pay once.
 */
export async function markPaymentPaid(actor: Actor, id: string, now = new Date()) {
  const today = todayInLondon(now);
  return actor.db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        status: payments.status,
        dueDate: payments.dueDate,
        reference: payments.reference,
        inspectionStatus: inspections.status,
      })
      .from(payments)
      .innerJoin(inspections, eq(inspections.id, payments.inspectionId))
      .where(and(eq(payments.tenantId, actor.tenantId), eq(payments.id, id)))
      .for('update', { of: payments });
    if (!found) throw new TRPCError({ code: 'NOT_FOUND', message: PAYMENT_NOT_FOUND_MESSAGE });
    if (!canMarkPaid(displayPaymentStatus(found.status, found.dueDate, today)))
      badRequest(MARK_PAID_ONLY_PENDING_MESSAGE);
    const { requirePassedInspection } = await getTenantSetting(tx, actor.tenantId, 'payments');
    if (requirePassedInspection && found.inspectionStatus !== 'PASSED')
      badRequest(MARK_PAID_NEEDS_PASS_MESSAGE);
    await tx
      .update(payments)
      .set({ status: 'completed', paidDate: today, paidBy: actor.user.id, updatedAt: now })
      .where(and(eq(payments.tenantId, actor.tenantId), eq(payments.id, id)));
    await writeAudit(tx, actor, {
      action: 'update',
      resource: 'payment',
      resourceId: id,
      details: {
        reference: found.reference,
        change: 'mark_paid',
        from: found.status,
        to: 'completed',
        paidDate: today,
        inspectionStatus: found.inspectionStatus,
        requirePassedInspection,
      },
    });
    return { id, status: 'completed' as const, paidDate: today };
  });
}
