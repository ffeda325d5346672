/**
 * Severity score and risk score of one installer over one period
 * (docs/installer-figures.md, issue 16 point 6). Pure: the server feeds it
 * counts, a table of cases pins every band.
 */

/** What one period of an installer's record holds. */
export type RiskInputs = {
  /** Measures audited: results (Passed, Failed, Requires Follow-up) in the period. */
  measuresAudited: number;
  /** Failed results in the period. */
  failed: number;
  /** Failed items by severity in the period (TrustMark: Category 1, Major, Minor). */
  cat1: number;
  major: number;
  minor: number;
  /** A Category 1 failure within the last RISK_MODEL.recentDays days. */
  recentCat1: boolean;
  /** Remediation deadlines missed in the period. */
  missedDeadlines: number;
  /** How many pseudo-results the prior is worth (defaults to RISK_MODEL.priorWeight). */
  priorWeight?: number;
};

/** Every constant of the model, in one place. */
export const RISK_MODEL = {
  /** TrustMark weights per failed item. */
  weights: { cat1: 6, major: 3, minor: 1 },
  /** A new installer's score, worth `priorWeight` results. */
  prior: 2,
  priorWeight: 3,
  /** Fail-rate bands (Ofgem's escalating pathways): above `watch` -> 6+, above `high` -> 8+. */
  failRate: { watch: 0.1, high: 0.25 },
  /** Score floors of the bands (spec 02 badge: warning from 6, destructive from 8). */
  floors: { watch: 6, high: 8 },
  /** The fail-rate bands apply from this many measures audited; fewer lean on the prior only. */
  minAuditedForBands: 5,
  /** A Category 1 this recent (days) is a high risk whatever the volume. */
  recentDays: 90,
  /** Each missed remediation deadline adds this much, up to `missedCap`. */
  missedPenalty: 0.5,
  missedCap: 2,
} as const;

const round1 = (n: number) => Math.round(n * 10) / 10;
const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));

/**
 * TrustMark's severity score, `100 x ((6 x Cat1 + 3 x Major + 1 x Minor) /
 * measures audited) / 6`, rounded to one decimal; null before any audit. It
 * reaches 100 when every measure audited has one Category 1 failure and can
 * pass 100 when measures fail on several items.
 */
export function severityScore(
  input: Pick<RiskInputs, 'measuresAudited' | 'cat1' | 'major' | 'minor'>,
): number | null {
  if (input.measuresAudited <= 0) return null;
  const { cat1, major, minor } = RISK_MODEL.weights;
  const points = cat1 * input.cat1 + major * input.major + minor * input.minor;
  return round1((100 * (points / input.measuresAudited)) / 6);
}

/** Failed share of measures audited, 0-1 (null before any audit). */
export function failRate(input: Pick<RiskInputs, 'measuresAudited' | 'failed'>): number | null {
  if (input.measuresAudited <= 0) return null;
  return clamp(input.failed / input.measuresAudited, 0, 1);
}

/**
 * The fail rate on the 0-10 scale, continuous through the band edges: 0% -> 0,
 * 10% -> 6, 25% -> 8, 50% or more -> 10.
 */
export function failRateScore(rate: number): number {
  const { watch, high } = RISK_MODEL.failRate;
  const { watch: six, high: eight } = RISK_MODEL.floors;
  if (rate <= watch) return (six * rate) / watch;
  if (rate <= high) return six + ((eight - six) * (rate - watch)) / (high - watch);
  return Math.min(10, eight + ((10 - eight) * (rate - high)) / high);
}

/**
 * Risk 0-10, one decimal:
 * 1. evidence = the higher of the fail-rate score and severity score / 10;
 * 2. leaned towards the prior with `priorWeight` pseudo-results:
 *    (audited x evidence + priorWeight x prior) / (audited + priorWeight);
 * 3. plus 0.5 per missed remediation deadline (at most 2);
 * 4. floors: a recent Category 1 -> 8; with at least 5 measures audited a
 *    fail rate above 25% -> 8, above 10% -> 6.
 */
export function riskScore(input: RiskInputs): number {
  const audited = Math.max(0, input.measuresAudited);
  const priorWeight = input.priorWeight ?? RISK_MODEL.priorWeight;
  const rate = failRate(input) ?? 0;
  const severity = severityScore(input) ?? 0;
  const evidence = Math.max(failRateScore(rate), Math.min(10, severity / 10));
  const leaned =
    audited + priorWeight === 0
      ? RISK_MODEL.prior
      : (audited * evidence + priorWeight * RISK_MODEL.prior) / (audited + priorWeight);
  const penalty = Math.min(
    RISK_MODEL.missedCap,
    RISK_MODEL.missedPenalty * Math.max(0, input.missedDeadlines),
  );
  let score = leaned + penalty;
  const banded = audited >= RISK_MODEL.minAuditedForBands;
  if (input.recentCat1 || (banded && rate > RISK_MODEL.failRate.high))
    score = Math.max(score, RISK_MODEL.floors.high);
  else if (banded && rate > RISK_MODEL.failRate.watch)
    score = Math.max(score, RISK_MODEL.floors.watch);
  return round1(clamp(score, 0, 10));
}
