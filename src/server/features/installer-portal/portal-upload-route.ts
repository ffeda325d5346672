import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import pLimit from 'p-limit';
import { z } from 'zod';
import {
  EVIDENCE_FILES_PER_REQUEST,
  EVIDENCE_MAX_BYTES,
  EVIDENCE_TOO_LARGE_MESSAGE,
  ItemId,
  NO_EVIDENCE_FILE_MESSAGE,
  TOO_MANY_EVIDENCE_FILES_MESSAGE,
} from '@/shared/evidence/catalogue';
import { REMEDIATION_NOT_FOUND } from '@/shared/installer-portal/remediations';
import { actorOf } from '@/server/auth/api-guard';
import { cleanFileName } from '@/server/lib/file-name';
import { isMalformedUpload, MALFORMED_UPLOAD_MESSAGE } from '@/server/lib/malformed-upload';
import type { Storage } from '@/server/storage/storage';
import { EvidenceRefusedError } from '../evidence/evidence-refused';
import { presentEvidence, type EvidenceView } from '../evidence/service';
import { storeEvidence } from '../evidence/store-evidence';
import { portalActorOf, type PortalActor } from './portal-actor';
import { closedRefusal, findPortalRemediation } from './remediation-target';

const Id = z.string().uuid();

/** One portal upload's file read, hashed and thumbnailed at a time: phones send many photos. */
const processing = pLimit(1);

const LIMITS = {
  fileSize: EVIDENCE_MAX_BYTES,
  files: EVIDENCE_FILES_PER_REQUEST,
  fields: 5,
  fieldSize: 1024,
  parts: EVIDENCE_FILES_PER_REQUEST + 5,
};

/**
 * POST /api/portal/remediations/:inspectionId/evidence?itemId=CWI.1 (requirement 'portal'): the
 * installer's remediation photos and PDFs for one failed item of its own inspections, several at
 * once, stored by the evidence pipeline (type from the bytes, EXIF time and place, thumbnails,
 * duplicates refused) as purpose 'remediation'. The item is provided when the installer submits
 * (portal.remediations.submit), not on upload. Another installer's item is not found (404).
 */
export async function registerPortalUploadRoute(app: FastifyInstance, deps: { storage: Storage }) {
  await app.register(async (scope) => {
    if (!scope.hasContentTypeParser('multipart/form-data')) await scope.register(multipart);
    scope.post(
      '/api/portal/remediations/:inspectionId/evidence',
      { config: { requires: 'portal' } },
      (request, reply) => upload(request, reply, deps.storage),
    );
  });
}

type Refusal = { fileName: string; status: number; error: string };

async function requireTarget(actor: PortalActor, request: FastifyRequest) {
  const inspectionId = Id.safeParse((request.params as { inspectionId?: string }).inspectionId);
  const itemId = ItemId.safeParse((request.query as { itemId?: unknown }).itemId);
  if (!inspectionId.success || !itemId.success)
    throw new EvidenceRefusedError(404, REMEDIATION_NOT_FOUND);
  const target = await findPortalRemediation(actor.db, actor, inspectionId.data, itemId.data);
  if (!target) throw new EvidenceRefusedError(404, REMEDIATION_NOT_FOUND);
  const closed = closedRefusal(target);
  if (closed) throw new EvidenceRefusedError(409, closed);
  return target;
}

async function upload(request: FastifyRequest, reply: FastifyReply, storage: Storage) {
  const actor = portalActorOf(actorOf(request));
  const stored: EvidenceView[] = [];
  const refused: Refusal[] = [];
  try {
    const target = await requireTarget(actor, request);
    if (!request.isMultipart()) throw new EvidenceRefusedError(400, NO_EVIDENCE_FILE_MESSAGE);
    const access = { inspectionId: target.inspectionId, reference: target.reference };
    let seen = 0;
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'field') continue;
      seen += 1;
      const fileName = cleanFileName(part.filename, 'file');
      await processing(async () => {
        const body = await part.toBuffer();
        if (part.file.truncated)
          throw new EvidenceRefusedError(413, `${fileName} ${EVIDENCE_TOO_LARGE_MESSAGE}`);
        try {
          const file = { fileName, body };
          const row = await storeEvidence(
            actor,
            storage,
            access,
            file,
            target.itemId,
            'any',
            'remediation',
            false,
          );
          stored.push(presentEvidence(row));
        } catch (error) {
          if (!(error instanceof EvidenceRefusedError)) throw error;
          refused.push({ fileName, status: error.statusCode, error: error.message });
        }
      });
    }
    if (seen === 0) throw new EvidenceRefusedError(400, NO_EVIDENCE_FILE_MESSAGE);
  } catch (error) {
    const refusal = asRefusal(error);
    if (!refusal) throw error;
    return reply
      .status(refusal.statusCode)
      .header('connection', 'close')
      .send({ error: refusal.message, stored, refused });
  }
  if (refused.length > 0)
    return reply
      .status(refused[0]!.status)
      .send({ error: refused.map((r) => r.error).join(' '), stored, refused });
  return reply.status(201).send({ stored, refused });
}

function asRefusal(error: unknown): EvidenceRefusedError | null {
  if (error instanceof EvidenceRefusedError) return error;
  if (error instanceof Error && 'code' in error) {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE')
      return new EvidenceRefusedError(413, `A file ${EVIDENCE_TOO_LARGE_MESSAGE}`);
    if (error.code === 'FST_FILES_LIMIT')
      return new EvidenceRefusedError(400, TOO_MANY_EVIDENCE_FILES_MESSAGE);
  }
  if (isMalformedUpload(error)) return new EvidenceRefusedError(400, MALFORMED_UPLOAD_MESSAGE);
  return null;
}
