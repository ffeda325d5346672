import { crc32, deflateRawSync } from 'node:zlib';

/** ZIP archives written by hand, the container of the hostile DOCX and XLSX files. */

export type ZipPart = { name: string; data: Buffer | string; deflate?: boolean };

export type ZipOptions = {
  /** Adds the Zip64 end records (needed past 65,535 entries). */
  zip64?: boolean;
  /** Replaces the count the end records declare (the classic record keeps its low 16 bits). */
  declaredCount?: number;
  /** Moves where the end record says the central directory starts. */
  directoryOffsetShift?: number;
  /** Sets the general-purpose flag that says the names are UTF-8. */
  utf8Names?: boolean;
  /** The MS-DOS time and date every entry carries (0 unless given). */
  dosDateTime?: number;
  /** zlib's compression level for deflated parts (its default unless given). */
  level?: number;
};

type Written = { local: Buffer[]; central: Buffer[]; size: number };

/** One part's local header, name and data, and its central directory record. */
function writePart(part: ZipPart, offset: number, options: ZipOptions): Written {
  const raw = typeof part.data === 'string' ? Buffer.from(part.data) : part.data;
  const level = options.level === undefined ? {} : { level: options.level };
  const data = part.deflate ? deflateRawSync(raw, level) : raw;
  const name = Buffer.from(part.name);
  const crc = crc32(raw);
  const flags = options.utf8Names ? 0x0800 : 0;
  const method = part.deflate ? 8 : 0;
  const stamp = options.dosDateTime ?? 0;
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(flags, 6);
  local.writeUInt16LE(method, 8);
  local.writeUInt32LE(stamp, 10);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(raw.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(flags, 8);
  central.writeUInt16LE(method, 10);
  central.writeUInt32LE(stamp, 12);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(raw.length, 24);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE(offset, 42);
  return {
    local: [local, name, data],
    central: [central, name],
    size: 30 + name.length + data.length,
  };
}

/** The Zip64 end record and its locator, which the classic end record then defers to. */
function zip64Records(count: number, directoryLength: number, offset: number): Buffer[] {
  const record = Buffer.alloc(56);
  record.writeUInt32LE(0x06064b50, 0);
  record.writeBigUInt64LE(44n, 4);
  record.writeUInt16LE(45, 12);
  record.writeUInt16LE(45, 14);
  record.writeBigUInt64LE(BigInt(count), 24);
  record.writeBigUInt64LE(BigInt(count), 32);
  record.writeBigUInt64LE(BigInt(directoryLength), 40);
  record.writeBigUInt64LE(BigInt(offset), 48);
  const locator = Buffer.alloc(20);
  locator.writeUInt32LE(0x07064b50, 0);
  locator.writeBigUInt64LE(BigInt(offset + directoryLength), 8);
  locator.writeUInt32LE(1, 16);
  return [record, locator];
}

/**
 * A ZIP archive written by hand (so counts, sizes and offsets can lie). Both the hostile
 * files and the hostile corpus build their archives here.
 */
export function zipOf(parts: ZipPart[], options: ZipOptions = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const written = writePart(part, offset, options);
    locals.push(...written.local);
    centrals.push(...written.central);
    offset += written.size;
  }
  const directory = Buffer.concat(centrals);
  const count = options.declaredCount ?? parts.length;
  const tail = options.zip64 ? zip64Records(count, directory.length, offset) : [];
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(options.zip64 ? 0xffff : count & 0xffff, 8);
  end.writeUInt16LE(options.zip64 ? 0xffff : count & 0xffff, 10);
  end.writeUInt32LE(options.zip64 ? 0xffffffff : directory.length, 12);
  const directoryOffset = (offset + (options.directoryOffsetShift ?? 0)) >>> 0;
  end.writeUInt32LE(options.zip64 ? 0xffffffff : directoryOffset, 16);
  return Buffer.concat([...locals, directory, ...tail, end]);
}
