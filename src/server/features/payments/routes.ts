import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { todayInLondon } from '@/shared/format';
import { PAYMENT_NOT_FOUND_MESSAGE } from '@/shared/payments/catalogue';
import { FinancialReportQuery } from '@/shared/payments/schemas';
import { actorOf } from '@/server/auth/api-guard';
import { CONTENT_TYPES, sendStreamedFile, setFileHeaders } from '@/server/lib/file-reply';
import { StorageFileNotFoundError, type Storage } from '@/server/storage/storage';
import { writeFinancialReport } from './financial-report';
import { findInvoice } from './invoice';

export type PaymentRouteDeps = { storage: Storage };

const Id = z.string().uuid();

const view = { config: { requires: 'payments:view' } } as const;

/** GET /api/payments/:id/invoice (the stored PDF) and /api/payments/financial-report.xlsx. */
export function registerPaymentRoutes(app: FastifyInstance, deps: PaymentRouteDeps) {
  app.get('/api/payments/financial-report.xlsx', view, async (request, reply) => {
    const actor = actorOf(request);
    const filters = FinancialReportQuery.safeParse(request.query);
    if (!filters.success) {
      return reply
        .status(400)
        .send({ error: filters.error.issues[0]?.message ?? 'Invalid filters' });
    }
    return sendStreamedFile(request, reply, {
      contentType: CONTENT_TYPES.xlsx,
      fileName: `financial-report-${todayInLondon()}.xlsx`,
      produce: (out) => writeFinancialReport(actor, filters.data, out),
    });
  });

  app.get('/api/payments/:id/invoice', view, async (request, reply) => {
    const actor = actorOf(request);
    const id = Id.safeParse((request.params as { id?: string }).id);
    if (!id.success) return reply.status(404).send({ error: PAYMENT_NOT_FOUND_MESSAGE });
    const invoice = await findInvoice(actor, id.data);
    if (!invoice) return reply.status(404).send({ error: 'No invoice has been generated yet.' });
    try {
      const body = await deps.storage.getFile(invoice.storageKey);
      return await setFileHeaders(reply, {
        contentType: CONTENT_TYPES.pdf,
        fileName: `${invoice.invoiceNumber}.pdf`,
      }).send(body);
    } catch (error) {
      if (error instanceof StorageFileNotFoundError) {
        request.log.error({ paymentId: id.data }, 'invoice record without its file');
        return reply.status(404).send({ error: 'The invoice file is missing.' });
      }
      throw error;
    }
  });
}
