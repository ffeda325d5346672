import type { RateBasis } from '@/shared/sampling/sampling';
import type { ReportExtras } from './report-figures';
import type { QuarterlySchemeReport, SchemeReportRow } from './report';

/** A cell of the quarterly report: a count, a percentage (0 to 100), text, or empty ('N/A'). */
export type SchemeReportCell = number | string | { percent: number | null };

export type SchemeReportTable = {
  title: string;
  columns: string[];
  rows: SchemeReportCell[][];
  /** Rows (indices) that are totals, shown in bold. */
  totalRows: Set<number>;
};

const BASIS_LABELS: Record<RateBasis, string> = {
  base: 'Base rate',
  small_installer: 'Small installer',
  enhanced: 'Enhanced monitoring',
  fail_rate_band: 'Fail-rate band',
};

const OUTCOME_COLUMNS = [
  'Passes',
  'Fails: Category 1',
  'Fails: Major',
  'Fails: Minor',
  'Fails: not graded',
  'Fails',
  'Fail rate',
  'Band',
  'Remediations outstanding',
  'Remediations overdue',
  'Remediations late',
  'Fails overturned',
];

type Outcomes = ReportExtras & {
  failed: number;
  failRatePercent: number | null;
  band: string | null;
};

function outcomeCells(r: Outcomes): SchemeReportCell[] {
  return [
    r.passed,
    r.failedCategory1,
    r.failedMajor,
    r.failedMinor,
    r.failedUngraded,
    r.failed,
    { percent: r.failRatePercent },
    r.band ?? 'None',
    r.remediationsOutstanding,
    r.remediationsOverdue,
    r.remediationsLate,
    r.failsOverturned,
  ];
}

/** The plan's rows (per installer and category) with the report's columns, and the totals. */
export function installerTable(
  report: QuarterlySchemeReport,
  shown: QuarterlySchemeReport['rows'] = report.rows,
): SchemeReportTable {
  const rows: SchemeReportCell[][] = shown.map((r) => [
    r.installerName,
    r.measureCategory,
    r.population,
    { percent: r.ratePercent },
    r.governingBand ? `${BASIS_LABELS[r.basis]} (${r.governingBand})` : BASIS_LABELS[r.basis],
    r.required,
    r.achieved,
    r.outstanding,
    ...outcomeCells(r),
  ]);
  const t = report.totals;
  rows.push([
    'Total',
    'All categories',
    t.population,
    '',
    '',
    t.required,
    t.achieved,
    t.outstanding,
    ...outcomeCells({ ...t, band: null }),
  ]);
  return {
    title: 'Installers and categories',
    columns: [
      'Installer',
      'Measure category',
      'Measures installed',
      'Sampling rate',
      'Rate reason',
      'Required',
      'Achieved',
      'Outstanding',
      ...OUTCOME_COLUMNS,
    ],
    rows,
    totalRows: new Set([rows.length - 1]),
  };
}

const schemeCells = (scheme: string, r: SchemeReportRow): SchemeReportCell[] => [
  scheme,
  r.installerName,
  r.measureCategory,
  r.population,
  r.achieved,
  ...outcomeCells(r),
];

/** Each scheme's total (the plan's scheme totals with the report's columns). */
export function schemeTotalsTable(report: QuarterlySchemeReport): SchemeReportTable {
  return {
    title: 'Schemes',
    columns: ['Scheme', 'Measures installed', 'Achieved', ...OUTCOME_COLUMNS],
    rows: report.schemes.map((s) => [
      s.schemeName,
      s.total.population,
      s.total.achieved,
      ...outcomeCells(s.total),
    ]),
    totalRows: new Set(),
  };
}

/** Per scheme, installer and category, each scheme followed by its total. */
export function schemeTable(report: QuarterlySchemeReport): SchemeReportTable {
  const rows: SchemeReportCell[][] = [];
  const totalRows = new Set<number>();
  for (const s of report.schemes) {
    for (const r of s.rows) rows.push(schemeCells(s.schemeName, r));
    totalRows.add(rows.length);
    rows.push(schemeCells(`Total ${s.schemeName}`, s.total));
  }
  return {
    title: 'Schemes',
    columns: [
      'Scheme',
      'Installer',
      'Measure category',
      'Measures installed',
      'Achieved',
      ...OUTCOME_COLUMNS,
    ],
    rows,
    totalRows,
  };
}
