import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import {
  PORTAL_FILE_NOT_FOUND,
  PORTAL_INSPECTION_NOT_FOUND,
  PORTAL_PHOTOS_NOT_SHOWN,
  PORTAL_REPORT_NOT_SHOWN,
} from '@/shared/installer-portal/views';
import { actorOf } from '@/server/auth/api-guard';
import { inspectionEvidence, inspections } from '@/server/db/schema/index';
import { setFileHeaders } from '@/server/lib/file-reply';
import { StorageFileNotFoundError, type Storage } from '@/server/storage/storage';
import { getTenantSetting } from '../settings/tenant-settings';
import { portalActorOf, type PortalActor } from './portal-actor';
import { portalInspectionsOf } from './portal-inspections-scope';
import { sendPortalReport } from './portal-files-report';

const Id = z.string().uuid();
const idOf = (request: FastifyRequest) =>
  Id.safeParse((request.params as { id?: string }).id).data ?? null;

/**
 * The portal's files (docs/installer-portal.md), for the installer's own inspections with a
 * result only; another installer's or tenant's file is 404, as is a file that does not exist:
 * - GET /api/portal/photos/:id/thumbnail and /file: an inspection photo, when photos are shown;
 * - GET /api/portal/inspections/:id/report: the inspection report PDF, when reports are shown.
 */
export function registerPortalFileRoutes(app: FastifyInstance, deps: { storage: Storage }): void {
  const route = { config: { requires: 'portal' } } as const;
  app.get('/api/portal/photos/:id/thumbnail', route, (request, reply) =>
    sendPhoto(request, reply, deps.storage, 'thumbnail'),
  );
  app.get('/api/portal/photos/:id/file', route, (request, reply) =>
    sendPhoto(request, reply, deps.storage, 'file'),
  );
  app.get('/api/portal/inspections/:id/report', route, async (request, reply) => {
    const actor = portalActorOf(actorOf(request));
    const id = idOf(request);
    if (!id) return reply.status(404).send({ error: PORTAL_INSPECTION_NOT_FOUND });
    const shown = await getTenantSetting(actor.db, actor.tenantId, 'installerPortal');
    if (!shown.showReports) return reply.status(403).send({ error: PORTAL_REPORT_NOT_SHOWN });
    return sendPortalReport(reply, actor, deps.storage, id);
  });
}

/** A photo of one of the installer's inspections: the inspector's, not withdrawn. */
async function findPortalPhoto(actor: PortalActor, id: string) {
  const [row] = await actor.db
    .select({
      fileName: inspectionEvidence.fileName,
      mime: inspectionEvidence.mime,
      size: inspectionEvidence.size,
      storageKey: inspectionEvidence.storageKey,
      thumbnailKey: inspectionEvidence.thumbnailKey,
    })
    .from(inspectionEvidence)
    .innerJoin(inspections, eq(inspections.id, inspectionEvidence.inspectionId))
    .where(
      and(
        portalInspectionsOf(actor),
        eq(inspectionEvidence.tenantId, actor.tenantId),
        eq(inspectionEvidence.id, id),
        eq(inspectionEvidence.kind, 'photo'),
        eq(inspectionEvidence.purpose, 'inspection'),
        isNull(inspectionEvidence.withdrawnAt),
      ),
    );
  return row ?? null;
}

async function sendPhoto(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  which: 'file' | 'thumbnail',
) {
  const actor = portalActorOf(actorOf(request));
  const id = idOf(request);
  if (!id) return reply.status(404).send({ error: PORTAL_FILE_NOT_FOUND });
  const shown = await getTenantSetting(actor.db, actor.tenantId, 'installerPortal');
  if (!shown.showPhotos) return reply.status(403).send({ error: PORTAL_PHOTOS_NOT_SHOWN });
  const row = await findPortalPhoto(actor, id);
  const key = which === 'file' ? row?.storageKey : row?.thumbnailKey;
  if (!row || !key) return reply.status(404).send({ error: PORTAL_FILE_NOT_FOUND });
  try {
    const body = await storage.getFile(key);
    const sent = setFileHeaders(reply, {
      contentType: which === 'file' ? row.mime : 'image/jpeg',
      fileName: which === 'file' ? row.fileName : `${row.fileName}.thumbnail.jpg`,
      disposition: 'inline',
    })
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox");
    if (which === 'file') sent.header('content-length', row.size);
    return await sent.send(body);
  } catch (error) {
    if (!(error instanceof StorageFileNotFoundError)) throw error;
    request.log.error({ evidenceId: id }, 'portal photo without its file');
    return reply.status(404).send({ error: PORTAL_FILE_NOT_FOUND });
  }
}
