import { zipOf, type ZipPart } from './zips';

/** Hostile DOCX and XLSX files: too many parts, zip bombs, deep nesting, cut short. */

const MB = 1024 * 1024;

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
