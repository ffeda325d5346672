import type { RouterOutputs } from '@/web/lib/trpc';
import { basisLabel } from './plan-labels';

export type SamplingPlan = RouterOutputs['sampling']['plan'];
export type PlanRow = SamplingPlan['rows'][number];

const HEADER = [
  'Quarter',
  'Installer',
  'Measure category',
  'Population',
  'Rate (%)',
  'Reason for the rate',
  'Required',
  'Achieved',
  'Outstanding',
  'Failed',
  'Fail rate (%)',
  'Band',
];

/** A CSV field, quoted when needed; text a spreadsheet would run as a formula is defused. */
function field(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const line = (cells: (string | number | null)[]) => cells.map(field).join(',');

/**
 * The plan's rows (as filtered on screen) as CSV, figures exactly as sampling.plan gave them,
 * then the quarter's overall total. CRLF line ends and a BOM so Excel reads UTF-8 names.
 */
export function planCsv(plan: SamplingPlan, rows: readonly PlanRow[]): string {
  const lines = [
    line(HEADER),
    ...rows.map((r) =>
      line([
        plan.quarter,
        r.installerName,
        r.measureCategory,
        r.population,
        r.ratePercent,
        basisLabel(r),
        r.required,
        r.achieved,
        r.outstanding,
        r.failed,
        r.failRatePercent,
        r.band,
      ]),
    ),
    line([
      plan.quarter,
      'All installers (total)',
      '',
      plan.totals.population,
      null,
      '',
      plan.totals.required,
      plan.totals.achieved,
      plan.totals.outstanding,
      plan.totals.failed,
      plan.totals.failRatePercent,
      '',
    ]),
  ];
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** Hands text to the browser as a file download. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8') {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
