import type { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import { formatDateTime } from '@/shared/format';
import { PDF_ROW_LIMIT } from '@/shared/reports/catalogue';
import type { ReportFormat } from '@/shared/reports/schemas';
import { toCsvLine, toCsvLines } from '@/server/lib/csv';
import { CONTENT_TYPES } from '@/server/lib/file-reply';
import { createChunkWriter, waitForDrain } from '@/server/lib/stream-writer';
import { toSheetName } from '@/server/lib/xlsx';
import { PDF_FONT, renderPdfStream } from '@/server/pdf/pdfmake';
import type { ReportSource } from './report-source';

export const REPORT_CONTENT_TYPES: Record<ReportFormat, string> = {
  csv: CONTENT_TYPES.csv,
  xlsx: CONTENT_TYPES.xlsx,
  pdf: CONTENT_TYPES.pdf,
};

type Progress = (rowsWritten: number) => Promise<void>;

/** Streams the report in the chosen format into `out` and ends it; returns the rows written. */
export async function writeReport(
  format: ReportFormat,
  source: ReportSource,
  out: PassThrough,
  onProgress: Progress,
  generatedAt: Date,
): Promise<number> {
  if (source.writeFile) {
    const { file, rows } = await source.writeFile(format, generatedAt);
    out.end(file);
    return rows;
  }
  if (format === 'csv') return writeCsv(source, out, onProgress);
  if (format === 'xlsx') return writeXlsx(source, out, onProgress);
  return writePdf(source, out, onProgress, generatedAt);
}

async function writeCsv(source: ReportSource, out: PassThrough, onProgress: Progress) {
  const write = createChunkWriter(out);
  await write(toCsvLine(source.columns));
  let written = 0;
  for await (const page of source.pages()) {
    await write(toCsvLines(page));
    written += page.length;
    await onProgress(written);
  }
  out.end();
  return written;
}

async function writeXlsx(source: ReportSource, out: PassThrough, onProgress: Progress) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(toSheetName(source.title));
  sheet.columns = source.columns.map((header) => ({ header, width: 22 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let written = 0;
  for await (const page of source.pages()) {
    for (const cells of page) sheet.addRow(cells).commit();
    written += page.length;
    await waitForDrain(out);
    await onProgress(written);
  }
  sheet.commit();
  await workbook.commit();
  return written;
}

/** PDF is for reading: at most PDF_ROW_LIMIT rows, with a note pointing to CSV/XLSX for the rest. */
async function writePdf(
  source: ReportSource,
  out: PassThrough,
  onProgress: Progress,
  generatedAt: Date,
) {
  const body: string[][] = [];
  for await (const page of source.pages()) {
    for (const cells of page) {
      if (body.length >= PDF_ROW_LIMIT) break;
      body.push(cells.map(String));
    }
    await onProgress(body.length);
    if (body.length >= PDF_ROW_LIMIT) break;
  }
  const isCapped = source.total > body.length;
  const doc: TDocumentDefinitions = {
    pageOrientation: 'landscape',
    pageSize: 'A4',
    pageMargins: [28, 36, 28, 36],
    defaultStyle: { font: PDF_FONT, fontSize: 7 },
    info: { title: `InspectHub ${source.title}` },
    footer: (page, pages) => ({
      text: `Page ${page} of ${pages}`,
      alignment: 'center',
      fontSize: 7,
      margin: [0, 12, 0, 0],
    }),
    content: [
      { text: `InspectHub ${source.title}`, fontSize: 14, bold: true },
      { text: source.subtitle, margin: [0, 4, 0, 0] },
      {
        text: `Generated ${formatDateTime(generatedAt)}. ${source.total} row${source.total === 1 ? '' : 's'}.`,
        margin: [0, 2, 0, 8],
      },
      ...(isCapped
        ? [
            {
              text: `This PDF shows the first ${body.length} of ${source.total} rows. Generate the report as CSV or Excel for every row.`,
              bold: true,
              margin: [0, 0, 0, 8] as [number, number, number, number],
            },
          ]
        : []),
      body.length === 0
        ? { text: 'No rows match these filters.', italics: true }
        : {
            table: {
              headerRows: 1,
              body: [source.columns.map((c) => ({ text: c, bold: true })), ...body],
            },
            layout: 'lightHorizontalLines',
          },
    ],
  };
  const pdf = await renderPdfStream(doc);
  pdf.pipe(out);
  pdf.end();
  return body.length;
}
