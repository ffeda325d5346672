import type { PassThrough } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import type { TDocumentDefinitions } from 'pdfmake/interfaces';
import {
  EXPORT_PDF_ROW_LIMIT,
  exportPdfCapMessage,
  type ExportFormat,
} from '@/shared/exports/catalogue';
import { formatDate, formatDateTime, formatPence } from '@/shared/format';
import { toCsvLine, toCsvLines, toFormulaSafeText } from '@/server/lib/csv';
import { createChunkWriter, waitForDrain } from '@/server/lib/stream-writer';
import { toSheetName } from '@/server/lib/xlsx';
import { PDF_FONT, renderPdfStream } from '@/server/pdf/pdfmake';
import {
  dayAsDate,
  londonDateTimeText,
  londonWallClock,
  pounds,
  XLSX_DAY_FORMAT,
  XLSX_INSTANT_FORMAT,
  XLSX_MONEY_FORMAT,
  type Cell,
} from './cells';

/** What a writer gets: the columns, the batches as they are read, and the count (for the PDF). */
export type ExportContent = {
  title: string;
  subtitle: string;
  columns: readonly string[];
  batches: () => AsyncGenerator<Cell[][]>;
  count: () => Promise<number>;
};

/** Writes the export in the format into `out` (ending it) and returns the rows written. */
export function writeExportFile(
  format: ExportFormat,
  content: ExportContent,
  out: PassThrough,
): Promise<number> {
  if (format === 'csv') return writeCsv(content, out);
  if (format === 'xlsx') return writeXlsx(content, out);
  if (format === 'json') return writeJson(content, out);
  return writePdf(content, out);
}

/** CSV text of a cell: ISO days, UK date-times (Excel reads both as dates), pounds as a number. */
function csvValue(cell: Cell): string | number | null {
  if (cell === null || typeof cell !== 'object') return cell;
  if (cell.kind === 'day') return cell.day;
  if (cell.kind === 'instant') return londonDateTimeText(cell.at);
  return pounds(cell.pence);
}

/** JSON value of a cell: ISO days, ISO 8601 UTC instants (programs read JSON), pounds as a number. */
function jsonValue(cell: Cell): string | number | null {
  if (cell === null || typeof cell !== 'object') return cell;
  if (cell.kind === 'day') return cell.day;
  if (cell.kind === 'instant') return cell.at.toISOString();
  return pounds(cell.pence);
}

/** PDF text of a cell, as the screens show it: en-GB dates, UK times, £ with pence. */
function pdfText(cell: Cell): string {
  if (cell === null) return '';
  if (typeof cell !== 'object') return String(cell);
  if (cell.kind === 'day') return formatDate(cell.day);
  if (cell.kind === 'instant') return formatDateTime(cell.at);
  return formatPence(cell.pence);
}

/** CSV: formula-safe text (src/server/lib/csv.ts), CRLF lines, a UTF-8 BOM so Excel reads £ and accents. */
async function writeCsv(content: ExportContent, out: PassThrough) {
  const write = createChunkWriter(out);
  await write(`\uFEFF${toCsvLine(content.columns)}`);
  let written = 0;
  for await (const rows of content.batches()) {
    await write(toCsvLines(rows.map((cells) => cells.map(csvValue))));
    written += rows.length;
  }
  out.end();
  return written;
}

/** An XLSX cell's value and number format: real dates (UK wall clock), pounds, formula-safe text. */
function xlsxCell(cell: Cell): { value: ExcelJS.CellValue; numFmt?: string } {
  if (cell === null || typeof cell === 'number') return { value: cell };
  if (typeof cell === 'string') return { value: toFormulaSafeText(cell) };
  if (cell.kind === 'day') return { value: dayAsDate(cell.day), numFmt: XLSX_DAY_FORMAT };
  if (cell.kind === 'instant')
    return { value: londonWallClock(cell.at), numFmt: XLSX_INSTANT_FORMAT };
  return { value: pounds(cell.pence), numFmt: XLSX_MONEY_FORMAT };
}

/**
 * XLSX through ExcelJS's streaming writer: rows are committed as they come.
 * The header row is frozen (the view is written when the sheet opens) and
 * filtered; the filter's range is known only at the end, and ExcelJS writes
 * <autoFilter> after <sheetData> on commit, as the schema orders them.
 */
async function writeXlsx(content: ExportContent, out: PassThrough) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(toSheetName(content.title), {
    views: [{ state: 'frozen', ySplit: 1, topLeftCell: 'A2', activeCell: 'A2' }],
  });
  sheet.columns = content.columns.map((header) => ({ header, width: 20 }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  let written = 0;
  for await (const rows of content.batches()) {
    for (const cells of rows) {
      const typed = cells.map(xlsxCell);
      const row = sheet.addRow(typed.map((c) => c.value));
      typed.forEach((c, i) => {
        if (c.numFmt) row.getCell(i + 1).numFmt = c.numFmt;
      });
      row.commit();
    }
    written += rows.length;
    await waitForDrain(out);
  }
  sheet.autoFilter = {
    from: { row: 1, column: 1 },
    to: { row: written + 1, column: content.columns.length },
  };
  sheet.commit();
  await workbook.commit();
  return written;
}

/** JSON: one array of objects keyed by the column names, written row batch by row batch. */
async function writeJson(content: ExportContent, out: PassThrough) {
  const write = createChunkWriter(out);
  await write('[');
  let written = 0;
  for await (const rows of content.batches()) {
    const objects = rows.map((cells) =>
      JSON.stringify(
        Object.fromEntries(content.columns.map((c, i) => [c, jsonValue(cells[i] ?? null)])),
      ),
    );
    await write(`${written === 0 ? '\n' : ',\n'}${objects.join(',\n')}`);
    written += rows.length;
  }
  await write(written === 0 ? ']\n' : '\n]\n');
  out.end();
  return written;
}

/** PDF is for reading: at most EXPORT_PDF_ROW_LIMIT rows, with a note when more match. */
async function writePdf(content: ExportContent, out: PassThrough) {
  const total = await content.count();
  const body: string[][] = [];
  for await (const rows of content.batches()) {
    for (const cells of rows) {
      if (body.length >= EXPORT_PDF_ROW_LIMIT) break;
      body.push(cells.map(pdfText));
    }
    if (body.length >= EXPORT_PDF_ROW_LIMIT) break;
  }
  const doc: TDocumentDefinitions = {
    pageOrientation: 'landscape',
    pageSize: content.columns.length > 20 ? 'A2' : 'A4',
    pageMargins: [24, 32, 24, 32],
    defaultStyle: { font: PDF_FONT, fontSize: 6 },
    info: { title: `InspectHub ${content.title} export` },
    footer: (page, pages) => ({
      text: `Page ${page} of ${pages}`,
      alignment: 'center',
      fontSize: 7,
      margin: [0, 10, 0, 0],
    }),
    content: [
      { text: `InspectHub ${content.title} export`, fontSize: 14, bold: true },
      { text: content.subtitle, margin: [0, 4, 0, 0] },
      {
        text: `Generated ${formatDateTime(new Date())}. ${total} row${total === 1 ? '' : 's'}.`,
        margin: [0, 2, 0, 8],
      },
      ...(total > body.length
        ? [
            {
              text: exportPdfCapMessage(body.length, total),
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
              body: [content.columns.map((c) => ({ text: c, bold: true })), ...body],
            },
            layout: 'lightHorizontalLines',
          },
    ],
  };
  const pdf = await renderPdfStream(doc);
  // Resolves once the whole document is in `out` (and `out` is ended).
  const done = pipeline(pdf, out);
  pdf.end();
  await done;
  return body.length;
}

/** 'from 01/11/2026 to 30/11/2026' or 'all dates', for the PDF's subtitle. */
export function describeRange(from: string | undefined, to: string | undefined): string {
  if (from && to) return `From ${formatDate(from)} to ${formatDate(to)}`;
  if (from) return `From ${formatDate(from)}`;
  if (to) return `Up to ${formatDate(to)}`;
  return 'All dates';
}
