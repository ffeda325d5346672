import JSZip from 'jszip';
import type { Content } from 'pdfmake/interfaces';
import { PDF_FONT, renderPdfBuffer } from '@/server/pdf/pdfmake';
import type { Section } from './seed-data';

// The small real files of the demo library (seed.ts): a PDF or a DOCX per version.

export function pdfOf(title: string, sections: Section[], version: string): Promise<Buffer> {
  const content: Content[] = [
    { text: title, fontSize: 18, bold: true, margin: [0, 0, 0, 4] },
    { text: `InspectHub guidance · version ${version}`, color: '#475569', margin: [0, 0, 0, 12] },
  ];
  for (const section of sections) {
    content.push({ text: section.heading, fontSize: 13, bold: true, margin: [0, 8, 0, 4] });
    content.push({ ul: section.points });
  }
  return renderPdfBuffer({ content, defaultStyle: { font: PDF_FONT, fontSize: 10 } });
}

const xmlText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function docxOf(title: string, sections: Section[], version: string): Promise<Buffer> {
  const paragraph = (text: string, bold = false) =>
    `<w:p><w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${xmlText(text)}</w:t></w:r></w:p>`;
  const body = [
    paragraph(title, true),
    paragraph(`InspectHub guidance · version ${version}`),
    ...sections.flatMap((s) => [
      paragraph(s.heading, true),
      ...s.points.map((p) => paragraph(`• ${p}`)),
    ]),
  ].join('');
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

export const fileNameOf = (title: string, format: string, version: string) =>
  `${title.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '')}-v${version}.${format}`;
