import multipart from '@fastify/multipart';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import pLimit from 'p-limit';
import { z } from 'zod';
import {
  EVIDENCE_FILES_PER_REQUEST,
  EVIDENCE_MAX_BYTES,
  EVIDENCE_NOT_FOUND,
  EVIDENCE_TOO_LARGE_MESSAGE,
  ItemId,
  NO_EVIDENCE_FILE_MESSAGE,
  EvidencePurposeParam,
  SIGNATURE_ITEM_ID,
  TOO_MANY_EVIDENCE_FILES_MESSAGE,
} from '@/shared/evidence/catalogue';
import { actorOf } from '@/server/auth/api-guard';
import { setFileHeaders } from '@/server/lib/file-reply';
import { cleanFileName } from '@/server/lib/file-name';
import { isMalformedUpload, MALFORMED_UPLOAD_MESSAGE } from '@/server/lib/malformed-upload';
import { StorageFileNotFoundError, type Storage } from '@/server/storage/storage';
import { INSPECTION_NOT_FOUND } from '../inspections/detail';
import { sendInspectionReport } from './report-route';
import { findEvidence, requireEvidenceAccess } from './evidence-access';
import { EvidenceRefusedError } from './evidence-refused';
import { presentEvidence, type EvidenceView } from './service';
import { storeEvidence } from './store-evidence';

export type EvidenceRouteDeps = { storage: Storage };

const Id = z.string().uuid();

/**
 * Files read, hashed, EXIF-parsed and thumbnailed at once, server-wide: each holds
 * its whole body (up to 20 MB) and a decode, so 20 photos posted together stay
 * within the server's memory budget (docs/evidence.md) instead of 20 bodies at once.
 */
const processing = pLimit(2);

const LIMITS = {
  fileSize: EVIDENCE_MAX_BYTES,
  files: EVIDENCE_FILES_PER_REQUEST,
  fields: 5,
  fieldSize: 1024,
  parts: EVIDENCE_FILES_PER_REQUEST + 5,
};

/**
 * Evidence files on inspections (docs/evidence.md), for anyone who may see
 * the inspection (the services apply the inspection scope):
 * - POST /api/inspections/:id/evidence?itemId=CWI.1: one or more `files`;
 * - POST /api/inspections/:id/signature: the inspector's signature, one PNG `file`;
 * - GET /api/evidence/:id/file and /api/evidence/:id/thumbnail;
 * - GET /api/inspections/:id/report: the inspection report PDF.
 */
export async function registerEvidenceRoutes(app: FastifyInstance, deps: EvidenceRouteDeps) {
  await app.register(async (scope) => {
    if (!scope.hasContentTypeParser('multipart/form-data')) await scope.register(multipart);
    const route = { config: { requires: 'session' } } as const;
    scope.post('/api/inspections/:id/evidence', route, (request, reply) =>
      upload(request, reply, deps, 'evidence'),
    );
    scope.post('/api/inspections/:id/signature', route, (request, reply) =>
      upload(request, reply, deps, 'signature'),
    );
    scope.get('/api/evidence/:id/file', route, (request, reply) =>
      download(request, reply, deps, 'file'),
    );
    scope.get('/api/evidence/:id/thumbnail', route, (request, reply) =>
      download(request, reply, deps, 'thumbnail'),
    );
    scope.get('/api/inspections/:id/report', route, (request, reply) => {
      const id = Id.safeParse((request.params as { id?: string }).id);
      if (!id.success) return reply.status(404).send({ error: INSPECTION_NOT_FOUND });
      return sendInspectionReport(request, reply, deps.storage, id.data);
    });
  });
}

type Refusal = { fileName: string; status: number; error: string };

async function upload(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: EvidenceRouteDeps,
  target: 'evidence' | 'signature',
) {
  const actor = actorOf(request);
  const inspectionId = Id.safeParse((request.params as { id?: string }).id);
  if (!inspectionId.success) return reply.status(404).send({ error: INSPECTION_NOT_FOUND });
  const stored: EvidenceView[] = [];
  const refused: Refusal[] = [];
  try {
    let itemId = SIGNATURE_ITEM_ID;
    // ?purpose=remediation for the installer's fix of a failed item; inspection evidence otherwise.
    const purpose = EvidencePurposeParam.safeParse(
      (request.query as { purpose?: unknown }).purpose,
    );
    if (!purpose.success)
      throw new EvidenceRefusedError(400, 'Purpose must be inspection or remediation.');
    if (target === 'evidence') {
      const parsed = ItemId.safeParse((request.query as { itemId?: unknown }).itemId);
      if (!parsed.success) {
        throw new EvidenceRefusedError(
          400,
          parsed.error.issues[0]?.message ?? 'Choose a checklist item',
        );
      }
      itemId = parsed.data;
    }
    const access = await requireEvidenceAccess(actor, inspectionId.data, 'attach');
    if (!request.isMultipart()) throw new EvidenceRefusedError(400, NO_EVIDENCE_FILE_MESSAGE);
    let seen = 0;
    for await (const part of request.parts({ limits: LIMITS })) {
      if (part.type === 'field') continue;
      seen += 1;
      if (target === 'signature' && seen > 1) {
        part.file.resume();
        continue;
      }
      const fileName = cleanName(part.filename);
      // The file is read only when its turn comes: until then its bytes wait in the socket.
      // A file over the limit refuses the whole request (readWhole throws out of here).
      await processing(async () => {
        const body = await readWhole(part);
        try {
          const row = await storeEvidence(
            actor,
            deps.storage,
            access,
            { fileName, body },
            itemId,
            target === 'signature' ? 'signature' : 'any',
            purpose.data,
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
    // Files stored before the refusal stay (each is its own committed record).
    return reply
      .status(refusal.statusCode)
      .header('connection', 'close')
      .send({ error: refusal.message, stored, refused });
  }
  if (refused.length > 0) {
    return reply
      .status(refused[0]!.status)
      .send({ error: refused.map((r) => r.error).join(' '), stored, refused });
  }
  return reply.status(201).send({ stored, refused });
}

/** The whole file, held in memory (at most 20 MB): its type, hash, EXIF and thumbnail need it. */
async function readWhole(part: MultipartFile): Promise<Buffer> {
  const body = await part.toBuffer();
  if (part.file.truncated) throw tooLarge(part.filename);
  return body;
}

const tooLarge = (fileName: string) =>
  new EvidenceRefusedError(413, `${cleanName(fileName)} ${EVIDENCE_TOO_LARGE_MESSAGE}`);

/** The shared cleaning of upload names (no folders, control or bidirectional characters). */
const cleanName = (raw: string) => cleanFileName(raw, 'file');

function asRefusal(error: unknown): EvidenceRefusedError | null {
  if (error instanceof EvidenceRefusedError) return error;
  if (error instanceof Error && 'code' in error) {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') {
      return new EvidenceRefusedError(413, `A file ${EVIDENCE_TOO_LARGE_MESSAGE}`);
    }
    if (error.code === 'FST_FILES_LIMIT') {
      return new EvidenceRefusedError(400, TOO_MANY_EVIDENCE_FILES_MESSAGE);
    }
  }
  if (isMalformedUpload(error)) return new EvidenceRefusedError(400, MALFORMED_UPLOAD_MESSAGE);
  return null;
}

async function download(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: EvidenceRouteDeps,
  which: 'file' | 'thumbnail',
) {
  const id = Id.safeParse((request.params as { id?: string }).id);
  if (!id.success) return reply.status(404).send({ error: EVIDENCE_NOT_FOUND });
  try {
    const row = await findEvidence(actorOf(request), id.data);
    const key = which === 'file' ? row.storageKey : row.thumbnailKey;
    if (!key) return await reply.status(404).send({ error: EVIDENCE_NOT_FOUND });
    const body = await deps.storage.getFile(key);
    const reply2 = setFileHeaders(reply, {
      contentType: which === 'file' ? row.mime : 'image/jpeg',
      fileName: which === 'file' ? row.fileName : `${row.fileName}.thumbnail.jpg`,
      disposition: 'inline',
    })
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; img-src 'self'; sandbox");
    if (which === 'file') reply2.header('content-length', row.size);
    return await reply2.send(body);
  } catch (error) {
    if (error instanceof EvidenceRefusedError) {
      return reply.status(error.statusCode).send({ error: error.message });
    }
    if (error instanceof StorageFileNotFoundError) {
      request.log.error({ evidenceId: id.data }, 'evidence without its file');
      return reply.status(404).send({ error: EVIDENCE_NOT_FOUND });
    }
    throw error;
  }
}
