import { crc32, deflateRawSync, deflateSync } from 'node:zlib';

/**
 * Malformed PDF, DOCX, XLSX, CSV and image files for the hostile corpus
 * (hostile-corpus.ts, issue 27 point 12), made at test time so the repository
 * holds none of them. Each is small on the wire (well under every upload
 * limit) and lies about itself: a declared length, entry count or image size
 * far beyond its bytes, a structure that loops or nests without end, or a
 * compressed part that expands a thousandfold. No library is needed.
 */

export type HostileFile = {
  name: string;
  /** The name it is uploaded under; the extension is what the server is told. */
  fileName: string;
  bytes: Buffer;
};

const latin1 = (text: string) => Buffer.from(text, 'latin1');

// ---------------------------------------------------------------------------------------- PDF

/** A PDF from object bodies (object n is objects[n - 1]) with a correct cross-reference table. */
export function pdfOf(objects: (string | Buffer)[], trailerExtra = ''): Buffer {
  const parts: Buffer[] = [latin1('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(length);
    const part = Buffer.concat([
      latin1(`${index + 1} 0 obj\n`),
      typeof body === 'string' ? latin1(body) : body,
      latin1('\nendobj\n'),
    ]);
    parts.push(part);
    length += part.length;
  });
  parts.push(
    latin1(
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
        offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('') +
        `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R ${trailerExtra}>>\nstartxref\n${length}\n%%EOF\n`,
    ),
  );
  return Buffer.concat(parts);
}

const stream = (dictionary: string, data: Buffer) =>
  Buffer.concat([
    latin1(`<< ${dictionary} /Length ${data.length} >>\nstream\n`),
    data,
    latin1('\nendstream'),
  ]);

const PAGE_OBJECTS = [
  '<< /Type /Catalog /Pages 2 0 R >>',
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
];
const FONT = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>';

/** A small, well-formed one-page PDF saying `text`. */
export function plainPdf(text: string): Buffer {
  return pdfOf([
    ...PAGE_OBJECTS,
    stream('', latin1(`BT /F1 12 Tf 72 720 Td (${text}) Tj ET`)),
    FONT,
  ]);
}

function malformedPdfs(): HostileFile[] {
  const good = plainPdf('Hostile corpus');
  const bomb = deflateSync(Buffer.alloc(32 * 1024 * 1024, 0x20), { level: 9 });
  return [
    { name: 'pdf-truncated', fileName: 'truncated.pdf', bytes: good.subarray(0, good.length >> 1) },
    { name: 'pdf-header-only', fileName: 'header.pdf', bytes: latin1('%PDF-1.7\n') },
    {
      name: 'pdf-huge-declared-length',
      fileName: 'huge-length.pdf',
      bytes: latin1(
        '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n' +
          '2 0 obj\n<< /Length 99999999999 >>\nstream\nBT (x) Tj ET\nendstream\nendobj\n' +
          'xref\n0 3\n0000000000 65535 f \n9999999999 00000 n \n0000000009 00000 n \n' +
          'trailer\n<< /Size 2147483647 /Root 1 0 R >>\nstartxref\n9999999999\n%%EOF\n',
      ),
    },
    {
      // The cross-reference section names itself as the previous one, and the page tree its own kid.
      name: 'pdf-looping-xref-and-pages',
      fileName: 'loop.pdf',
      bytes: (() => {
        const body = pdfOf(
          [
            '<< /Type /Catalog /Pages 2 0 R >>',
            '<< /Type /Pages /Kids [2 0 R 2 0 R] /Count 1000000000 >>',
          ],
          '/Prev 0 ',
        );
        const startxref = body.lastIndexOf(latin1('xref\n'));
        return Buffer.from(
          body.toString('latin1').replace('/Prev 0', `/Prev ${startxref}`),
          'latin1',
        );
      })(),
    },
    {
      name: 'pdf-deeply-nested-array',
      fileName: 'nested.pdf',
      bytes: pdfOf([...PAGE_OBJECTS, `[${'['.repeat(200_000)}`, FONT]),
    },
    {
      name: 'pdf-deflate-bomb-32mb',
      fileName: 'bomb.pdf',
      bytes: pdfOf([...PAGE_OBJECTS, stream('/Filter /FlateDecode', bomb), FONT]),
    },
    {
      name: 'pdf-broken-deflate',
      fileName: 'broken-deflate.pdf',
      bytes: pdfOf([
        ...PAGE_OBJECTS,
        stream('/Filter /FlateDecode', Buffer.from([0x78, 0x9c, 0xff, 0xff, 0x00, 0x13, 0x37])),
        FONT,
      ]),
    },
    {
      name: 'pdf-garbage-after-header',
      fileName: 'garbage.pdf',
      bytes: Buffer.concat([latin1('%PDF-1.4\n'), pseudoRandomBytes(64 * 1024, 7)]),
    },
  ];
}

// ----------------------------------------------------------------------------------------- ZIP

export type ZipEntry = { name: string; data: Buffer | string; deflate?: boolean };

/**
 * A zip archive. `declaredEntries` overrides the entry count in the end record and
 * `directoryOffsetShift` moves where it says the central directory starts.
 */
export function zipOf(
  entries: ZipEntry[],
  options: { declaredEntries?: number; directoryOffsetShift?: number } = {},
): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const raw = typeof entry.data === 'string' ? Buffer.from(entry.data, 'utf8') : entry.data;
    const data = entry.deflate ? deflateRawSync(raw, { level: 9 }) : raw;
    const crc = crc32(raw);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(entry.deflate ? 8 : 0, 8);
    local.writeUInt32LE(0x5a210000, 10); // 2025-01-01 00:00
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(entry.deflate ? 8 : 0, 10);
    central.writeUInt32LE(0x5a210000, 12);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  const count = Math.min(options.declaredEntries ?? entries.length, 0xffff);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE((offset + (options.directoryOffsetShift ?? 0)) >>> 0, 16);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = (parts: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${parts}</Types>`;

const rels = (target: string, type: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/${type}" Target="${target}"/></Relationships>`;

const docx = (documentXml: string | Buffer, deflate = true): ZipEntry[] => [
  {
    name: '[Content_Types].xml',
    data: CONTENT_TYPES(
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>',
    ),
  },
  {
    name: '_rels/.rels',
    data: rels('word/document.xml', 'officeDocument/2006/relationships/officeDocument'),
  },
  { name: 'word/document.xml', data: documentXml, deflate },
];

const WORD = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const paragraph = (text: string) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`;

const xlsx = (sheetXml: string | Buffer, sharedStrings?: string): ZipEntry[] => [
  {
    name: '[Content_Types].xml',
    data: CONTENT_TYPES(
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        (sharedStrings
          ? '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>'
          : ''),
    ),
  },
  {
    name: '_rels/.rels',
    data: rels('xl/workbook.xml', 'officeDocument/2006/relationships/officeDocument'),
  },
  {
    name: 'xl/workbook.xml',
    data: '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
  },
  {
    name: 'xl/_rels/workbook.xml.rels',
    data: rels('worksheets/sheet1.xml', 'officeDocument/2006/relationships/worksheet'),
  },
  { name: 'xl/worksheets/sheet1.xml', data: sheetXml, deflate: true },
  ...(sharedStrings ? [{ name: 'xl/sharedStrings.xml', data: sharedStrings, deflate: true }] : []),
];

const SHEET = (dimension: string, rows: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><dimension ref="${dimension}"/><sheetData>${rows}</sheetData></worksheet>`;

const tinyEntries = (count: number): ZipEntry[] =>
  Array.from({ length: count }, (_, index) => ({ name: `x/${index}.xml`, data: '<a/>' }));

/** Entity expansion ("billion laughs"): ten levels of ten references each. */
const LAUGHS =
  '<!DOCTYPE w:document [<!ENTITY l0 "ha">' +
  Array.from(
    { length: 10 },
    (_, level) => `<!ENTITY l${level + 1} "${`&l${level};`.repeat(10)}">`,
  ).join('') +
  ']>';

function malformedOfficeFiles(): HostileFile[] {
  const goodDocx = zipOf(
    docx(`<w:document ${WORD}><w:body>${paragraph('hello')}</w:body></w:document>`),
  );
  const goodXlsx = zipOf(
    xlsx(SHEET('A1:B2', '<row r="1"><c r="A1" t="inlineStr"><is><t>Reference</t></is></c></row>')),
  );
  const textBomb = paragraph('a').repeat(2_000_000); // 50 MB of XML, about 50 KB deflated
  return [
    { name: 'docx-truncated', fileName: 'truncated.docx', bytes: goodDocx.subarray(0, 40) },
    {
      name: 'docx-broken-central-directory',
      fileName: 'broken-directory.docx',
      bytes: zipOf(docx(`<w:document ${WORD}><w:body>${paragraph('x')}</w:body></w:document>`), {
        directoryOffsetShift: 0x7fff_0000,
      }),
    },
    {
      name: 'docx-declares-65535-entries',
      fileName: 'declared.docx',
      bytes: zipOf(docx(`<w:document ${WORD}><w:body/></w:document>`), { declaredEntries: 0xffff }),
    },
    {
      name: 'docx-5000-entries',
      fileName: 'many.docx',
      bytes: zipOf([...docx(`<w:document ${WORD}><w:body/></w:document>`), ...tinyEntries(5_000)]),
    },
    {
      name: 'docx-zip-bomb-50mb-xml',
      fileName: 'bomb.docx',
      bytes: zipOf(docx(`<w:document ${WORD}><w:body>${textBomb}</w:body></w:document>`)),
    },
    {
      name: 'docx-entity-expansion',
      fileName: 'laughs.docx',
      bytes: zipOf(
        docx(
          `<?xml version="1.0"?>${LAUGHS}<w:document ${WORD}><w:body>${paragraph('&l10;')}</w:body></w:document>`,
        ),
      ),
    },
    {
      name: 'docx-deeply-nested-xml',
      fileName: 'nested.docx',
      bytes: zipOf(
        docx(
          `<w:document ${WORD}><w:body>${'<w:p>'.repeat(100_000)}${'</w:p>'.repeat(100_000)}</w:body></w:document>`,
        ),
      ),
    },
    {
      name: 'docx-not-xml',
      fileName: 'binary.docx',
      bytes: zipOf(docx(pseudoRandomBytes(4096, 3))),
    },
    {
      name: 'xlsx-truncated',
      fileName: 'truncated.xlsx',
      bytes: goodXlsx.subarray(0, goodXlsx.length - 30),
    },
    {
      name: 'xlsx-broken-central-directory',
      fileName: 'broken-directory.xlsx',
      bytes: zipOf(xlsx(SHEET('A1', '')), { directoryOffsetShift: -20 }),
    },
    {
      name: 'xlsx-5000-entries',
      fileName: 'many.xlsx',
      bytes: zipOf([...xlsx(SHEET('A1', '')), ...tinyEntries(5_000)]),
    },
    {
      name: 'xlsx-huge-dimension-and-counts',
      fileName: 'huge.xlsx',
      bytes: zipOf(
        xlsx(
          SHEET(
            'A1:XFD1048576',
            '<row r="1048576" spans="1:16384"><c r="XFD1048576" t="s"><v>2147483646</v></c></row>',
          ),
          '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="2147483647" uniqueCount="2147483647"><si><t>a</t></si></sst>',
        ),
      ),
    },
    {
      name: 'xlsx-entity-expansion',
      fileName: 'laughs.xlsx',
      bytes: zipOf(
        xlsx(
          `<?xml version="1.0"?>${LAUGHS.replace('w:document', 'worksheet')}` +
            SHEET(
              'A1',
              '<row r="1"><c r="A1" t="inlineStr"><is><t>&l10;</t></is></c></row>',
            ).replace('<?xml version="1.0" encoding="UTF-8"?>', ''),
        ),
      ),
    },
    {
      name: 'xlsx-100k-cells-in-one-row',
      fileName: 'wide.xlsx',
      bytes: zipOf(
        xlsx(
          SHEET(
            'A1:A1',
            `<row r="1">${Array.from({ length: 100_000 }, (_, i) => `<c r="A${i + 1}"><v>${i}</v></c>`).join('')}</row>`,
          ),
        ),
      ),
    },
  ];
}

// -------------------------------------------------------------------------------------- images

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

function malformedImages(): HostileFile[] {
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

// --------------------------------------------------------------------------------------- other

function otherFiles(): HostileFile[] {
  return [
    { name: 'empty-file', fileName: 'empty.pdf', bytes: Buffer.alloc(0) },
    {
      name: 'polyglot-png-then-zip',
      fileName: 'polyglot.xlsx',
      bytes: Buffer.concat([png(1, 1), zipOf(xlsx(SHEET('A1', '')))]),
    },
    {
      name: 'csv-unterminated-quote-600kb',
      fileName: 'quote.csv',
      bytes: Buffer.from(`Reference,Notes\nINS-1,"${'x'.repeat(600_000)}`),
    },
    {
      name: 'csv-20000-columns-and-nul',
      fileName: 'wide.csv',
      bytes: Buffer.from(
        `${Array.from({ length: 20_000 }, (_, i) => `c${i}`).join(',')}\n\u0000,\ud800,=cmd|' /C calc'!A0\n`,
      ),
    },
    {
      name: 'json-deeply-nested',
      fileName: 'nested.json',
      bytes: Buffer.from(`${'['.repeat(100_000)}${']'.repeat(100_000)}`),
    },
  ];
}

/** Deterministic bytes (a linear congruential generator), so a failure can be reproduced. */
export function pseudoRandomBytes(length: number, seed: number): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed >>> 0 || 1;
  for (let index = 0; index < length; index++) {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    bytes[index] = state >>> 24;
  }
  return bytes;
}

let cached: HostileFile[] | undefined;

/** The whole file corpus, made once per process. */
export function hostileFiles(): HostileFile[] {
  cached ??= [...malformedPdfs(), ...malformedOfficeFiles(), ...malformedImages(), ...otherFiles()];
  return cached;
}
