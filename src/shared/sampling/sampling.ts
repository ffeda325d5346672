import { addCalendarDays, ukPeriodContaining, type PeriodDays } from '../periods';
import { toBasisPoints, type FailRateBand, type SamplingRules } from './rules';

/**
 * The sampling arithmetic (issue 30 points 4 and 5, docs/sampling.md), pure so the plan, the
 * later proposals and the quarterly report share one answer. Rates are compared and applied in
 * basis points with whole numbers: 5% of 100 is 5, never 5.000000000000001 rounded up to 6.
 */

/** A UK calendar quarter, '2026-Q1' (January to March). */
export type QuarterId = string;
const QUARTER = /^(\d{4})-Q([1-4])$/;

export function isQuarterId(value: string): boolean {
  return QUARTER.test(value);
}

/** The quarter's first and last day (src/shared/periods.ts, whole UK calendar quarters). */
export function quarterDays(quarter: QuarterId): PeriodDays {
  const match = QUARTER.exec(quarter);
  if (!match) throw new Error(`Not a quarter: ${quarter}`);
  const month = (Number(match[2]) - 1) * 3 + 1;
  return ukPeriodContaining('quarter', `${match[1]}-${String(month).padStart(2, '0')}-01`);
}

/** The quarter containing a date ('YYYY-MM-DD'). */
export function quarterOf(date: string): QuarterId {
  return `${date.slice(0, 4)}-Q${Math.floor((Number(date.slice(5, 7)) - 1) / 3) + 1}`;
}

export function previousQuarter(quarter: QuarterId): QuarterId {
  return quarterOf(addCalendarDays(quarterDays(quarter).from, -1));
}

/**
 * The rules that judge a quarter: the version whose effective-from date is on or before the
 * quarter's first day, the latest such; of two with the same date, the one listed later (the
 * newer, as versions are listed in creation order). A version effective in mid-quarter governs
 * from the next quarter, so a quarter is never judged by two sets of rules.
 */
export function rulesInForce<T extends { effectiveFrom: string }>(
  versions: readonly T[],
  quarter: QuarterId,
): T | null {
  const first = quarterDays(quarter).from;
  let found: T | null = null;
  for (const version of versions)
    if (version.effectiveFrom <= first && (!found || version.effectiveFrom >= found.effectiveFrom))
      found = version;
  return found;
}

/** Fail rate in percent with one decimal; null before any inspection is completed. */
export function failRatePercent(failed: number, inspected: number): number | null {
  return inspected > 0 ? Math.round((failed * 1000) / inspected) / 10 : null;
}

/** The highest band whose threshold the fail rate is strictly above, or null. */
export function failRateBand(
  bands: readonly FailRateBand[],
  failed: number,
  inspected: number,
): FailRateBand | null {
  if (inspected <= 0) return null;
  let found: FailRateBand | null = null;
  for (const band of bands)
    if (failed * 10_000 > toBasisPoints(band.aboveFailRatePercent) * inspected)
      if (!found || band.aboveFailRatePercent > found.aboveFailRatePercent) found = band;
  return found;
}

export type RateBasis = 'base' | 'small_installer' | 'enhanced' | 'fail_rate_band';

export type GroupFacts = {
  /** Measures of this installer and category installed in the quarter. */
  population: number;
  /** The installer's measures of every category installed in the quarter. */
  installerPopulation: number;
  isEnhanced: boolean;
  /** The band that governs this quarter's rate (the previous quarter's fail rate), if any. */
  band: FailRateBand | null;
};

export type Quota = { ratePercent: number; basis: RateBasis; required: number };

/** The rate for one installer and category: every rule that applies, and the highest wins. */
export function samplingRate(
  rules: SamplingRules,
  facts: Omit<GroupFacts, 'population'>,
): { ratePercent: number; basis: RateBasis } {
  const candidates: { ratePercent: number; basis: RateBasis }[] = [
    { ratePercent: rules.baseRatePercent, basis: 'base' },
  ];
  if (facts.installerPopulation < rules.smallInstallerThreshold)
    candidates.push({ ratePercent: rules.smallInstallerRatePercent, basis: 'small_installer' });
  if (facts.isEnhanced)
    candidates.push({ ratePercent: rules.enhancedRatePercent, basis: 'enhanced' });
  if (facts.band) candidates.push({ ratePercent: facts.band.ratePercent, basis: 'fail_rate_band' });
  // Strictly higher replaces, so on a tie the earlier (plainer) basis is the one shown.
  return candidates.reduce((best, c) => (c.ratePercent > best.ratePercent ? c : best));
}

/**
 * Inspections required: the rate of the population rounded up, at least the rules' minimum
 * when there is any measure, and never more than the measures there are.
 */
export function requiredInspections(ratePercent: number, population: number, minimum: number) {
  if (population <= 0) return 0;
  const byRate = Math.ceil((toBasisPoints(ratePercent) * population) / 10_000);
  return Math.min(population, Math.max(byRate, minimum));
}

export function groupQuota(rules: SamplingRules, facts: GroupFacts): Quota {
  const rate = samplingRate(rules, facts);
  return {
    ...rate,
    required: requiredInspections(rate.ratePercent, facts.population, rules.minimumPerGroup),
  };
}
