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
  // The end record is 22 bytes plus a comment of up to 65,535.
  let eocd = -1;
  for (let i = tail.length - 22; i >= Math.max(0, tail.length - 22 - 65_535); i--) {
    if (tail.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  let declared = tail.readUInt16LE(eocd + 10);
  let cdOffset = tail.readUInt32LE(eocd + 16);
  // Zip64: the 16-bit count (or the offset) is saturated and a locator right before the
  // end record points at the Zip64 end record, which holds 64-bit values.
  if (declared === 0xffff || cdOffset === 0xffffffff) {
    const locator = eocd - 20;
    if (locator < 0 || tail.readUInt32LE(locator) !== ZIP64_LOCATOR) return declared;
    const at = Number(tail.readBigUInt64LE(locator + 8)) - tailStart;
    if (at < 0 || at + 56 > tail.length || tail.readUInt32LE(at) !== ZIP64_EOCD) return declared;
    const total = tail.readBigUInt64LE(at + 32);
    declared = total > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(total);
    cdOffset = Number(tail.readBigUInt64LE(at + 48));
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

export const ZIP_TOO_MANY_ENTRIES_MESSAGE = `This file holds more than ${ZIP_MAX_ENTRIES.toLocaleString('en-GB')} parts, far more than any real document or spreadsheet, so it was refused.`;
