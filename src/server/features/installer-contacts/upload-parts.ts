import { pipeline } from 'node:stream/promises';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { formatMessage, isIsoDate, maxLengthMessage } from '@/shared/inspections/validation';
import type { Storage } from '@/server/storage/storage';
import {
  cleanFileName,
  DOCUMENT_KINDS,
  documentKindOf,
  FILE_TOO_LARGE_MESSAGE,
  inspectUpload,
  UNSUPPORTED_FILE_MESSAGE,
} from './document-rules';
import { UploadRefusedError } from '@/server/lib/inspect-bytes';
import { isMalformedUpload, MALFORMED_UPLOAD_MESSAGE } from '@/server/lib/malformed-upload';

export type ReceivedUpload = {
  name: string;
  type: string;
  size: number;
  mimeType: string;
  expiryDate: string | null;
};

const TYPE_MAX = 100;

/** Streams the one `file` part into storage (checked on the way) and reads the text fields. */
export async function receiveUpload(
  parts: AsyncIterable<Multipart>,
  storage: Storage,
  storageKey: string,
): Promise<ReceivedUpload> {
  const fields: Record<string, string> = {};
  let file: Omit<ReceivedUpload, 'type' | 'expiryDate'> | null = null;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if (part.fieldname !== 'file' || file) {
        part.file.resume(); // not ours: drained so the fields after it still arrive
      } else {
        file = await storeFile(part, storage, storageKey);
      }
    }
  } catch (error) {
    if (isMultipartTooLarge(error)) throw new UploadRefusedError(413, FILE_TOO_LARGE_MESSAGE);
    if (isMalformedUpload(error)) throw new UploadRefusedError(400, MALFORMED_UPLOAD_MESSAGE);
    throw error;
  }
  if (!file) throw new UploadRefusedError(400, 'Choose a file to upload');
  const type = (fields.type ?? '').trim() || 'Other';
  if (type.length > TYPE_MAX) {
    throw new UploadRefusedError(400, maxLengthMessage('Type', TYPE_MAX));
  }
  const expiryDate = (fields.expiryDate ?? '').trim();
  if (expiryDate !== '' && !isIsoDate(expiryDate)) {
    throw new UploadRefusedError(400, formatMessage('Expiry date'));
  }
  return { ...file, type, expiryDate: expiryDate || null };
}

async function storeFile(part: MultipartFile, storage: Storage, storageKey: string) {
  const name = cleanFileName(part.filename);
  const kind = documentKindOf(name);
  if (!kind) {
    part.file.destroy();
    throw new UploadRefusedError(415, UNSUPPORTED_FILE_MESSAGE);
  }
  const checked = inspectUpload(kind);
  // Both halves start together so a refusal from the checker always has a listener, and
  // both are awaited so the storage has cleaned up before the reply goes out. A failed
  // pipeline destroys the part, which stops busboy reading the rest of it.
  const [stored, fed] = await Promise.allSettled([
    storage.putFile(storageKey, checked),
    pipeline(part.file, checked),
  ]);
  if (fed.status === 'rejected') throw fed.reason;
  if (stored.status === 'rejected') throw stored.reason;
  // Busboy stops at its own limit without an error; the checker normally refuses first.
  if (part.file.truncated) throw new UploadRefusedError(413, FILE_TOO_LARGE_MESSAGE);
  return { name, size: stored.value.size, mimeType: DOCUMENT_KINDS[kind].mimeType };
}

function isMultipartTooLarge(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';
}
