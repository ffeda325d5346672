import { deflateSync } from 'node:zlib';
import { latin1, pseudoRandomBytes, type HostileFile } from './hostile-file';

/** Malformed PDFs: cut short, lying about lengths, looping, nesting, a deflate bomb. */

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

export function malformedPdfs(): HostileFile[] {
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
