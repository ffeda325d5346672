import { Transform, type Readable } from 'node:stream';
import { parse } from 'csv-parse';
import ExcelJS from 'exceljs';
import {
  IMPORT_MAX_COLUMNS,
  IMPORT_MESSAGES,
  type ImportFormat,
} from '../../../shared/imports/catalogue';
import type { Storage } from '../../storage/storage';
import { stripFormulaGuard } from '../../../shared/exports/catalogue';

export type SheetRow = { rowNumber: number; cells: string[] };

/** A file that cannot be read as a table: reported on the upload or the import, never a 500. */
export class ImportFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImportFileError';
  }
}

/** Rows a file may hold: far beyond 50 MB of real rows, short of a runaway sheet. */
const MAX_ROWS = 2_000_000;
/** Cells read per row: past the header width nothing is used, so a row of 100,000 empties costs little. */
const MAX_CELLS_READ = 20_000;

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

/** Trailing empty cells dropped (100,000 empty columns become none). */
function trimRow(cells: string[]): string[] {
  let end = Math.min(cells.length, MAX_CELLS_READ);
  while (end > 0 && (cells[end - 1] ?? '') === '') end--;
  return cells.length === end ? cells : cells.slice(0, end);
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

async function* xlsxRows(body: Readable): AsyncGenerator<SheetRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(body, {
    entries: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet as unknown as AsyncIterable<ExcelJS.Row>) {
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
    throw new ImportFileError(IMPORT_MESSAGES.corrupt);
  } finally {
    body.destroy();
  }
}

async function* jsonRows(body: Readable): AsyncGenerator<SheetRow> {
  // Bounded by the 50 MB upload limit; parsed whole (docs/imports.md).
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(chunk as Buffer);
  let data: unknown;
  try {
    data = JSON.parse(
      Buffer.concat(chunks)
        .toString('utf8')
        .replace(/^\uFEFF/, ''),
    );
  } catch {
    throw new ImportFileError(`${IMPORT_MESSAGES.corrupt} ${IMPORT_MESSAGES.json}`);
  }
  if (!Array.isArray(data)) throw new ImportFileError(IMPORT_MESSAGES.json);
  const headers: string[] = [];
  const seen = new Set<string>();
  for (const item of (data as unknown[]).slice(0, 1000)) {
    if (item && typeof item === 'object' && !Array.isArray(item)) {
      for (const key of Object.keys(item)) {
        if (!seen.has(key)) {
          seen.add(key);
          headers.push(key);
        }
      }
    }
  }
  if (headers.length > IMPORT_MAX_COLUMNS)
    throw new ImportFileError(IMPORT_MESSAGES.tooManyColumns);
  yield { rowNumber: 1, cells: headers };
  let rowNumber = 1;
  for (const item of data as unknown[]) {
    rowNumber++;
    const record =
      item && typeof item === 'object' && !Array.isArray(item)
        ? (item as Record<string, unknown>)
        : {};
    yield {
      rowNumber,
      cells: trimRow(
        headers.map((h) => {
          const v = record[h];
          if (v === null || v === undefined) return '';
          if (typeof v === 'object') return JSON.stringify(v);
          if (typeof v === 'boolean') return v ? 'Yes' : 'No';
          return typeof v === 'string' ? v : JSON.stringify(v);
        }),
      ),
    };
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
