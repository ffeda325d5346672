import type { Transform } from 'node:stream';
import { inspectBytes } from '@/server/lib/inspect-bytes';

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
