import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  EVIDENCE_FILES_PER_REQUEST,
  EVIDENCE_MAX_BYTES,
  EVIDENCE_TOO_LARGE_MESSAGE,
  EvidencePurposeParam,
  ItemId,
  NO_EVIDENCE_FILE_MESSAGE,
  TOO_MANY_EVIDENCE_FILES_MESSAGE,
} from '@/shared/evidence/catalogue';
import { cleanFileName } from '@/server/lib/file-name';
import { isMalformedUpload, MALFORMED_UPLOAD_MESSAGE } from '@/server/lib/malformed-upload';
import type { Storage } from '@/server/storage/storage';
import type { Actor } from '@/server/trpc/actor';
import { requireEvidenceAccess } from '../evidence/evidence-access';
import { EvidenceRefusedError } from '../evidence/evidence-refused';
import { presentEvidence, type EvidenceView } from '../evidence/service';
import { storeEvidence } from '../evidence/store-evidence';
import { sha256Hex } from '../evidence/file-facts';
import type { FilesDigest } from './files-digest';

export const EvidenceUploadQuery = z.object({ itemId: ItemId, purpose: EvidencePurposeParam });

/** The multipart form as documented: one or more `files`. */
export const EvidenceUploadForm = z.object({
  files: z
    .array(z.string().meta({ format: 'binary' }))
    .meta({ description: `Up to ${EVIDENCE_FILES_PER_REQUEST} files, each at most 20 MB.` }),
});

/** The upload's limits; a repeated upload is read with the same (files-digest.ts). */
export const UPLOAD_LIMITS = {
  fileSize: EVIDENCE_MAX_BYTES,
  files: EVIDENCE_FILES_PER_REQUEST,
  fields: 5,
  fieldSize: 1024,
  parts: EVIDENCE_FILES_PER_REQUEST + 5,
};

type Refusal = { fileName: string; status: number; error: string };

/**
 * The same storing as the app's upload route (evidence/routes.ts): access to the inspection
 * first, then each file through storeEvidence (type from its bytes, hash, EXIF, thumbnail,
 * audit). Files are taken one at a time: each is held whole in memory while it is stored.
 * A whole-request refusal (too large, too many, not multipart) throws with its status.
 * Each file read goes into `digest`, which is finished only when every part was read.
 */
export async function uploadEvidence(
  request: FastifyRequest,
  actor: Actor,
  storage: Storage,
  inspectionId: string,
  query: z.output<typeof EvidenceUploadQuery>,
  digest: FilesDigest,
) {
  const access = await requireEvidenceAccess(actor, inspectionId, 'attach');
  if (!request.isMultipart()) throw new EvidenceRefusedError(415, NO_EVIDENCE_FILE_MESSAGE);
  const stored: EvidenceView[] = [];
  const refused: Refusal[] = [];
  let seen = 0;
  try {
    for await (const part of request.parts({ limits: UPLOAD_LIMITS })) {
      if (part.type === 'field') continue;
      seen += 1;
      const fileName = cleanFileName(part.filename, 'file');
      const body = await part.toBuffer();
      if (part.file.truncated)
        throw new EvidenceRefusedError(413, `${fileName} ${EVIDENCE_TOO_LARGE_MESSAGE}`);
      digest.add(part.fieldname, part.filename, sha256Hex(body));
      try {
        const row = await storeEvidence(
          actor,
          storage,
          access,
          { fileName, body },
          query.itemId,
          'any',
          query.purpose,
        );
        stored.push(presentEvidence(row));
      } catch (error) {
        if (!(error instanceof EvidenceRefusedError)) throw error;
        refused.push({ fileName, status: error.statusCode, error: error.message });
      }
    }
    digest.finish();
  } catch (error) {
    throw asRefusal(error);
  }
  if (seen === 0) throw new EvidenceRefusedError(400, NO_EVIDENCE_FILE_MESSAGE);
  if (stored.length === 0 && refused.length > 0) {
    throw new EvidenceRefusedError(
      refused[0]!.status as 400,
      refused.map((r) => r.error).join(' '),
    );
  }
  return { stored, refused };
}

/** A multipart failure as the refusal the client reads (413, 400). */
export function asRefusal(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new EvidenceRefusedError(413, `A file ${EVIDENCE_TOO_LARGE_MESSAGE}`);
  if (code === 'FST_FILES_LIMIT')
    return new EvidenceRefusedError(400, TOO_MANY_EVIDENCE_FILES_MESSAGE);
  if (isMalformedUpload(error)) return new EvidenceRefusedError(400, MALFORMED_UPLOAD_MESSAGE);
  return error;
}
