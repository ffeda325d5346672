import { constants, deflateRawSync } from 'node:zlib';

/**
 * Malformed and hostile PDFs, made at test time so the repository holds none
 * of them: for upload tests (issue 27) and the property test over every upload
 * route. Every function returns the file's bytes; none needs a library.
 */

const MB = 1024 * 1024;

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
