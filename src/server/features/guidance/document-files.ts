import { createHash, randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Multipart } from '@fastify/multipart';
import JSZip from 'jszip';
import {
  DOCUMENT_FORMAT_MIME,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_TOO_LARGE_MESSAGE,
  DOCUMENT_TYPE_MESSAGE,
  DOCX_EXPANDS_MESSAGE,
  NO_DOCUMENT_FILE_MESSAGE,
  type DocumentFormat,
} from '@/shared/guidance/catalogue';
import { cleanFileName, withExtension } from '@/server/lib/file-name';
import { extractTextIsolated } from '@/server/lib/text-extraction';
import { hasTooManyZipEntries, ZIP_TOO_MANY_ENTRIES_MESSAGE } from '@/server/lib/zip-directory';
import type { Storage } from '@/server/storage/storage';
import { inspectBytes, UploadRefusedError } from '@/server/lib/inspect-bytes';
import { zipExpandsSafely } from './zip-expansion';

export { UploadRefusedError };

export type ReceivedDocument = {
  fileName: string;
  format: DocumentFormat;
  mime: string;
  size: number;
  sha256: string;
  storageKey: string;
  contentText: string;
  /** False when the text could not be read within the extraction's caps (shown as such). */
  textExtracted: boolean;
};

/** Multipart limits: one file, one byte over the size tells us it is too large. */
export const DOCUMENT_UPLOAD_LIMITS = {
  fileSize: DOCUMENT_MAX_BYTES + 1,
  files: 1,
  fields: 10,
  fieldSize: 64 * 1024,
  parts: 12,
};

const PDF_MAGIC = Buffer.from('%PDF-');
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * The format from the bytes alone (the file name plays no part): a PDF
 * starts with %PDF-; DOCX and XLSX are both ZIP packages, told apart by the
 * part every Word or Excel package has. Anything else is refused.
 */
async function formatOf(bytes: Buffer): Promise<DocumentFormat> {
  if (bytes.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC)) return 'pdf';
  // JSZip builds an object per entry: count them from the end records first.
  if (hasTooManyZipEntries(bytes)) throw new UploadRefusedError(400, ZIP_TOO_MANY_ENTRIES_MESSAGE);
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(bytes);
  } catch {
    throw new UploadRefusedError(415, DOCUMENT_TYPE_MESSAGE);
  }
  if (zip.file('word/document.xml')) return 'docx';
  if (zip.file('xl/workbook.xml')) return 'xlsx';
  throw new UploadRefusedError(415, DOCUMENT_TYPE_MESSAGE);
}

/**
 * The text inside a PDF or DOCX, read in a capped child process (XLSX is not
 * searched inside). The upload waits for it (at most the cap's 20 s): the
 * answer then says whether the file is searchable, and there is no queue to
 * keep across restarts. A file that cannot be read within the caps is still
 * stored, with textExtracted false.
 */
async function documentText(bytes: Buffer, format: DocumentFormat) {
  if (format === 'xlsx') return { contentText: '', textExtracted: true };
  const result = await extractTextIsolated(bytes, format);
  return { contentText: result.text, textExtracted: result.extracted };
}

/**
 * Reads the one `file` part (checked on the way by inspectBytes: at most
 * 10 MB, and the leading bytes of a PDF or a ZIP package), settles its format
 * from the content, extracts its text and puts it in storage; collects the
 * text fields. Nothing reaches storage unless every check passed.
 */
export async function receiveDocument(
  parts: AsyncIterable<Multipart>,
  storage: Storage,
): Promise<{ fields: Record<string, string>; file: ReceivedDocument }> {
  const fields: Record<string, string> = {};
  let upload: { fileName: string; bytes: Buffer } | null = null;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if (part.fieldname !== 'file' || upload) {
        part.file.resume();
      } else {
        const chunks: Buffer[] = [];
        const checked = inspectBytes({
          sniffBytes: 5,
          isGenuine: (head) =>
            head.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC) ||
            head.subarray(0, ZIP_MAGIC.length).equals(ZIP_MAGIC),
          maxBytes: DOCUMENT_MAX_BYTES,
          tooLargeMessage: DOCUMENT_TOO_LARGE_MESSAGE,
          unsupportedMessage: DOCUMENT_TYPE_MESSAGE,
        });
        await pipeline(
          part.file,
          checked,
          new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
          }),
        );
        if (part.file.truncated) throw new UploadRefusedError(413, DOCUMENT_TOO_LARGE_MESSAGE);
        upload = { fileName: cleanFileName(part.filename), bytes: Buffer.concat(chunks) };
      }
    }
  } catch (error) {
    if (isMultipartError(error, 'FST_REQ_FILE_TOO_LARGE')) {
      throw new UploadRefusedError(413, DOCUMENT_TOO_LARGE_MESSAGE);
    }
    if (error instanceof UploadRefusedError) throw error;
    if (error instanceof Error && 'code' in error && typeof error.code === 'string') {
      throw new UploadRefusedError(400, MALFORMED_UPLOAD_MESSAGE);
    }
    if (error instanceof Error && /unexpected end|malformed/i.test(error.message)) {
      throw new UploadRefusedError(400, MALFORMED_UPLOAD_MESSAGE);
    }
    throw error;
  }
  if (!upload || upload.bytes.length === 0) {
    throw new UploadRefusedError(400, NO_DOCUMENT_FILE_MESSAGE);
  }
  const format = await formatOf(upload.bytes);
  // A zip bomb is refused before mammoth expands it (and before storage sees it).
  if (format === 'docx' && !zipExpandsSafely(upload.bytes)) {
    throw new UploadRefusedError(400, DOCX_EXPANDS_MESSAGE);
  }
  const { contentText, textExtracted } = await documentText(upload.bytes, format);
  const storageKey = `guidance-documents/${randomUUID()}`;
  const { size } = await storage.putFile(storageKey, upload.bytes);
  return {
    fields,
    file: {
      // The extension follows the bytes, never the name sent ('x.exe' holding a PDF is x.pdf).
      fileName: withExtension(upload.fileName, format),
      format,
      mime: DOCUMENT_FORMAT_MIME[format],
      size,
      sha256: createHash('sha256').update(upload.bytes).digest('hex'),
      storageKey,
      contentText,
      textExtracted,
    },
  };
}

const MALFORMED_UPLOAD_MESSAGE = 'The upload was cut short or malformed. Please try again.';

function isMultipartError(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}
