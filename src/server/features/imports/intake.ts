import { randomUUID } from 'node:crypto';
import { Transform } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import {
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  importExtensionMessage,
  type ImportFormat,
} from '@/shared/imports/catalogue';
import { cleanFileName, extensionOf } from '@/server/lib/file-name';
import {
  hasTooManyZipEntries,
  xlsxOversizedPart,
  xlsxPartTooLargeMessage,
  zipDirectoryEntries,
} from '@/server/lib/zip-directory';
import type { Storage } from '@/server/storage/storage';
import { looksLikeZipBomb, readCentralDirectory } from './zip-guard';

export class ImportRefusedError extends Error {
  constructor(
    readonly statusCode: 400 | 413 | 415,
    message: string,
  ) {
    super(message);
    this.name = 'ImportRefusedError';
  }
}

export type ReceivedImportFile = {
  fileName: string;
  format: ImportFormat;
  size: number;
  storageKey: string;
};

/** Multipart limits: one file, one byte over 50 MB tells us it is too large. */
export const IMPORT_UPLOAD_LIMITS = {
  fileSize: IMPORT_MAX_BYTES + 1,
  files: 1,
  fields: 10,
  fieldSize: 64 * 1024,
  parts: 12,
};

/** A spreadsheet's central directory sits in its last bytes; more than this is not a spreadsheet. */
const TAIL_BYTES = 4 * 1024 * 1024;
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const BINARY_STARTS = [
  Buffer.from('%PDF-'),
  Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  Buffer.from([0xff, 0xd8, 0xff]),
  Buffer.from([0x1f, 0x8b]),
];

/** Counts the bytes (refusing past 50 MB while they stream), keeps the head and the tail. */
function watcher() {
  let size = 0;
  let head = Buffer.alloc(0);
  let tail: Buffer[] = [];
  let tailLength = 0;
  let tooLarge = false;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > IMPORT_MAX_BYTES) {
        // Dropped, not an error mid-stream: the caller refuses the file once the part ends.
        tooLarge = true;
        callback();
        return;
      }
      if (head.length < 4096) head = Buffer.concat([head, chunk.subarray(0, 4096 - head.length)]);
      tail.push(chunk);
      tailLength += chunk.length;
      while (tail.length > 1 && tailLength - tail[0]!.length >= TAIL_BYTES) {
        tailLength -= tail[0]!.length;
        tail = tail.slice(1);
      }
      callback(null, chunk);
    },
  });
  return {
    stream,
    result: () => {
      const all = Buffer.concat(tail);
      return { size, tooLarge, head, tail: all.subarray(Math.max(0, all.length - TAIL_BYTES)) };
    },
  };
}

/**
 * The format from the content alone: an OLE2 (.xls) file is refused with
 * the advice to save as .xlsx; a ZIP must be an Office package with
 * [Content_Types].xml and a workbook, and its declared sizes must not be a
 * zip bomb; other known binaries are refused; text starting with [ or { is
 * JSON, any other text CSV.
 */
export function sniffFormat(head: Buffer, tail: Buffer, size: number): ImportFormat {
  if (head.subarray(0, OLE2.length).equals(OLE2))
    throw new ImportRefusedError(415, IMPORT_MESSAGES.xls);
  if (head.subarray(0, ZIP.length).equals(ZIP)) {
    // Counted from the end records before the directory is read (105,000 entries cost
    // 16 s and 432 MB before they were refused: issue 27).
    if (hasTooManyZipEntries(tail, size))
      throw new ImportRefusedError(415, IMPORT_MESSAGES.zipEntries);
    const entries = readCentralDirectory(tail, size);
    if (!entries) throw new ImportRefusedError(415, IMPORT_MESSAGES.corrupt);
    const names = new Set(entries.map((e) => e.name));
    if (!names.has('[Content_Types].xml') || !names.has('xl/workbook.xml'))
      throw new ImportRefusedError(415, IMPORT_MESSAGES.type);
    // ExcelJS holds the shared strings (and styles, workbook) whole: refused from their
    // declared size here; counted again while inflating, since the size can lie (read-rows.ts).
    const oversized = xlsxOversizedPart(zipDirectoryEntries(tail, size) ?? []);
    if (oversized) throw new ImportRefusedError(415, xlsxPartTooLargeMessage(oversized));
    if (looksLikeZipBomb(entries)) throw new ImportRefusedError(415, IMPORT_MESSAGES.zipBomb);
    return 'xlsx';
  }
  if (BINARY_STARTS.some((magic) => head.subarray(0, magic.length).equals(magic)))
    throw new ImportRefusedError(415, IMPORT_MESSAGES.type);
  const text = head
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (text.startsWith('[') || text.startsWith('{')) return 'json';
  return 'csv';
}

/** The name must end as the content is: the format is never guessed from one alone. */
export function requireMatchingExtension(format: ImportFormat, fileName: string): void {
  const extension = extensionOf(fileName);
  if (extension !== format)
    throw new ImportRefusedError(415, importExtensionMessage(format, extension));
}

/**
 * Streams the one `file` part into storage (never whole in memory), checking
 * size and content on the way; collects the text fields. A refused file is
 * removed from storage.
 */
export async function receiveImportUpload(
  parts: AsyncIterable<Multipart>,
  storage: Storage,
): Promise<{ fields: Record<string, string>; file: ReceivedImportFile }> {
  const fields: Record<string, string> = {};
  let file: ReceivedImportFile | null = null;
  let storedKey: string | null = null;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      } else if (part.fieldname !== 'file' || file) {
        part.file.resume();
      } else {
        const storageKey = `imports/${randomUUID()}`;
        storedKey = storageKey;
        const watch = watcher();
        await storage.putFile(storageKey, part.file.pipe(watch.stream));
        const { size, tooLarge, head, tail } = watch.result();
        if (part.file.truncated || tooLarge)
          throw new ImportRefusedError(413, IMPORT_MESSAGES.tooLarge);
        if (size === 0) throw new ImportRefusedError(400, IMPORT_MESSAGES.noFile);
        const format = sniffFormat(head, tail, size);
        const fileName = cleanFileName(part.filename, 'import');
        requireMatchingExtension(format, fileName);
        file = { fileName, format, size, storageKey };
      }
    }
    if (!file) throw new ImportRefusedError(400, IMPORT_MESSAGES.noFile);
    return { fields, file };
  } catch (error) {
    if (storedKey) await storage.deleteFile(storedKey).catch(() => {});
    if (error instanceof ImportRefusedError) throw error;
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE')
      throw new ImportRefusedError(413, IMPORT_MESSAGES.tooLarge);
    if (error instanceof Error && 'code' in error && typeof error.code === 'string')
      throw new ImportRefusedError(400, 'The upload was cut short or malformed. Please try again.');
    if (error instanceof Error && /unexpected end|malformed/i.test(error.message))
      throw new ImportRefusedError(400, 'The upload was cut short or malformed. Please try again.');
    throw error;
  }
}
