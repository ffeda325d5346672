import { crc32, deflateSync } from 'node:zlib';
import { pseudoRandomBytes, type HostileFile } from './hostile-file';

/** Malformed PNG, JPEG, GIF and WebP files: huge declared sizes, bad checksums, EXIF loops. */

function pngChunk(type: string, data: Buffer) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** An RGB PNG whose header says width x height, with `pixels` of real image data. */
export function png(width: number, height: number, pixels: Buffer = Buffer.from([0, 200, 40, 40])) {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // RGB
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const JPEG_SOF = (width: number, height: number) =>
  Buffer.from([
    0xff,
    0xc0,
    0x00,
    0x11,
    0x08,
    height >> 8,
    height & 0xff,
    width >> 8,
    width & 0xff,
    0x03,
    0x01,
    0x22,
    0x00,
    0x02,
    0x11,
    0x01,
    0x03,
    0x11,
    0x01,
  ]);
const JPEG_START = Buffer.from([
  0xff,
  0xd8,
  0xff,
  0xe0,
  0x00,
  0x10,
  ...Buffer.from('JFIF\0'),
  1,
  1,
  0,
  0,
  1,
  0,
  1,
  0,
  0,
]);

/** EXIF whose first directory says it has 65,535 entries and names itself as the next one. */
function exifLoop() {
  const tiff = Buffer.alloc(32);
  tiff.write('II*\0', 0, 'latin1');
  tiff.writeUInt32LE(8, 4); // IFD0 at 8
  tiff.writeUInt16LE(0xffff, 8); // 65,535 entries
  tiff.writeUInt16LE(0x8825, 10); // GPS IFD pointer tag...
  tiff.writeUInt16LE(4, 12); // ...LONG
  tiff.writeUInt32LE(1, 14);
  tiff.writeUInt32LE(8, 18); // ...pointing back at IFD0
  tiff.writeUInt32LE(8, 22); // next IFD: itself
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const head = Buffer.from([0xff, 0xe1, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    head,
    payload,
    JPEG_SOF(1, 1),
    Buffer.from([0xff, 0xd9]),
  ]);
}

export function malformedImages(): HostileFile[] {
  const good = png(1, 1);
  const badCrc = Buffer.from(good);
  badCrc.writeUInt32BE(0, 8 + 8 + 13); // the IHDR's CRC
  const badHeader = Buffer.from(good);
  badHeader[1] = 0x51;
  return [
    { name: 'png-bad-signature', fileName: 'bad-header.png', bytes: badHeader },
    { name: 'png-bad-crc', fileName: 'bad-crc.png', bytes: badCrc },
    { name: 'png-truncated', fileName: 'truncated.png', bytes: good.subarray(0, 30) },
    { name: 'png-100000x100000', fileName: 'huge.png', bytes: png(100_000, 100_000) },
    { name: 'png-2147483647x1', fileName: 'wide.png', bytes: png(0x7fff_ffff, 1) },
    {
      name: 'jpeg-truncated',
      fileName: 'truncated.jpg',
      bytes: Buffer.concat([JPEG_START, JPEG_SOF(640, 480).subarray(0, 9)]),
    },
    {
      name: 'jpeg-65535x65535',
      fileName: 'huge.jpg',
      bytes: Buffer.concat([JPEG_START, JPEG_SOF(65_535, 65_535), Buffer.from([0xff, 0xd9])]),
    },
    { name: 'jpeg-exif-loop', fileName: 'exif-loop.jpg', bytes: exifLoop() },
    {
      name: 'gif-65535x65535-truncated',
      fileName: 'huge.gif',
      bytes: Buffer.concat([
        Buffer.from('GIF89a', 'latin1'),
        Buffer.from([0xff, 0xff, 0xff, 0xff, 0xf7, 0, 0]),
      ]),
    },
    {
      name: 'webp-lying-riff-size',
      fileName: 'bad.webp',
      bytes: Buffer.concat([
        Buffer.from('RIFF', 'latin1'),
        Buffer.from([0xff, 0xff, 0xff, 0xff]),
        Buffer.from('WEBPVP8 ', 'latin1'),
        Buffer.from([0xff, 0xff, 0xff, 0x7f]),
        pseudoRandomBytes(64, 5),
      ]),
    },
  ];
}
