import pdfmake from 'pdfmake';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';

/**
 * The one configured pdfmake instance (it is a process-wide singleton, so
 * features must not configure it themselves). Documents use the PDF standard
 * fonts: nothing is read from disk, every server renders the same, and no
 * other local file or URL may be read while rendering.
 */
const HELVETICA = {
  normal: 'Helvetica',
  bold: 'Helvetica-Bold',
  italics: 'Helvetica-Oblique',
  bolditalics: 'Helvetica-BoldOblique',
};
const STANDARD_FONTS: ReadonlySet<string> = new Set(Object.values(HELVETICA));

pdfmake.setFonts({ Helvetica: HELVETICA });
// pdfmake asks the local-file policy even for the standard font names: allow those, nothing else.
pdfmake.setLocalAccessPolicy((path) => STANDARD_FONTS.has(path));
pdfmake.setUrlAccessPolicy(() => false);

/** Font name for `defaultStyle.font`. */
export const PDF_FONT = 'Helvetica';

export function renderPdfBuffer(doc: TDocumentDefinitions): Promise<Buffer> {
  return pdfmake.createPdf(doc).getBuffer();
}

export function renderPdfStream(doc: TDocumentDefinitions) {
  return pdfmake.createPdf(doc).getStream();
}
