import { z } from 'zod';
import { QuarterInput } from './rules';
import type { RateBasis } from './sampling';

/**
 * The sampling plan as the screen filters it and as its CSV and Excel exports write it: one
 * definition of the filters and the columns, so the files hold what the table shows.
 */

/** 'none' in the installer filter picks the measures whose installer record is gone. */
export const NO_INSTALLER = 'none';

const filterText = z.string().max(100, 'Filter is too long').default('');

/** The plan's filters as the URL holds them ('' is any); `outstanding` '1' hides met quotas. */
export const PlanFiltersInput = z.object({
  installer: filterText,
  category: filterText,
  band: filterText,
  outstanding: z.enum(['', '1']).default(''),
});
export type PlanFilters = z.output<typeof PlanFiltersInput>;

/** The Excel export's request: the quarter and the filters shown. */
export const PlanExportInput = QuarterInput.extend(PlanFiltersInput.shape).strict();
export type PlanExportRequest = z.output<typeof PlanExportInput>;

type FilterableRow = {
  installerId: string | null;
  measureCategory: string;
  band: string | null;
  outstanding: number;
};

/** The plan's rows the filters keep; the figures are the server's, untouched. */
export function filterPlanRows<Row extends FilterableRow>(rows: readonly Row[], p: PlanFilters) {
  return rows.filter(
    (row) =>
      (!p.installer || (row.installerId ?? NO_INSTALLER) === p.installer) &&
      (!p.category || row.measureCategory === p.category) &&
      (!p.band || (row.band ?? 'none') === p.band) &&
      (!p.outstanding || row.outstanding > 0),
  );
}

type BasisFacts = { basis: RateBasis; governingBand: string | null; ratePercent: number };

const BASIS_LABELS: Record<Exclude<RateBasis, 'fail_rate_band'>, string> = {
  base: 'Base rate',
  small_installer: 'Small installer',
  enhanced: 'Enhanced monitoring',
};

/** Why the row has its rate, in words: 'Pathway A last quarter'. */
export function basisLabel({ basis, governingBand }: BasisFacts): string {
  if (basis === 'fail_rate_band') return `${governingBand ?? 'Fail-rate band'} last quarter`;
  return BASIS_LABELS[basis];
}

/** A percentage cell: a number in CSV, a percentage-formatted cell in Excel; null is none yet. */
export type PercentCell = { percent: number | null };
export type PlanExportCell = string | number | null | PercentCell;

export const PLAN_EXPORT_COLUMNS = [
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
] as const;

export type PlanExportRow = BasisFacts & {
  installerName: string;
  measureCategory: string;
  population: number;
  required: number;
  achieved: number;
  outstanding: number;
  failed: number;
  failRatePercent: number | null;
  band: string | null;
};

type PlanTotals = {
  population: number;
  required: number;
  achieved: number;
  outstanding: number;
  failed: number;
  failRatePercent: number | null;
};

export const PLAN_TOTAL_LABEL = 'All installers (total)';

/** The rows as exported, figures exactly as sampling.plan gave them, then the quarter's total. */
export function planExportRows(
  plan: { quarter: string; totals: PlanTotals },
  rows: readonly PlanExportRow[],
): PlanExportCell[][] {
  const t = plan.totals;
  return [
    ...rows.map((r) => [
      plan.quarter,
      r.installerName,
      r.measureCategory,
      r.population,
      { percent: r.ratePercent },
      basisLabel(r),
      r.required,
      r.achieved,
      r.outstanding,
      r.failed,
      { percent: r.failRatePercent },
      r.band,
    ]),
    [
      plan.quarter,
      PLAN_TOTAL_LABEL,
      '',
      t.population,
      null,
      '',
      t.required,
      t.achieved,
      t.outstanding,
      t.failed,
      { percent: t.failRatePercent },
      '',
    ],
  ];
}
