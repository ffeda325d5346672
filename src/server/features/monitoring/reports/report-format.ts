import ExcelJS from 'exceljs';
import { toCsvField, toCsvLines } from '@/server/lib/csv';
import { toSheetName } from '@/server/lib/xlsx';
import type { ReportCell, ReportTable } from './report-types';

const EMPTY = 'N/A';

/** A report cell in CSV: an empty one reads 'N/A', as on the card and in the XLSX. */
export const toReportCsvField = (value: ReportCell): string => toCsvField(value ?? EMPTY);

export function toCsv(table: ReportTable): string {
  return toCsvLines([table.columns, ...table.rows.map((row) => row.map((cell) => cell ?? EMPTY))]);
}

/** An XLSX workbook with one sheet: a bold, frozen header row and the table's rows. */
export async function toXlsx(title: string, table: ReportTable): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'InspectHub';
  const sheet = workbook.addWorksheet(toSheetName(title), {
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
