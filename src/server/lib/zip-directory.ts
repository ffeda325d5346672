/**
 * How many entries a ZIP archive (DOCX, XLSX) holds, read from its end
 * records before any library opens it. JSZip and ExcelJS build an object per
 * entry: an archive of 105,000 tiny entries cost 16 s and 432 MB before it
 * was refused (issue 27), so such a file is refused from these few bytes.
 */

/** More parts than any real document or workbook has (a large .xlsx has a few hundred). */
export const ZIP_MAX_ENTRIES = 10_000;

const EOCD = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_EOCD = 0x06064b50;
const CENTRAL = 0x02014b50;

/** Where the end record starts in `tail` (22 bytes plus a comment of up to 65,535), or -1. */
function findEndRecord(tail: Buffer): number {
  for (let i = tail.length - 22; i >= Math.max(0, tail.length - 22 - 65_535); i--)
    if (tail.readUInt32LE(i) === EOCD) return i;
  return -1;
}

/**
 * Zip64: when the end record's 16-bit count (or its offset) is saturated, a locator right
 * before it points at the Zip64 end record, which holds the 64-bit values; null when either
 * is missing from `tail`.
 */
function readZip64End(
  tail: Buffer,
  eocd: number,
  tailStart: number,
): { total: bigint; cdOffset: number } | null {
  const locator = eocd - 20;
  if (locator < 0 || tail.readUInt32LE(locator) !== ZIP64_LOCATOR) return null;
  const at = Number(tail.readBigUInt64LE(locator + 8)) - tailStart;
  if (at < 0 || at + 56 > tail.length || tail.readUInt32LE(at) !== ZIP64_EOCD) return null;
  return { total: tail.readBigUInt64LE(at + 32), cdOffset: Number(tail.readBigUInt64LE(at + 48)) };
}

/**
 * The number of entries of the archive whose last `tail.length` bytes are
 * `tail` (the whole file, or its end when only that is kept), or null when no
 * end record is found. The count is the larger of what the end record (or the
 * Zip64 one it points to) declares and the central headers actually found
 * (counted up to `stopAfter`), because some writers store the count modulo
 * 65,536 and some readers then read every header anyway.
 */
export function zipEntryCount(
  tail: Buffer,
  fileSize = tail.length,
  stopAfter = ZIP_MAX_ENTRIES + 1,
): number | null {
  const tailStart = fileSize - tail.length;
  const eocd = findEndRecord(tail);
  if (eocd < 0) return null;
  let declared = tail.readUInt16LE(eocd + 10);
  let cdOffset = tail.readUInt32LE(eocd + 16);
  if (declared === 0xffff || cdOffset === 0xffffffff) {
    const zip64 = readZip64End(tail, eocd, tailStart);
    if (!zip64) return declared;
    declared =
      zip64.total > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(zip64.total);
    cdOffset = zip64.cdOffset;
  }
  // Walk the central headers that are really there (bounded by stopAfter).
  let found = 0;
  let p = cdOffset - tailStart;
  while (found < stopAfter && p >= 0 && p + 46 <= tail.length && tail.readUInt32LE(p) === CENTRAL) {
    found++;
    p += 46 + tail.readUInt16LE(p + 28) + tail.readUInt16LE(p + 30) + tail.readUInt16LE(p + 32);
  }
  return Math.max(declared, found);
}

/** True when the archive declares (or holds) more entries than ZIP_MAX_ENTRIES. */
export function hasTooManyZipEntries(tail: Buffer, fileSize = tail.length): boolean {
  return (zipEntryCount(tail, fileSize) ?? 0) > ZIP_MAX_ENTRIES;
}

/** One entry of the central directory, with the sizes it declares (Zip64 extra field read). */
export type ZipDirectoryEntry = { name: string; compressedSize: number; uncompressedSize: number };

/**
 * The entries the central directory lists (at most `max`, default
 * ZIP_MAX_ENTRIES), with their declared sizes, or null when no end record or
 * no complete directory is in `tail`. The sizes are what the archive says: a
 * streaming reader (unzipper, used by ExcelJS) reads the local headers and
 * inflates until the data ends, so they can lie; readers must still count
 * the bytes they inflate (src/server/lib/xlsx.ts).
 */
export function zipDirectoryEntries(
  tail: Buffer,
  fileSize = tail.length,
  max = ZIP_MAX_ENTRIES,
): ZipDirectoryEntry[] | null {
  const tailStart = fileSize - tail.length;
  const eocd = findEndRecord(tail);
  if (eocd < 0) return null;
  let count = tail.readUInt16LE(eocd + 10);
  let cdOffset = tail.readUInt32LE(eocd + 16);
  if (count === 0xffff || cdOffset === 0xffffffff) {
    const zip64 = readZip64End(tail, eocd, tailStart);
    if (!zip64) return null;
    count = Number(BigInt.asUintN(32, zip64.total));
    cdOffset = zip64.cdOffset;
  }
  const entries: ZipDirectoryEntry[] = [];
  let p = cdOffset - tailStart;
  for (let n = 0; n < Math.min(count, max); n++) {
    if (p < 0 || p + 46 > tail.length || tail.readUInt32LE(p) !== CENTRAL) return null;
    let compressedSize = tail.readUInt32LE(p + 20);
    let uncompressedSize = tail.readUInt32LE(p + 24);
    const nameLength = tail.readUInt16LE(p + 28);
    const extraLength = tail.readUInt16LE(p + 30);
    const commentLength = tail.readUInt16LE(p + 32);
    if (p + 46 + nameLength + extraLength > tail.length) return null;
    const name = tail.toString('utf8', p + 46, p + 46 + nameLength);
    // Zip64: a saturated size is in the extra field 0x0001 (uncompressed first, then compressed).
    if (uncompressedSize === 0xffffffff || compressedSize === 0xffffffff) {
      let x = p + 46 + nameLength;
      const end = x + extraLength;
      while (x + 4 <= end) {
        const id = tail.readUInt16LE(x);
        const size = tail.readUInt16LE(x + 2);
        if (id === 0x0001) {
          let f = x + 4;
          const big = (at: number) => {
            const value = tail.readBigUInt64LE(at);
            return value > BigInt(Number.MAX_SAFE_INTEGER)
              ? Number.MAX_SAFE_INTEGER
              : Number(value);
          };
          if (uncompressedSize === 0xffffffff && f + 8 <= x + 4 + size) {
            uncompressedSize = big(f);
            f += 8;
          }
          if (compressedSize === 0xffffffff && f + 8 <= x + 4 + size) compressedSize = big(f);
          break;
        }
        x += 4 + size;
      }
    }
    entries.push({ name, compressedSize, uncompressedSize });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * The parts ExcelJS's streaming reader holds whole in memory while it reads a
 * workbook (the shared strings as an array of every string, the styles, the
 * workbook and its relationships). Worksheets are read row by row and other
 * parts (images, drawings, pivot caches) are skipped, so they are not listed.
 */
export const XLSX_HELD_PARTS: ReadonlySet<string> = new Set([
  'xl/sharedStrings.xml',
  'xl/styles.xml',
  'xl/workbook.xml',
  'xl/_rels/workbook.xml.rels',
  '_rels/.rels',
]);

/**
 * The most a held part may unpack to. A 100,000-row tracker with three unique
 * text columns (6.7 MB file) has 12.5 MB of shared strings, so 64 MB is about
 * 500,000 such rows. 64 MB of shared-strings XML measured 110-130 MB of heap
 * kept and 140-200 MB at the peak while read (13.4 million empty strings, 3.3
 * million short ones, 1.7 million of 25 characters), inside the 384 MB heap.
 */
export const XLSX_MAX_HELD_PART_BYTES = 64 * 1024 * 1024;

const PART_LABELS: Record<string, string> = {
  'xl/sharedStrings.xml': 'text table (xl/sharedStrings.xml)',
  'xl/styles.xml': 'styles (xl/styles.xml)',
};

/** The message for a workbook whose held `part` unpacks past XLSX_MAX_HELD_PART_BYTES. */
export function xlsxPartTooLargeMessage(part: string): string {
  const label = PART_LABELS[part] ?? `part ${part}`;
  return `This .xlsx file's ${label} unpacks to more than ${XLSX_MAX_HELD_PART_BYTES / 1024 / 1024} MB, more than an import can hold in memory, so it was refused. Save the sheet as CSV (CSV UTF-8) or split it into smaller workbooks, and upload that.`;
}

/** The first held part whose declared size is past XLSX_MAX_HELD_PART_BYTES, or null. */
export function xlsxOversizedPart(entries: readonly ZipDirectoryEntry[]): string | null {
  for (const entry of entries)
    if (XLSX_HELD_PARTS.has(entry.name) && entry.uncompressedSize > XLSX_MAX_HELD_PART_BYTES)
      return entry.name;
  return null;
}

export const ZIP_TOO_MANY_ENTRIES_MESSAGE = `This file holds more than ${ZIP_MAX_ENTRIES.toLocaleString('en-GB')} parts, far more than any real document or spreadsheet, so it was refused.`;
