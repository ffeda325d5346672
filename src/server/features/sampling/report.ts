import type { Db } from '@/server/db/client';
import {
  failRateBand,
  failRatePercent,
  quarterDays,
  type QuarterId,
} from '@/shared/sampling/sampling';
import { getSamplingPlan, type PlanRow, type SamplingPlan } from './plan';
import { countReportTriples, type ReportExtras, type TripleCounts } from './report-figures';

export type SchemeReportRow = ReportExtras & {
  installerName: string;
  measureCategory: string;
  population: number;
  achieved: number;
  failed: number;
  failRatePercent: number | null;
  band: string | null;
};

export type QuarterlySchemeReport = {
  quarter: QuarterId;
  days: SamplingPlan['days'];
  rulesEffectiveFrom: string;
  /** The plan's rows (per installer and category), each with the report's extras. */
  rows: (PlanRow & ReportExtras)[];
  /** Per scheme: its installers and categories, and its total (the plan's scheme total). */
  schemes: { schemeName: string; rows: SchemeReportRow[]; total: SchemeReportRow }[];
  totals: SamplingPlan['totals'] & ReportExtras;
};

const EXTRA_KEYS = [
  'passed',
  'failedCategory1',
  'failedMajor',
  'failedMinor',
  'failedUngraded',
  'remediationsOutstanding',
  'remediationsOverdue',
  'remediationsLate',
  'failsOverturned',
] as const satisfies readonly (keyof ReportExtras)[];

const noExtras = (): ReportExtras =>
  Object.fromEntries(EXTRA_KEYS.map((k) => [k, 0])) as ReportExtras;

function addExtras(into: ReportExtras, from: ReportExtras) {
  for (const k of EXTRA_KEYS) into[k] += from[k];
}

const pairKey = (g: { installerId: string | null; measureCategory: string }) =>
  `${g.installerId ?? ''}|${g.measureCategory}`;

/**
 * The quarterly scheme report (issue 30 point 10): the quarter's plan (getSamplingPlan, the one
 * definition of population, required, achieved, failed, fail rate and band) with passes, fails
 * by severity, remediations and overturned fails beside it, and the same figures per funding
 * scheme. Remediations are overdue as of `now`.
 */
export async function getQuarterlySchemeReport(
  db: Db,
  tenantId: string,
  quarter: QuarterId,
  now = new Date(),
): Promise<QuarterlySchemeReport> {
  // One after the other: this may run inside a transaction, which is one connection.
  const plan = await getSamplingPlan(db, tenantId, quarter);
  const triples = await countReportTriples(db, tenantId, quarterDays(quarter), now);
  const extrasByPair = new Map<string, ReportExtras>();
  for (const t of triples) {
    const extras = extrasByPair.get(pairKey(t)) ?? noExtras();
    addExtras(extras, t);
    extrasByPair.set(pairKey(t), extras);
  }
  const rows = plan.rows.map((r) => ({ ...r, ...(extrasByPair.get(pairKey(r)) ?? noExtras()) }));
  const totals = { ...plan.totals, ...noExtras() };
  for (const r of rows) addExtras(totals, r);
  const names = new Map(plan.rows.map((r) => [pairKey(r), r.installerName]));
  const bands = plan.rules.failRateBands;
  const schemes = plan.schemes.map((s) => {
    const mine = triples.filter((t) => t.schemeId === s.schemeId);
    const schemeRows = mine
      .map((t) => schemeRow(t, names.get(pairKey(t)) ?? 'No installer', bands))
      .sort(
        (a, b) =>
          a.installerName.localeCompare(b.installerName) ||
          a.measureCategory.localeCompare(b.measureCategory),
      );
    const total = { ...s, ...noExtras() };
    for (const t of mine) addExtras(total, t);
    return {
      schemeName: s.schemeName,
      rows: schemeRows,
      total: {
        ...total,
        installerName: 'All installers',
        measureCategory: 'All categories',
        band: failRateBand(bands, s.failed, s.achieved)?.name ?? null,
      },
    };
  });
  return {
    quarter,
    days: plan.days,
    rulesEffectiveFrom: plan.rules.effectiveFrom,
    rows,
    schemes,
    totals,
  };
}

function schemeRow(
  t: TripleCounts,
  installerName: string,
  bands: SamplingPlan['rules']['failRateBands'],
): SchemeReportRow {
  const { installerId: _installer, schemeId: _id, schemeName: _name, ...counts } = t;
  return {
    ...counts,
    installerName,
    failRatePercent: failRatePercent(t.failed, t.achieved),
    band: failRateBand(bands, t.failed, t.achieved)?.name ?? null,
  };
}
