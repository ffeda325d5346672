import { createHash, randomUUID } from 'node:crypto';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import {
  ATTACHMENT_KINDS,
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_TOO_LARGE_MESSAGE,
  ATTACHMENT_TYPE_MESSAGE,
  ATTACHMENTS_PER_MESSAGE,
  attachmentKindOf,
  NO_ATTACHMENT_MESSAGE,
  TOO_MANY_ATTACHMENTS_MESSAGE,
  type AttachmentKind,
} from '@/shared/support/attachments';
import type { Storage } from '@/server/storage/storage';
import { cleanFileName } from '@/server/lib/file-name';
import { inspectBytes, UploadRefusedError } from '@/server/lib/inspect-bytes';
import { isMalformedUpload, MALFORMED_UPLOAD_MESSAGE } from '@/server/lib/malformed-upload';

const startsWith =
  (...signature: number[]) =>
  (head: Buffer) =>
    head.subarray(0, signature.length).equals(Buffer.from(signature));
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

const TEXT_SNIFF_BYTES = 1024;

/**
 * Plain text: valid UTF-8 with no NUL or other control characters than tab,
 * line breaks and form feed in its first kilobyte (a program or an image
 * renamed .txt fails at once). A character cut at the sniff boundary is fine.
 */
function isPlainText(head: Buffer) {
  if (head.length === 0) return false;
  for (const byte of head) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0c && byte !== 0x0d) {
      return false;
    }
    if (byte === 0x7f) return false;
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

const ZIP = startsWith(0x50, 0x4b, 0x03, 0x04);
const JPEG = startsWith(0xff, 0xd8, 0xff);
/** The leading bytes each kind must have, and how many of them to read. */
const SIGNATURES: Record<
  AttachmentKind,
  { sniffBytes: number; isGenuine: (h: Buffer) => boolean }
> = {
  pdf: { sniffBytes: 5, isGenuine: startsWith(...ascii('%PDF-')) },
  png: { sniffBytes: 8, isGenuine: startsWith(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a) },
  jpg: { sniffBytes: 3, isGenuine: JPEG },
  jpeg: { sniffBytes: 3, isGenuine: JPEG },
  gif: {
    sniffBytes: 6,
    isGenuine: (h) => startsWith(...ascii('GIF87a'))(h) || startsWith(...ascii('GIF89a'))(h),
  },
  webp: {
    sniffBytes: 12,
    isGenuine: (h) =>
      startsWith(...ascii('RIFF'))(h) && h.subarray(8, 12).equals(Buffer.from('WEBP')),
  },
  txt: { sniffBytes: TEXT_SNIFF_BYTES, isGenuine: isPlainText },
  docx: { sniffBytes: 4, isGenuine: ZIP },
  xlsx: { sniffBytes: 4, isGenuine: ZIP },
};

export type StoredAttachment = {
  id: string;
  name: string;
  mime: string;
  size: number;
  sha256: string;
  storageKey: string;
};

export type ReceivedAttachments = {
  fields: Record<string, string>;
  files: StoredAttachment[];
};

/** Multipart limits per request: one file over the count, one byte over the size, tell us. */
export const ATTACHMENT_UPLOAD_LIMITS = {
  fileSize: ATTACHMENT_MAX_BYTES + 1,
  files: ATTACHMENTS_PER_MESSAGE + 1,
  fields: 10,
  fieldSize: 64 * 1024,
  parts: ATTACHMENTS_PER_MESSAGE + 11,
};

/**
 * Streams each `files` part into storage, checked on the way (kind from the
 * name, bytes must agree, size limit), and collects the text fields. On any
 * refusal every file stored so far is deleted before the error goes up;
 * `stored` lists them so the caller can delete them too if its own step fails.
 */
export async function receiveAttachments(
  parts: AsyncIterable<Multipart>,
  storage: Storage,
  stored: StoredAttachment[],
): Promise<ReceivedAttachments> {
  const fields: Record<string, string> = {};
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if (part.fieldname !== 'files') {
        part.file.resume(); // not ours: drained so the parts after it still arrive
      } else if (stored.length >= ATTACHMENTS_PER_MESSAGE) {
        part.file.destroy();
        throw new UploadRefusedError(400, TOO_MANY_ATTACHMENTS_MESSAGE);
      } else {
        stored.push(await storeAttachment(part, storage));
      }
    }
  } catch (error) {
    await Promise.all(stored.map((file) => storage.deleteFile(file.storageKey).catch(() => {})));
    if (isMultipartError(error, 'FST_REQ_FILE_TOO_LARGE')) {
      throw new UploadRefusedError(413, ATTACHMENT_TOO_LARGE_MESSAGE);
    }
    if (isMultipartError(error, 'FST_FILES_LIMIT')) {
      throw new UploadRefusedError(400, TOO_MANY_ATTACHMENTS_MESSAGE);
    }
    if (isMalformedUpload(error)) throw new UploadRefusedError(400, MALFORMED_UPLOAD_MESSAGE);
    throw error;
  }
  return { fields, files: stored };
}

async function storeAttachment(part: MultipartFile, storage: Storage): Promise<StoredAttachment> {
  const name = cleanFileName(part.filename);
  const kind = attachmentKindOf(name);
  if (!kind) {
    part.file.destroy();
    throw new UploadRefusedError(415, `${name}: ${ATTACHMENT_TYPE_MESSAGE}`);
  }
  const checked = inspectBytes({
    ...SIGNATURES[kind],
    maxBytes: ATTACHMENT_MAX_BYTES,
    tooLargeMessage: `${name}: ${ATTACHMENT_TOO_LARGE_MESSAGE}`,
    unsupportedMessage: `${name}: ${ATTACHMENT_TYPE_MESSAGE}`,
  });
  const hash = createHash('sha256');
  const hashed = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  const id = randomUUID();
  const storageKey = `support-attachments/${id}`;
  // Both halves start together so a refusal always has a listener, and both are awaited
  // so storage has cleaned up before the reply goes out (as installer documents do).
  const [written, fed] = await Promise.allSettled([
    storage.putFile(storageKey, hashed),
    pipeline(part.file, checked, hashed),
  ]);
  const failure: unknown =
    fed.status === 'rejected'
      ? fed.reason
      : written.status === 'rejected'
        ? written.reason
        : part.file.truncated
          ? new UploadRefusedError(413, `${name}: ${ATTACHMENT_TOO_LARGE_MESSAGE}`)
          : null;
  if (failure || written.status === 'rejected') {
    await storage.deleteFile(storageKey).catch(() => {});
    throw failure;
  }
  return {
    id,
    name,
    mime: ATTACHMENT_KINDS[kind],
    size: written.value.size,
    sha256: hash.digest('hex'),
    storageKey,
  };
}

function isMultipartError(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}

export { NO_ATTACHMENT_MESSAGE, UploadRefusedError };
