import type { ZipEntry } from './zips';

/** The parts of a DOCX and an XLSX, for the malformed office files to build on. */

export const CONTENT_TYPES = (parts: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${parts}</Types>`;

export const rels = (target: string, type: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/${type}" Target="${target}"/></Relationships>`;

export const docx = (documentXml: string | Buffer, deflate = true): ZipEntry[] => [
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

export const WORD = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
export const paragraph = (text: string) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`;

export const xlsx = (sheetXml: string | Buffer, sharedStrings?: string): ZipEntry[] => [
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

export const SHEET = (dimension: string, rows: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><dimension ref="${dimension}"/><sheetData>${rows}</sheetData></worksheet>`;

export const tinyEntries = (count: number): ZipEntry[] =>
  Array.from({ length: count }, (_, index) => ({ name: `x/${index}.xml`, data: '<a/>' }));

/** Entity expansion ("billion laughs"): ten levels of ten references each. */
export const LAUGHS =
  '<!DOCTYPE w:document [<!ENTITY l0 "ha">' +
  Array.from(
    { length: 10 },
    (_, level) => `<!ENTITY l${level + 1} "${`&l${level};`.repeat(10)}">`,
  ).join('') +
  ']>';
