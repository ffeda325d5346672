import ExcelJS from 'exceljs';
import type { Db } from '@/server/db/client';
import { toFormulaSafeText } from '@/server/lib/csv';
import { toSheetName } from '@/server/lib/xlsx';
import {
  filterPlanRows,
  PLAN_EXPORT_COLUMNS,
  PLAN_TOTAL_LABEL,
  planExportRows,
  type PlanExportCell,
  type PlanExportRequest,
} from '@/shared/sampling/plan-export';
import { getSamplingPlan } from './plan';

const XLSX_PERCENT_FORMAT = '0.0%';

/** An Excel cell of the plan: counts as numbers, rates as percentage cells, formula-safe text. */
function xlsxCell(cell: PlanExportCell): { value: ExcelJS.CellValue; numFmt?: string } {
  if (cell === null || typeof cell === 'number') return { value: cell };
  if (typeof cell === 'string') return { value: toFormulaSafeText(cell) };
  if (cell.percent === null) return { value: 'N/A' };
  return { value: cell.percent / 100, numFmt: XLSX_PERCENT_FORMAT };
}

/**
 * The quarter's plan as the screen filters it, as a workbook (issue 30 point 5, "exportable"):
 * the CSV's columns and rows (src/shared/sampling/plan-export.ts) with the exports' sheet
 * conventions: a bold, frozen header row, an autofilter over the plan's rows, counts as
 * numbers and rates as percentages; the quarter's total last, in bold, outside the filter.
 */
export async function samplingPlanXlsx(db: Db, tenantId: string, input: PlanExportRequest) {
  const plan = await getSamplingPlan(db, tenantId, input.quarter);
  const rows = filterPlanRows(plan.rows, input);
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'InspectHub';
  const sheet = workbook.addWorksheet(toSheetName(`Sampling plan ${plan.quarter}`), {
    views: [{ state: 'frozen', ySplit: 1, topLeftCell: 'A2', activeCell: 'A2' }],
  });
  // Rates are percentage cells here, so their headers drop the CSV's '(%)'.
  sheet.columns = PLAN_EXPORT_COLUMNS.map((header) => {
    const label = header.replace(' (%)', '');
    return { header: label, width: Math.min(30, Math.max(12, label.length + 4)) };
  });
  sheet.getRow(1).font = { bold: true };
  for (const cells of planExportRows(plan, rows)) {
    const typed = cells.map(xlsxCell);
    const row = sheet.addRow(typed.map((c) => c.value));
    typed.forEach((c, i) => {
      if (c.numFmt) row.getCell(i + 1).numFmt = c.numFmt;
    });
    if (cells[1] === PLAN_TOTAL_LABEL) row.font = { bold: true };
  }
  sheet.autoFilter = {
    from: { row: 1, column: 1 },
    to: { row: rows.length + 1, column: PLAN_EXPORT_COLUMNS.length },
  };
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  return {
    fileName: `sampling-plan-${plan.quarter}.xlsx`,
    rowCount: rows.length,
    // tRPC answers JSON: the workbook travels as base64 and the browser saves it as a file.
    base64: buffer.toString('base64'),
  };
}
