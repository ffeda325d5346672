import { inflateRawSync } from 'node:zlib';

/**
 * Zip-bomb guard for DOCX packages, run before mammoth reads one: a DOCX of
 * at most 10 MB could otherwise expand to gigabytes in memory.
 *
 * 1. The central directory (read here, no library) declares each entry's
 *    compressed and uncompressed size: a package declaring more than
 *    ZIP_MAX_UNCOMPRESSED bytes in all, or (past ZIP_RATIO_FLOOR bytes)
 *    expanding more than ZIP_MAX_RATIO times, is refused.
 * 2. A declared size can lie, so every deflated entry is then inflated with
 *    zlib's maxOutputLength set to its declared size: an entry that inflates
 *    past what it declared is refused, and memory never exceeds the limit.
 * Zip64 packages (a DOCX never needs one) and unreadable directories are refused.
 */
export const ZIP_MAX_UNCOMPRESSED = 100 * 1024 * 1024;
export const ZIP_MAX_RATIO = 100;
export const ZIP_RATIO_FLOOR = 10 * 1024 * 1024;

type ZipEntry = {
  name: string;
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localOffset: number;
};

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const ZIP64_MARK = 0xffffffff;

/** The entries of the central directory, or null when it cannot be read (or is Zip64). */
export function readZipEntries(bytes: Buffer): ZipEntry[] | null {
  if (bytes.length < 22) return null;
  let eocd = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i--) {
    if (bytes.readUInt32LE(i) === EOCD_SIGNATURE) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return null;
  const total = bytes.readUInt16LE(eocd + 10);
  const offset = bytes.readUInt32LE(eocd + 16);
  if (total === 0xffff || offset === ZIP64_MARK) return null;
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let n = 0; n < total; n++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL_SIGNATURE) return null;
    const nameLength = bytes.readUInt16LE(at + 28);
    const entry = {
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      uncompressedSize: bytes.readUInt32LE(at + 24),
      localOffset: bytes.readUInt32LE(at + 42),
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
    };
    if (
      entry.compressedSize === ZIP64_MARK ||
      entry.uncompressedSize === ZIP64_MARK ||
      entry.localOffset === ZIP64_MARK
    ) {
      return null;
    }
    entries.push(entry);
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return entries;
}

/** The entry's compressed bytes (after its local header), or null if out of bounds. */
function entryData(bytes: Buffer, entry: ZipEntry): Buffer | null {
  const at = entry.localOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_SIGNATURE) return null;
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const end = start + entry.compressedSize;
  return end > bytes.length ? null : bytes.subarray(start, end);
}

/**
 * True when the package is safe to expand: declared sizes within the limits,
 * and every entry inflating to no more than it declared.
 */
export function zipExpandsSafely(bytes: Buffer): boolean {
  const entries = readZipEntries(bytes);
  if (!entries) return false;
  let uncompressed = 0;
  let compressed = 0;
  for (const entry of entries) {
    uncompressed += entry.uncompressedSize;
    compressed += entry.compressedSize;
  }
  if (uncompressed > ZIP_MAX_UNCOMPRESSED) return false;
  if (uncompressed > ZIP_RATIO_FLOOR && uncompressed > compressed * ZIP_MAX_RATIO) return false;
  for (const entry of entries) {
    if (entry.method === 0) {
      if (entry.compressedSize !== entry.uncompressedSize) return false;
      continue;
    }
    // Other methods are not read by mammoth (it finds no text): nothing expands.
    if (entry.method !== 8) continue;
    const data = entryData(bytes, entry);
    if (!data) return false;
    try {
      const out = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
      if (out.length !== entry.uncompressedSize) return false;
    } catch {
      // Past maxOutputLength (the entry lied about its size) or corrupt.
      return false;
    }
  }
  return true;
}
