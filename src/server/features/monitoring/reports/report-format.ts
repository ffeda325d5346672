import ExcelJS from 'exceljs';
import type { ReportCell, ReportTable } from './report-types';

const EMPTY = 'N/A';

/** One CSV field; formula-looking text is prefixed so spreadsheets do not execute it. */
export function toCsvField(value: ReportCell): string {
  if (value === null) return EMPTY;
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(table: ReportTable): string {
  return [table.columns, ...table.rows]
    .map((row) => `${row.map(toCsvField).join(',')}\r\n`)
    .join('');
}

// Excel refuses sheet names over 31 characters or with any of these.
const sheetName = (title: string) => title.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31);

/** An XLSX workbook with one sheet: a bold, frozen header row and the table's rows. */
export async function toXlsx(title: string, table: ReportTable): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'InspectHub';
  const sheet = workbook.addWorksheet(sheetName(title), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = table.columns.map((header) => ({
    header,
    width: Math.min(50, Math.max(12, header.length + 2)),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row.map((cell) => cell ?? EMPTY));
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
