import { crc32, deflateSync } from 'node:zlib';

/** Hostile PNG and JPEG files: decompression bombs and broken headers. */

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A PNG declaring width x height pixels (default 50,000 square: 10 GB once
 * decoded) with only a few rows of data: a decompression bomb for image readers.
 */
export function pngHugeDimensions(width = 50_000, height = 50_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(Buffer.alloc(width * 3 + 1))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG signature and header whose chunk checksum is wrong, then nothing. */
export function pngBadChecksum(): Buffer {
  const png = pngHugeDimensions(1, 1);
  png.writeUInt32BE(0xdeadbeef, 8 + 8 + 13);
  return png.subarray(0, 8 + 25);
}

/** A JPEG that starts right (SOI, APP0) and stops in its first segment. */
export function jpegTruncated(): Buffer {
  return Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]);
}

/** A JPEG whose frame header declares 65,535 x 65,535 pixels over no scan data. */
export function jpegHugeDimensions(): Buffer {
  const frame = [0xff, 0xc0, 0x00, 0x11, 0x08, 0xff, 0xff, 0xff, 0xff, 0x03];
  for (let c = 1; c <= 3; c++) frame.push(c, 0x11, 0x00);
  return Buffer.from([0xff, 0xd8, ...frame, 0xff, 0xd9]);
}
