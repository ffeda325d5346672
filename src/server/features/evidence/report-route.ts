import { TRPCError } from '@trpc/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { actorOf } from '@/server/auth/api-guard';
import { CONTENT_TYPES, setFileHeaders } from '@/server/lib/file-reply';
import type { Storage } from '@/server/storage/storage';
import { INSPECTION_NOT_FOUND } from '../inspections/detail';
import { auditReport, buildReportContent } from './report';
import { renderInspectionReport } from './report-pdf';

/**
 * The inspection report PDF, made while the request waits: thumbnails only,
 * so even a hundred photos render in seconds within a few tens of MB
 * (bench/evidence.bench.ts); no background job is needed (docs/evidence.md).
 */
export async function sendInspectionReport(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  inspectionId: string,
) {
  const actor = actorOf(request);
  try {
    const content = await buildReportContent(actor, storage, inspectionId);
    const pdf = await renderInspectionReport(content);
    await auditReport(actor, inspectionId, content);
    return await setFileHeaders(reply, {
      contentType: CONTENT_TYPES.pdf,
      fileName: `inspection-report-${content.reference}.pdf`,
    })
      .header('x-verification-code', content.verificationCode)
      .send(pdf);
  } catch (error) {
    if (error instanceof TRPCError && error.code === 'NOT_FOUND') {
      return reply.status(404).send({ error: INSPECTION_NOT_FOUND });
    }
    throw error;
  }
}
