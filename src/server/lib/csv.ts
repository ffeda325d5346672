/** What a CSV cell can hold. */
export type CsvValue = string | number | null | undefined;

/**
 * Spreadsheets run text starting with = + - @ as a formula (and TAB / CR start
 * one in some importers), which lets data someone typed in execute on the
 * reader's machine (CSV injection). Such text, also after leading spaces since
 * some importers trim them, gets an apostrophe in front, so it shows as typed.
 */
const FORMULA_START = /^(?:[\t\r]| *[=+\-@])/;

/** Text a spreadsheet would read as a formula, prefixed with an apostrophe; other text unchanged. */
export function toFormulaSafeText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/**
 * One CSV field (RFC 4180). null/undefined is an empty field (a report that
 * shows 'N/A' for empty maps it before); a number is written as is (a negative
 * number is data, not a formula); text is made formula-safe, then quoted, with
 * quotes doubled, when it holds a comma, quote, CR or LF.
 */
export function toCsvField(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value);
  const safe = toFormulaSafeText(value);
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One CSV record, ended by CRLF as RFC 4180 and Excel expect. */
export function toCsvLine(fields: readonly CsvValue[]): string {
  return `${fields.map(toCsvField).join(',')}\r\n`;
}

/** Several records, e.g. a header row and a page of rows, as one chunk. */
export function toCsvLines(rows: readonly (readonly CsvValue[])[]): string {
  return rows.map(toCsvLine).join('');
}
