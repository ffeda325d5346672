import type { RouterOutputs } from '@/web/lib/trpc';
import {
  PLAN_EXPORT_COLUMNS,
  planExportRows,
  type PlanExportCell,
} from '@/shared/sampling/plan-export';

export type SamplingPlan = RouterOutputs['sampling']['plan'];
export type PlanRow = SamplingPlan['rows'][number];

/** A CSV field, quoted when needed; text a spreadsheet would run as a formula is defused. */
function field(value: PlanExportCell): string {
  if (value === null) return '';
  if (typeof value === 'object') return value.percent === null ? '' : String(value.percent);
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const line = (cells: readonly PlanExportCell[]) => cells.map(field).join(',');

/**
 * The plan's rows (as filtered on screen) as CSV, figures exactly as sampling.plan gave them,
 * then the quarter's overall total. CRLF line ends and a BOM so Excel reads UTF-8 names.
 */
export function planCsv(plan: SamplingPlan, rows: readonly PlanRow[]): string {
  const lines = [line(PLAN_EXPORT_COLUMNS), ...planExportRows(plan, rows).map(line)];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
