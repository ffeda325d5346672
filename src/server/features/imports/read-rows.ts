import { Transform, type Readable } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import {
  IMPORT_MAX_COLUMNS,
  IMPORT_MAX_UNZIPPED_BYTES,
  IMPORT_MESSAGES,
  type ImportFormat,
} from '@/shared/imports/catalogue';
import type { Storage } from '@/server/storage/storage';
import {
  limitXlsxInflation,
  raceAgainst,
  XlsxTooLargeError,
  type XlsxInflationLimits,
} from '@/server/lib/xlsx';
import { XLSX_MAX_HELD_PART_BYTES } from '@/server/lib/zip-directory';
import { stripFormulaGuard } from '@/shared/exports/catalogue';
import { jsonRows } from './read-json-rows';
import { ImportFileError, MAX_CELLS_READ, trimRow, type SheetRow } from './sheet-row';

/** Rows a file may hold: far beyond 50 MB of real rows, short of a runaway sheet. */
const MAX_ROWS = 2_000_000;
function counter(onBytes: (total: number) => void): Transform {
  let total = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      total += chunk.length;
      onBytes(total);
      callback(null, chunk);
    },
  });
}

/**
 * Text as the user meant it. A leading apostrophe before a formula character is
 * the guard our exports (and spreadsheet users) put in front of text that looks
 * like a formula; Excel hides it too, so it is dropped and the round trip is exact.
 */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return stripFormulaGuard(value);
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    // A formula cell: its last computed value (the formula itself is never run here).
    if ('result' in value) return cellText(value.result ?? null);
    if ('formula' in value || 'sharedFormula' in value) return '';
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
  }
  return String(value);
}

async function* csvRows(body: Readable): AsyncGenerator<SheetRow> {
  const parser = body.pipe(
    parse({
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      max_record_size: 8 * 1024 * 1024,
    }),
  );
  let rowNumber = 0;
  try {
    for await (const record of parser as AsyncIterable<string[]>) {
      rowNumber++;
      yield { rowNumber, cells: trimRow(record.map(stripFormulaGuard)) };
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    throw new ImportFileError(
      `${IMPORT_MESSAGES.corrupt} (row ${rowNumber + 1}: ${error instanceof Error ? error.message.split('\n')[0] : 'unreadable'})`,
    );
  } finally {
    body.destroy();
  }
}

/**
 * What an .xlsx may unpack to while it is read: the shared strings (held whole by
 * ExcelJS) and the other held parts 64 MB each, all parts 600 MB (issue 27).
 */
export const XLSX_READ_LIMITS: XlsxInflationLimits = {
  heldPartBytes: XLSX_MAX_HELD_PART_BYTES,
  totalBytes: IMPORT_MAX_UNZIPPED_BYTES,
  totalMessage: IMPORT_MESSAGES.zipBomb,
};

async function* xlsxRows(
  body: Readable,
  limits: XlsxInflationLimits = XLSX_READ_LIMITS,
): AsyncGenerator<SheetRow> {
  // Counted while inflating: the sizes the archive declares are checked at upload but can lie.
  const failed = limitXlsxInflation(body, limits);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(body, {
    entries: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
  });
  try {
    for await (const sheet of raceAgainst(reader, failed)) {
      for await (const row of raceAgainst(sheet as unknown as AsyncIterable<ExcelJS.Row>, failed)) {
        const values = row.values as ExcelJS.CellValue[];
        const cells: string[] = [];
        const width = Math.min(values.length, MAX_CELLS_READ + 1);
        for (let i = 1; i < width; i++) cells.push(cellText(values[i]));
        yield { rowNumber: row.number, cells: trimRow(cells) };
      }
      break; // the first worksheet only
    }
  } catch (error) {
    if (error instanceof ImportFileError) throw error;
    if (error instanceof XlsxTooLargeError) throw new ImportFileError(error.message, 415);
    throw new ImportFileError(IMPORT_MESSAGES.corrupt);
  } finally {
    body.destroy();
  }
}

/**
 * The rows of a stored file, read as a stream (CSV and XLSX are never whole
 * in memory). The first row yielded is the header row, the first non-empty one.
 */
export async function* readRows(
  storage: Storage,
  key: string,
  format: ImportFormat,
  onBytes: (total: number) => void = () => {},
): AsyncGenerator<SheetRow> {
  const source = await storage.getFile(key);
  const body = source.pipe(counter(onBytes));
  const rows =
    format === 'csv' ? csvRows(body) : format === 'xlsx' ? xlsxRows(body) : jsonRows(body);
  let count = 0;
  let headerSeen = false;
  try {
    for await (const row of rows) {
      if (++count > MAX_ROWS) throw new ImportFileError(`The file has more than ${MAX_ROWS} rows.`);
      if (!headerSeen) {
        if (row.cells.length === 0) continue;
        if (row.cells.length > IMPORT_MAX_COLUMNS)
          throw new ImportFileError(IMPORT_MESSAGES.tooManyColumns);
        headerSeen = true;
      }
      yield row;
    }
  } finally {
    // Stopping early (the header only, a cancel) must still close the stored file.
    await rows.return(undefined);
    source.destroy();
  }
}

/** The header row of a stored file (the rows are not read further). */
export async function readHeaders(storage: Storage, key: string, format: ImportFormat) {
  const rows = readRows(storage, key, format);
  try {
    const first = await rows.next();
    if (first.done) throw new ImportFileError(IMPORT_MESSAGES.noHeaders);
    return first.value.cells.map((c) => c.trim());
  } finally {
    await rows.return(undefined);
  }
}
