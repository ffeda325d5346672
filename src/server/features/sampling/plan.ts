import type { Db } from '@/server/db/client';
import {
  failRateBand,
  failRatePercent,
  groupQuota,
  previousQuarter,
  quarterDays,
  type QuarterId,
  type RateBasis,
} from '@/shared/sampling/sampling';
import { countGroups, countSchemes, installersOf, type GroupCounts } from './plan-figures';
import { rulesForQuarter, type RuleVersion } from './rule-versions';

export type PlanRow = {
  installerId: string | null;
  /** 'No installer' when the installer record was deleted after the measures were lodged. */
  installerName: string;
  measureCategory: string;
  population: number;
  ratePercent: number;
  basis: RateBasis;
  /** The band from the previous quarter's fail rate that raised this quarter's rate, if any. */
  governingBand: string | null;
  required: number;
  achieved: number;
  outstanding: number;
  failed: number;
  failRatePercent: number | null;
  /** The band this quarter's own results reach (what the next quarter's rate will follow). */
  band: string | null;
};

type Totals = {
  population: number;
  achieved: number;
  failed: number;
  failRatePercent: number | null;
};

export type SamplingPlan = {
  quarter: QuarterId;
  days: { from: string; to: string };
  rules: RuleVersion;
  rows: PlanRow[];
  schemes: (Totals & { schemeId: string; schemeName: string })[];
  totals: Totals & { required: number; outstanding: number };
};

const key = (g: { installerId: string | null; measureCategory: string }) =>
  `${g.installerId ?? ''}|${g.measureCategory}`;

/**
 * The quarter's plan (issue 30 point 5): per installer and measure category, the population,
 * the rate and its reason, required, achieved, outstanding and the fail rate with its band,
 * computed from the data on every call; totals per funding scheme and overall.
 */
export async function getSamplingPlan(db: Db, tenantId: string, quarter: QuarterId) {
  const days = quarterDays(quarter);
  const rules = await rulesForQuarter(db, tenantId, quarter);
  // One after the other: this may run inside a transaction, which is one connection.
  const groups = await countGroups(db, tenantId, days);
  const previous = await countGroups(db, tenantId, quarterDays(previousQuarter(quarter)));
  const schemes = await countSchemes(db, tenantId, days);
  const installerIds = [...new Set(groups.flatMap((g) => (g.installerId ? [g.installerId] : [])))];
  const known = await installersOf(db, tenantId, installerIds, days.to);
  const before = new Map(previous.map((g) => [key(g), g]));
  const perInstaller = new Map<string, number>();
  for (const g of groups)
    perInstaller.set(
      g.installerId ?? '',
      (perInstaller.get(g.installerId ?? '') ?? 0) + g.population,
    );
  const rows = groups
    .map((g) =>
      planRow(rules, g, {
        installer: g.installerId ? known.get(g.installerId) : undefined,
        installerPopulation: perInstaller.get(g.installerId ?? '') ?? 0,
        previous: before.get(key(g)),
      }),
    )
    .sort(
      (a, b) =>
        a.installerName.localeCompare(b.installerName) ||
        a.measureCategory.localeCompare(b.measureCategory),
    );
  return {
    quarter,
    days,
    rules,
    rows,
    schemes: schemes.map((s) => ({ ...s, failRatePercent: failRatePercent(s.failed, s.achieved) })),
    totals: totalsOf(rows),
  } satisfies SamplingPlan;
}

function planRow(
  rules: RuleVersion,
  group: GroupCounts,
  context: {
    installer: { name: string; isEnhanced: boolean } | undefined;
    installerPopulation: number;
    previous: GroupCounts | undefined;
  },
): PlanRow {
  const governing = context.previous
    ? failRateBand(rules.failRateBands, context.previous.failed, context.previous.achieved)
    : null;
  const quota = groupQuota(rules, {
    population: group.population,
    installerPopulation: context.installerPopulation,
    isEnhanced: context.installer?.isEnhanced ?? false,
    band: governing,
  });
  return {
    installerId: group.installerId,
    installerName: context.installer?.name ?? 'No installer',
    measureCategory: group.measureCategory,
    population: group.population,
    ratePercent: quota.ratePercent,
    basis: quota.basis,
    governingBand: governing?.name ?? null,
    required: quota.required,
    achieved: group.achieved,
    outstanding: Math.max(0, quota.required - group.achieved),
    failed: group.failed,
    failRatePercent: failRatePercent(group.failed, group.achieved),
    band: failRateBand(rules.failRateBands, group.failed, group.achieved)?.name ?? null,
  };
}

function totalsOf(rows: PlanRow[]): SamplingPlan['totals'] {
  const sum = (pick: (r: PlanRow) => number) => rows.reduce((n, r) => n + pick(r), 0);
  const achieved = sum((r) => r.achieved);
  const failed = sum((r) => r.failed);
  return {
    population: sum((r) => r.population),
    required: sum((r) => r.required),
    achieved,
    outstanding: sum((r) => r.outstanding),
    failed,
    failRatePercent: failRatePercent(failed, achieved),
  };
}
