import { Transform } from 'node:stream';

export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const FILE_TOO_LARGE_MESSAGE = 'File is larger than 10 MB';
export const UNSUPPORTED_FILE_MESSAGE = 'Only PDF, DOCX, XLSX, PNG or JPEG files can be uploaded';

const ZIP = [0x50, 0x4b, 0x03, 0x04];

/**
 * What may be uploaded, by extension, with the bytes such a file starts with.
 * The client's Content-Type is ignored: the served type comes from this table
 * and the contents must agree with the extension, so a renamed HTML file is
 * never handed back to a browser as a PDF.
 */
export const DOCUMENT_KINDS = {
  pdf: { mimeType: 'application/pdf', signature: [0x25, 0x50, 0x44, 0x46, 0x2d] },
  docx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    signature: ZIP,
  },
  xlsx: {
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    signature: ZIP,
  },
  png: { mimeType: 'image/png', signature: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  jpg: { mimeType: 'image/jpeg', signature: [0xff, 0xd8, 0xff] },
  jpeg: { mimeType: 'image/jpeg', signature: [0xff, 0xd8, 0xff] },
} as const;
export type DocumentKind = keyof typeof DOCUMENT_KINDS;

const SNIFF_BYTES = 8;

export class UploadRefusedError extends Error {
  constructor(
    readonly statusCode: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = 'UploadRefusedError';
  }
}

export function documentKindOf(fileName: string): DocumentKind | null {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';
  return extension in DOCUMENT_KINDS ? (extension as DocumentKind) : null;
}

/** One cleaning of uploaded file names for every upload (src/server/lib/file-name.ts). */
export { cleanFileName } from '@/server/lib/file-name';

/** Counts and checks the upload as it streams: refuses it past the size limit or with the wrong leading bytes. */
export function inspectUpload(kind: DocumentKind, maxBytes = MAX_DOCUMENT_BYTES): Transform {
  const signature = Buffer.from(DOCUMENT_KINDS[kind].signature);
  return inspectBytes({
    sniffBytes: SNIFF_BYTES,
    isGenuine: (head) => head.subarray(0, signature.length).equals(signature),
    maxBytes,
    tooLargeMessage: FILE_TOO_LARGE_MESSAGE,
    unsupportedMessage: UNSUPPORTED_FILE_MESSAGE,
  });
}

export type ByteCheck = {
  /** How many leading bytes `isGenuine` needs (fewer when the file is shorter). */
  sniffBytes: number;
  /** Whether the file's leading bytes are those of the kind it claims to be. */
  isGenuine: (head: Buffer) => boolean;
  maxBytes: number;
  tooLargeMessage: string;
  unsupportedMessage: string;
};

/**
 * The streaming check behind every upload: counts the bytes (413 past
 * maxBytes) and holds back the first sniffBytes until isGenuine has accepted
 * them (415 otherwise), so nothing that is not what it claims reaches storage.
 */
export function inspectBytes(check: ByteCheck): Transform {
  const unsupported = () => new UploadRefusedError(415, check.unsupportedMessage);
  let size = 0;
  let head: Buffer[] = [];
  let isChecked = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > check.maxBytes) {
        return callback(new UploadRefusedError(413, check.tooLargeMessage));
      }
      if (isChecked) return callback(null, chunk);
      head.push(chunk);
      const start = Buffer.concat(head);
      if (start.length < check.sniffBytes) return callback();
      head = [];
      isChecked = true;
      return check.isGenuine(start) ? callback(null, start) : callback(unsupported());
    },
    flush(callback) {
      if (isChecked) return callback();
      const start = Buffer.concat(head);
      return check.isGenuine(start) ? callback(null, start) : callback(unsupported());
    },
  });
}
