import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { todayInLondon } from '@/shared/format';
import { PAYMENT_NOT_FOUND_MESSAGE } from '@/shared/payments/catalogue';
import { writeAudit } from '@/server/audit/write-audit';
import { nextReference } from '@/server/db/next-reference';
import { inspections, installers, payments, tenants } from '@/server/db/schema/index';
import type { Storage } from '@/server/storage/storage';
import type { Actor } from '@/server/trpc/actor';
import { renderInvoicePdf } from './invoice-pdf';
import { invoiceUrl } from './list';

/**
 * 'Generate Invoice': issues the payment's invoice once, numbered
 * INV-YYYY-NNNNNN, and stores the PDF. Asking again returns the invoice
 * already issued (an invoice number is never spent twice on one payment).
 */
export async function generateInvoice(
  actor: Actor,
  storage: Storage,
  paymentId: string,
  now = new Date(),
) {
  const today = todayInLondon(now);
  return actor.db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        payment: payments,
        installer: { name: installers.name, address: installers.address, email: installers.email },
        inspection: {
          reference: inspections.reference,
          propertyAddress: inspections.propertyAddress,
          measureLabel: inspections.measureLabel,
        },
        issuer: tenants.name,
      })
      .from(payments)
      .innerJoin(installers, eq(installers.id, payments.installerId))
      .innerJoin(inspections, eq(inspections.id, payments.inspectionId))
      .innerJoin(tenants, eq(tenants.id, payments.tenantId))
      .where(and(eq(payments.tenantId, actor.tenantId), eq(payments.id, paymentId)))
      .for('update', { of: payments });
    if (!found) throw new TRPCError({ code: 'NOT_FOUND', message: PAYMENT_NOT_FOUND_MESSAGE });
    const { payment } = found;
    if (payment.invoiceNumber && payment.invoiceDate) {
      return {
        invoiceNumber: payment.invoiceNumber,
        invoiceDate: payment.invoiceDate,
        downloadUrl: invoiceUrl(paymentId),
        isNew: false,
      };
    }
    const invoiceNumber = await nextReference(tx, actor.tenantId, 'INV', now);
    const pdf = await renderInvoicePdf({
      invoiceNumber,
      invoiceDate: today,
      dueDate: payment.dueDate,
      issuer: found.issuer,
      payment,
      installer: found.installer,
      inspection: found.inspection,
    });
    const storageKey = `payment-invoices/${invoiceNumber}.pdf`;
    // Stored before the row points at it: a failed commit leaves only an unreferenced file.
    await storage.putFile(storageKey, pdf);
    await tx
      .update(payments)
      .set({ invoiceNumber, invoiceDate: today, invoiceStorageKey: storageKey, updatedAt: now })
      .where(and(eq(payments.tenantId, actor.tenantId), eq(payments.id, paymentId)));
    await writeAudit(tx, actor, {
      action: 'create',
      resource: 'invoice',
      resourceId: paymentId,
      details: { invoiceNumber, paymentReference: payment.reference, bytes: pdf.length },
    });
    return {
      invoiceNumber,
      invoiceDate: today,
      downloadUrl: invoiceUrl(paymentId),
      isNew: true,
    };
  });
}

/** The stored invoice of a tenant's payment, or null when there is none. */
export async function findInvoice(actor: Pick<Actor, 'db' | 'tenantId'>, paymentId: string) {
  const [row] = await actor.db
    .select({ number: payments.invoiceNumber, key: payments.invoiceStorageKey })
    .from(payments)
    .where(and(eq(payments.tenantId, actor.tenantId), eq(payments.id, paymentId)));
  return row?.number && row.key ? { invoiceNumber: row.number, storageKey: row.key } : null;
}
