import type { Readable } from 'node:stream';
import { TRPCError } from '@trpc/server';
import pLimit from 'p-limit';
import { EVIDENCE_MAX_BYTES, SIGNATURE_ITEM_ID } from '@/shared/evidence/catalogue';
import type { OfflineChange } from '@/shared/offline/changes';
import { uploadIdOf } from '@/shared/offline/uploads';
import { cleanFileName } from '@/server/lib/file-name';
import type { UploadStore } from '@/server/lib/upload-store';
import type { Storage } from '@/server/storage/storage';
import type { Actor } from '@/server/trpc/actor';
import { requireEvidenceAccess } from '../evidence/evidence-access';
import { asTrpc } from '../evidence/evidence-refused';
import { presentEvidence } from '../evidence/service';
import { storeEvidence } from '../evidence/store-evidence';
import { ownUpload } from './upload-owner';

type AttachChange = Extract<OfflineChange, { kind: 'attach' }>;

export const UPLOAD_NOT_FOUND =
  'The file was not found on the server. It may have expired after 48 hours; add it again.';
export const UPLOAD_INCOMPLETE = 'The file has not finished uploading. Send it again.';
export const UPLOAD_OTHER_INSPECTION = 'The file was uploaded for another inspection.';

/** As the multipart route: at most two whole files in memory at once, server-wide. */
const processing = pLimit(2);

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

const refuse = (message: string, code: 'BAD_REQUEST' | 'NOT_FOUND' = 'BAD_REQUEST'): never => {
  throw new TRPCError({ code, message });
};

/**
 * Attaches a finished upload of the actor's as evidence of an item, or as the signature,
 * through the same storeEvidence as the multipart route (type and size rules, photo
 * resize, flags, duplicate refusal). The upload itself is removed by the caller once the
 * change is committed, so a refusal leaves it for a corrected retry.
 */
export async function attachUpload(
  actor: Actor,
  services: { storage: Storage; uploads: UploadStore },
  change: AttachChange,
) {
  const id = uploadIdOf(change.uploadId) ?? refuse(UPLOAD_NOT_FOUND, 'NOT_FOUND');
  const upload =
    (await ownUpload(services.uploads, actor, id)) ?? refuse(UPLOAD_NOT_FOUND, 'NOT_FOUND');
  if (upload.size === undefined || upload.offset !== upload.size) refuse(UPLOAD_INCOMPLETE);
  if (upload.size! > EVIDENCE_MAX_BYTES) refuse(UPLOAD_INCOMPLETE);
  if (upload.metadata?.inspectionId !== change.inspectionId) refuse(UPLOAD_OTHER_INSPECTION);
  const signature = change.purpose === 'signature';
  const itemId = signature
    ? SIGNATURE_ITEM_ID
    : (change.itemId ?? refuse('Choose a checklist item'));
  const access = await asTrpc(requireEvidenceAccess(actor, change.inspectionId, 'attach'));
  const fileName = cleanFileName(upload.metadata?.filename ?? '', 'file');
  const row = await processing(async () => {
    const body = await readAll(services.uploads.read(id));
    return asTrpc(
      storeEvidence(
        actor,
        services.storage,
        access,
        { fileName, body },
        itemId,
        signature ? 'signature' : 'any',
        'inspection',
      ),
    );
  });
  return { uploadId: id, evidence: presentEvidence(row) };
}
