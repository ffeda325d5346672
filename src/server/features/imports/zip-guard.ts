import { IMPORT_MAX_UNZIPPED_BYTES, IMPORT_MAX_ZIP_RATIO } from '@/shared/imports/catalogue';

export type ZipEntry = { name: string; compressed: number; uncompressed: number };

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;

/**
 * The entries of a ZIP file's central directory, read from the file's last
 * bytes (`tail`, the final `tail.length` bytes of a file of `fileSize`
 * bytes). Null when there is no readable directory in the tail: not a ZIP,
 * cut short, ZIP64, or a directory too large to be a spreadsheet's.
 */
export function readCentralDirectory(tail: Buffer, fileSize: number): ZipEntry[] | null {
  const tailStart = fileSize - tail.length;
  // The end record is 22 bytes plus a comment of up to 65,535.
  for (let i = tail.length - 22; i >= Math.max(0, tail.length - 22 - 65_535); i--) {
    if (tail.readUInt32LE(i) !== EOCD) continue;
    const count = tail.readUInt16LE(i + 10);
    const cdSize = tail.readUInt32LE(i + 12);
    const cdOffset = tail.readUInt32LE(i + 16);
    if (count === 0xffff || cdSize === 0xffffffff || cdOffset === 0xffffffff) return null;
    let p = cdOffset - tailStart;
    if (p < 0 || p + cdSize > tail.length) return null;
    const entries: ZipEntry[] = [];
    for (let n = 0; n < count; n++) {
      if (p + 46 > tail.length || tail.readUInt32LE(p) !== CENTRAL) return null;
      const compressed = tail.readUInt32LE(p + 20);
      const uncompressed = tail.readUInt32LE(p + 24);
      const nameLength = tail.readUInt16LE(p + 28);
      const extraLength = tail.readUInt16LE(p + 30);
      const commentLength = tail.readUInt16LE(p + 32);
      if (compressed === 0xffffffff || uncompressed === 0xffffffff) return null;
      const name = tail.toString('utf8', p + 46, p + 46 + nameLength);
      entries.push({ name, compressed, uncompressed });
      p += 46 + nameLength + extraLength + commentLength;
    }
    return entries;
  }
  return null;
}

/**
 * Whether the declared sizes could be a zip bomb: more than the total an
 * import may unpack to, or a large part compressed beyond any real sheet.
 * A directory can lie about sizes; the reader then still stops at its row and
 * cell limits (read-rows.ts), but does not count unpacked bytes (docs/imports.md).
 */
export function looksLikeZipBomb(entries: readonly ZipEntry[]): boolean {
  let total = 0;
  for (const entry of entries) {
    total += entry.uncompressed;
    if (
      entry.uncompressed > 10 * 1024 * 1024 &&
      entry.uncompressed / Math.max(1, entry.compressed) > IMPORT_MAX_ZIP_RATIO
    )
      return true;
  }
  return total > IMPORT_MAX_UNZIPPED_BYTES;
}
