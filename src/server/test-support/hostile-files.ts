import { constants, crc32, deflateRawSync, deflateSync } from 'node:zlib';

/**
 * Malformed and hostile files, made at test time so the repository holds none
 * of them: for upload tests (issue 27) and the property test over every upload
 * route. Every function returns the file's bytes; none needs a library.
 */

const MB = 1024 * 1024;

// ---------------------------------------------------------------- PDF

/** A PDF from object bodies (object n is objects[n - 1]), with a correct xref table. */
export function pdfFromObjects(objects: Array<string | Buffer>): Buffer {
  const parts = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    const part = Buffer.concat([
      Buffer.from(`${index + 1} 0 obj\n`),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n'),
    ]);
    parts.push(part);
    length += part.length;
  });
  const xref =
    `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
    offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('') +
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  parts.push(Buffer.from(xref));
  return Buffer.concat(parts);
}

const pdfStream = (dictionary: string, data: Buffer) =>
  Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`),
    data,
    Buffer.from('\nendstream'),
  ]);

/** A one-page PDF whose page content is `content` (optionally already deflated). */
function onePagePdf(content: Buffer, deflated = false): Buffer {
  return pdfFromObjects([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    pdfStream(deflated ? '/Filter /FlateDecode' : '', content),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]);
}

/** A small, valid PDF with `text` on its page (no font files: Helvetica is built in). */
export function plainPdf(text: string): Buffer {
  const escaped = text.replace(/[\\()]/g, (c) => `\\${c}`);
  return onePagePdf(Buffer.from(`BT /F1 12 Tf 72 720 Td (${escaped}) Tj ET`));
}

/**
 * About `bytes` of PDF declaring one empty page per 101 bytes (103,000 pages at
 * 10 MB): pdf.js builds an object per page, and a 10 MB one took a server
 * with a 384 MB heap past its limit (issue 27).
 */
export function pdfWithManyPages(bytes = 10 * MB - 4096): Buffer {
  const pages = Math.floor(bytes / 101);
  const kids: string[] = [];
  for (let i = 0; i < pages; i++) kids.push(`${i + 3} 0 R`);
  const objects: string[] = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pages} >>`,
  ];
  for (let i = 0; i < pages; i++)
    objects.push('<< /Type /Page /Parent 2 0 R /MediaBox [0 0 1 1] >>');
  return pdfFromObjects(objects);
}

/**
 * A PDF whose page content is a deflate bomb: `expandedBytes` of text
 * operators in a small stream (200 MB expanded is about 300 KB; read in
 * process it held 500 MB outside the V8 heap for 22 s). Made without holding
 * the expanded bytes: one 64 KB block, compressed with a full flush (which
 * resets the dictionary, so copies of it one after another are a valid
 * deflate stream), repeated, then the end block and the checksum.
 */
export function pdfDeflateBomb(expandedBytes = 200 * MB): Buffer {
  const operator = Buffer.from('(a)Tj ');
  const block = Buffer.alloc(operator.length * 10_922);
  for (let i = 0; i < block.length; i += operator.length) operator.copy(block, i);
  const start = Buffer.from('BT /F1 12 Tf ');
  const copies = Math.max(1, Math.floor(expandedBytes / block.length));
  const flush = { finishFlush: constants.Z_FULL_FLUSH };
  const pieces = [Buffer.from([0x78, 0x9c]), deflateRawSync(start, flush)];
  const compressedBlock = deflateRawSync(block, flush);
  for (let i = 0; i < copies; i++) pieces.push(compressedBlock);
  pieces.push(deflateRawSync(Buffer.alloc(0)));
  // Adler-32 of everything expanded, without expanding it: a block of length L with byte
  // sum S and weighted sum W = sum of (L - i) * byte[i] moves (a, b) to (a + S, b + L*a + W).
  const M = 65521;
  let a = 1;
  let b = 0;
  const append = (bytes: Buffer, times = 1) => {
    let sum = 0;
    let weighted = 0;
    bytes.forEach((byte, i) => {
      sum = (sum + byte) % M;
      weighted = (weighted + (bytes.length - i) * byte) % M;
    });
    for (let n = 0; n < times; n++) {
      b = (b + (bytes.length % M) * a + weighted) % M;
      a = (a + sum) % M;
    }
  };
  append(start);
  append(block, copies);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(((b << 16) | a) >>> 0, 0);
  pieces.push(checksum);
  return onePagePdf(Buffer.concat(pieces), true);
}

/** A page content of `depth` nested arrays (recursive parsers overflow their stack). */
export function pdfDeeplyNested(depth = 1_000_000): Buffer {
  return onePagePdf(Buffer.from('['.repeat(depth) + ']'.repeat(depth)));
}

/** A PDF cut off in the middle: header, half an object, no xref, no trailer. */
export function pdfTruncated(): Buffer {
  return plainPdf('cut short').subarray(0, 60);
}

/** An xref whose trailer points at itself as the catalogue, and a /Prev loop. */
export function pdfLoopingXref(): Buffer {
  const body = '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 1 0 R >>\nendobj\n';
  const xrefAt = body.length;
  return Buffer.from(
    `${body}xref\n0 2\n0000000000 65535 f \n0000000009 00000 n \n` +
      `trailer\n<< /Size 2 /Root 1 0 R /Prev ${xrefAt} >>\nstartxref\n${xrefAt}\n%%EOF\n`,
  );
}

// ---------------------------------------------------------------- ZIP (DOCX, XLSX)

export type ZipPart = { name: string; data: Buffer | string; deflate?: boolean };

/**
 * A ZIP archive written by hand (so counts and sizes can lie). `zip64` adds
 * the Zip64 end records (needed past 65,535 entries); `declaredCount` replaces
 * the count the end records declare.
 */
export function zipOf(
  parts: ZipPart[],
  options: { zip64?: boolean; declaredCount?: number } = {},
): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const raw = typeof part.data === 'string' ? Buffer.from(part.data) : part.data;
    const data = part.deflate ? deflateRawSync(raw) : raw;
    const name = Buffer.from(part.name);
    const crc = crc32(raw);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(part.deflate ? 8 : 0, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(part.deflate ? 8 : 0, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += 30 + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const count = options.declaredCount ?? parts.length;
  const tail: Buffer[] = [];
  if (options.zip64) {
    const record = Buffer.alloc(56);
    record.writeUInt32LE(0x06064b50, 0);
    record.writeBigUInt64LE(44n, 4);
    record.writeUInt16LE(45, 12);
    record.writeUInt16LE(45, 14);
    record.writeBigUInt64LE(BigInt(count), 24);
    record.writeBigUInt64LE(BigInt(count), 32);
    record.writeBigUInt64LE(BigInt(directory.length), 40);
    record.writeBigUInt64LE(BigInt(offset), 48);
    const locator = Buffer.alloc(20);
    locator.writeUInt32LE(0x07064b50, 0);
    locator.writeBigUInt64LE(BigInt(offset + directory.length), 8);
    locator.writeUInt32LE(1, 16);
    tail.push(record, locator);
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(options.zip64 ? 0xffff : count & 0xffff, 8);
  end.writeUInt16LE(options.zip64 ? 0xffff : count & 0xffff, 10);
  end.writeUInt32LE(options.zip64 ? 0xffffffff : directory.length, 12);
  end.writeUInt32LE(options.zip64 ? 0xffffffff : offset, 16);
  return Buffer.concat([...locals, directory, ...tail, end]);
}

const CONTENT_TYPES =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/></Types>';

/** The smallest parts an .xlsx needs to be recognised as one. */
export const XLSX_PARTS: ZipPart[] = [
  { name: '[Content_Types].xml', data: CONTENT_TYPES },
  { name: 'xl/workbook.xml', data: '<workbook/>' },
];

/** The smallest parts a .docx needs to be recognised as one, with `text` in its body. */
export const docxParts = (text = 'hello'): ZipPart[] => [
  { name: '[Content_Types].xml', data: CONTENT_TYPES },
  {
    name: 'word/document.xml',
    data: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
    deflate: true,
  },
];

/** `count` tiny extra entries (names n0, n1, ...), for archives with too many parts. */
export function tinyEntries(count: number): ZipPart[] {
  const parts: ZipPart[] = [];
  for (let i = 0; i < count; i++) parts.push({ name: `n${i}`, data: '' });
  return parts;
}

/** An .xlsx of `entries` parts in all (Zip64 end records past 65,535): 105,000 took 16 s and 432 MB. */
export function xlsxWithManyEntries(entries = 20_000): Buffer {
  return zipOf([...XLSX_PARTS, ...tinyEntries(entries - XLSX_PARTS.length)], {
    zip64: entries > 0xfffe,
  });
}

/** A .docx of `entries` parts in all. */
export function docxWithManyEntries(entries = 20_000): Buffer {
  const parts = docxParts();
  return zipOf([...parts, ...tinyEntries(entries - parts.length)], { zip64: entries > 0xfffe });
}

/** A .docx whose document.xml is `expandedBytes` of zeros (a zip bomb: 200 MB is 200 KB). */
export function docxZipBomb(expandedBytes = 200 * MB): Buffer {
  const [types] = docxParts();
  return zipOf([
    types!,
    { name: 'word/document.xml', data: Buffer.alloc(expandedBytes), deflate: true },
  ]);
}

/** A .docx whose body is `depth` nested elements (recursive XML walkers overflow). */
export function docxDeeplyNested(depth = 200_000): Buffer {
  const [types] = docxParts();
  const xml = `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${'<w:p>'.repeat(depth)}${'</w:p>'.repeat(depth)}</w:body></w:document>`;
  return zipOf([types!, { name: 'word/document.xml', data: xml, deflate: true }]);
}

/** An .xlsx whose shared strings are `count` distinct strings (a cache that fills the heap). */
export function xlsxManySharedStrings(count = 1_000_000): Buffer {
  const items: string[] = [];
  for (let i = 0; i < count; i++) items.push(`<si><t>s${i}</t></si>`);
  return zipOf([
    ...XLSX_PARTS,
    {
      name: 'xl/sharedStrings.xml',
      data: `<sst count="${count}" uniqueCount="${count}">${items.join('')}</sst>`,
      deflate: true,
    },
  ]);
}

/** The first `bytes` of a valid archive: no end record, no central directory. */
export function zipTruncated(bytes = 40): Buffer {
  return zipOf(XLSX_PARTS).subarray(0, bytes);
}

// ---------------------------------------------------------------- images

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
