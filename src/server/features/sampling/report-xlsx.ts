import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { toSheetName } from '@/server/lib/xlsx';
import type { QuarterlySchemeReport } from './report';
import { installerTable, schemeTable, type SchemeReportTable } from './report-tables';

// The exports' cell conventions (src/server/features/exports/cells.ts): a day is a real date
// cell shown dd/mm/yyyy, written as that day's midnight with no zone.
const XLSX_DAY_FORMAT = 'dd/mm/yyyy';
const dayAsDate = (day: string) => new Date(`${day}T00:00:00Z`);

/**
 * The quarterly scheme report as a workbook: a summary sheet (the quarter, its days and the
 * rules that judged it, as date cells), then one sheet per table with a bold, frozen header
 * row, an autofilter over its rows, counts as numbers and fail rates as percentages.
 */
export async function quarterlyReportXlsx(
  report: QuarterlySchemeReport,
  generatedAt: Date,
): Promise<Buffer> {
  // The streaming writer, as the exports use: rows are written as they are added, with no
  // whole workbook model kept in memory first.
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'InspectHub';
  workbook.created = generatedAt;
  addSummary(workbook, report);
  addTable(workbook, installerTable(report));
  addTable(workbook, schemeTable(report));
  await workbook.commit();
  return Buffer.concat(chunks);
}

type Workbook = ExcelJS.stream.xlsx.WorkbookWriter;

function addSummary(workbook: Workbook, report: QuarterlySchemeReport) {
  const sheet = workbook.addWorksheet('Summary');
  sheet.columns = [
    { header: 'Quarterly Scheme Report', width: 28 },
    { header: '', width: 20 },
  ];
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  const facts: [string, string | number | Date][] = [
    ['Quarter', report.quarter],
    ['From', dayAsDate(report.days.from)],
    ['To', dayAsDate(report.days.to)],
    ['Sampling rules effective from', dayAsDate(report.rulesEffectiveFrom)],
    ['Measures installed', report.totals.population],
    ['Required', report.totals.required],
    ['Achieved', report.totals.achieved],
  ];
  for (const [label, value] of facts) {
    const row = sheet.addRow([label, value]);
    if (value instanceof Date) row.getCell(2).numFmt = XLSX_DAY_FORMAT;
    row.commit();
  }
  sheet.commit();
}

function addTable(workbook: Workbook, table: SchemeReportTable) {
  const sheet = workbook.addWorksheet(toSheetName(table.title), {
    views: [{ state: 'frozen', ySplit: 1, topLeftCell: 'A2', activeCell: 'A2' }],
  });
  sheet.columns = table.columns.map((header) => ({
    header,
    width: Math.min(30, Math.max(12, header.length + 2)),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  table.rows.forEach((cells, index) => {
    const row = sheet.addRow(
      cells.map((c) =>
        typeof c === 'object' ? (c.percent === null ? 'N/A' : c.percent / 100) : c,
      ),
    );
    cells.forEach((c, i) => {
      if (typeof c === 'object' && c.percent !== null) row.getCell(i + 1).numFmt = '0.0%';
    });
    if (table.totalRows.has(index)) row.font = { bold: true };
    row.commit();
  });
  // ExcelJS writes <autoFilter> after <sheetData> on commit, as the schema orders them.
  sheet.autoFilter = {
    from: { row: 1, column: 1 },
    to: { row: table.rows.length + 1, column: table.columns.length },
  };
  sheet.commit();
}
