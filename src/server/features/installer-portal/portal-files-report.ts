import type { FastifyReply } from 'fastify';
import { TRPCError } from '@trpc/server';
import { PORTAL_INSPECTION_NOT_FOUND } from '@/shared/installer-portal/views';
import { CONTENT_TYPES, setFileHeaders } from '@/server/lib/file-reply';
import type { Storage } from '@/server/storage/storage';
import type { Actor } from '@/server/trpc/actor';
import { auditReport, buildReportContent } from '../evidence/report';
import { renderInspectionReport } from '../evidence/report-pdf';
import type { PortalActor } from './portal-actor';
import { requirePortalInspection } from './portal-inspections-scope';

/**
 * The inspection report an installer downloads: the very PDF staff download (same content and
 * verification code), released once the inspection has a result (docs/installer-portal.md).
 * The report's builder reads through the staff inspection scope, which an INSTALLER has no
 * place in; so the portal scope is checked first, here, and the builder then reads that one
 * inspection as a whole-tenant reader. The download is audited as the installer user's.
 */
export async function sendPortalReport(
  reply: FastifyReply,
  actor: PortalActor,
  storage: Storage,
  inspectionId: string,
) {
  try {
    const inspection = await requirePortalInspection(actor, inspectionId);
    const reader: Actor = { ...actor, user: { ...actor.user, role: 'ADMIN' } };
    const content = await buildReportContent(reader, storage, inspection.id);
    const pdf = await renderInspectionReport(content);
    await auditReport(actor, inspection.id, content);
    return await setFileHeaders(reply, {
      contentType: CONTENT_TYPES.pdf,
      fileName: `inspection-report-${content.reference}.pdf`,
    })
      .header('x-verification-code', content.verificationCode)
      .send(pdf);
  } catch (error) {
    if (error instanceof TRPCError && error.code === 'NOT_FOUND') {
      return reply.status(404).send({ error: PORTAL_INSPECTION_NOT_FOUND });
    }
    throw error;
  }
}
