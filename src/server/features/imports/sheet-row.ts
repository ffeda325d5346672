// What every reader of an import file yields, and the error a file that cannot be read raises.

export type SheetRow = { rowNumber: number; cells: string[] };

/** A file that cannot be read as a table: reported on the upload or the import, never a 500. */
export class ImportFileError extends Error {
  /** 415 when the file is refused for what it is (at upload), else 400. */
  constructor(
    message: string,
    readonly statusCode: 400 | 415 = 400,
  ) {
    super(message);
    this.name = 'ImportFileError';
  }
}

/** Cells read per row: past the header width nothing is used, so a row of 100,000 empties costs little. */
export const MAX_CELLS_READ = 20_000;

/** Trailing empty cells dropped (100,000 empty columns become none). */
export function trimRow(cells: string[]): string[] {
  let end = Math.min(cells.length, MAX_CELLS_READ);
  while (end > 0 && (cells[end - 1] ?? '') === '') end--;
  return cells.length === end ? cells : cells.slice(0, end);
}
