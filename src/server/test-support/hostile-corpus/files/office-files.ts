import { pseudoRandomBytes, type HostileFile } from './hostile-file';
import { docx, LAUGHS, paragraph, SHEET, tinyEntries, WORD, xlsx } from './office-parts';
import { zipOf } from './zips';

/** Malformed DOCX and XLSX files: cut short, broken directories, zip bombs, entity expansion. */
export function malformedOfficeFiles(): HostileFile[] {
  return [...malformedDocxFiles(), ...malformedXlsxFiles()];
}

function malformedDocxFiles(): HostileFile[] {
  const goodDocx = zipOf(
    docx(`<w:document ${WORD}><w:body>${paragraph('hello')}</w:body></w:document>`),
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
  ];
}

function malformedXlsxFiles(): HostileFile[] {
  const goodXlsx = zipOf(
    xlsx(SHEET('A1:B2', '<row r="1"><c r="A1" t="inlineStr"><is><t>Reference</t></is></c></row>')),
  );
  return [
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
