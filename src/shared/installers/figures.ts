import { reviewMonths, type MonitoringType, type ReviewFrequency } from './catalogue';

/**
 * Installer figures from its inspections (docs/installer-figures.md). Pure, so
 * the server computes them once per change and tests pin every edge case.
 */
export type FigureInspection = {
  status: 'PENDING' | 'IN_PROGRESS' | 'PASSED' | 'FAILED' | 'REQUIRES_FOLLOW_UP' | 'CANCELLED';
  ewiGrading: string | null;
  /** Completed date (or, for open ones, the scheduled or created date), YYYY-MM-DD. */
  date: string | null;
  createdAt: string;
  completedDate: string | null;
};

// One place for the weights (docs/installer-figures.md).
export const RISK_WEIGHTS = {
  /** Severity points per inspection, after DOMAIN.md's 6 / 3 / 1 (Category 1 / Major / Minor). */
  failedRed: 6,
  failed: 3,
  partialOrAmber: 1,
  /** Recency weight by age of the inspection in days. */
  recency: [
    { maxDays: 90, weight: 1 },
    { maxDays: 180, weight: 0.6 },
    { maxDays: 365, weight: 0.3 },
  ],
  /** With few recent inspections the score leans towards this prior (pseudo-inspections). */
  prior: 2,
  priorWeight: 3,
} as const;

export function severityOf(i: Pick<FigureInspection, 'status' | 'ewiGrading'>): number | null {
  if (i.status === 'FAILED')
    return i.ewiGrading === 'Red' ? RISK_WEIGHTS.failedRed : RISK_WEIGHTS.failed;
  if (i.status === 'REQUIRES_FOLLOW_UP') return RISK_WEIGHTS.partialOrAmber;
  if (i.status === 'PASSED')
    return i.ewiGrading === 'Amber'
      ? RISK_WEIGHTS.partialOrAmber
      : i.ewiGrading === 'Red'
        ? RISK_WEIGHTS.failed
        : 0;
  return null; // open or cancelled: not a result
}

function recencyWeight(ageDays: number): number {
  return RISK_WEIGHTS.recency.find((r) => ageDays <= r.maxDays)?.weight ?? 0;
}

const DAY = 86_400_000;
const daysBetween = (from: string, to: Date) =>
  Math.floor((to.getTime() - Date.parse(`${from}T00:00:00Z`)) / DAY);

/**
 * Risk 0-10: DOMAIN.md's severity score (100 x weighted severity per audited
 * measure / 6) over the last year with recency weights, scaled to 0-10 and
 * pulled towards a prior when there are few results (volume).
 */
export function computeRiskScore(list: readonly FigureInspection[], now: Date): number {
  let weighted = 0;
  let weights = 0;
  for (const inspection of list) {
    const severity = severityOf(inspection);
    if (severity === null || !inspection.date) continue;
    const weight = recencyWeight(Math.max(0, daysBetween(inspection.date, now)));
    weighted += weight * severity;
    weights += weight;
  }
  const severityScore = weights === 0 ? 0 : (100 * (weighted / weights)) / 6; // 0..100
  const base = severityScore / 10;
  const score =
    (weights * base + RISK_WEIGHTS.priorWeight * RISK_WEIGHTS.prior) /
    (weights + RISK_WEIGHTS.priorWeight);
  return Math.round(Math.min(10, Math.max(0, score)) * 10) / 10;
}

export type InstallerFigures = {
  totalInspections: number;
  passCount: number;
  failCount: number;
  partialCount: number;
  pendingCount: number;
  resolvedCount: number;
  greenCount: number;
  amberCount: number;
  redCount: number;
  /** Null until the installer has a result. */
  complianceRate: number | null;
  riskScore: number;
  lastInspection: string | null;
  nextDueDate: string | null;
  averageResolutionDays: number | null;
  volumeLast12Months: number;
  /** The most recent result: 'Pass' or 'Fail', null before any. */
  lastResult: 'Pass' | 'Fail' | null;
};

const OPEN = new Set(['PENDING', 'IN_PROGRESS', 'REQUIRES_FOLLOW_UP']);

function addMonths(date: string, months: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
}

export function computeInstallerFigures(
  list: readonly FigureInspection[],
  monitoringType: MonitoringType,
  now: Date,
  enhancedFrequency: ReviewFrequency = 'Quarterly',
): InstallerFigures {
  const done = list.filter((i) => i.status === 'PASSED' || i.status === 'FAILED');
  const passCount = done.filter((i) => i.status === 'PASSED').length;
  const failCount = done.length - passCount;
  const partialCount = list.filter((i) => i.status === 'REQUIRES_FOLLOW_UP').length;
  const resultCount = done.length + partialCount;
  const byDate = done
    .map((i) => ({ date: i.completedDate ?? i.date, status: i.status }))
    .filter((i): i is { date: string; status: FigureInspection['status'] } => !!i.date)
    .sort((a, b) => a.date.localeCompare(b.date));
  const last = byDate.at(-1);
  const lastInspection = last?.date ?? null;
  const resolutionDays = done
    .filter((i) => i.completedDate)
    .map((i) =>
      Math.max(0, (Date.parse(`${i.completedDate}T00:00:00Z`) - Date.parse(i.createdAt)) / DAY),
    );
  const yearAgo = new Date(now.getTime() - 365 * DAY).toISOString().slice(0, 10);
  return {
    totalInspections: list.filter((i) => i.status !== 'CANCELLED').length,
    passCount,
    failCount,
    partialCount,
    pendingCount: list.filter((i) => OPEN.has(i.status)).length,
    resolvedCount: done.length,
    greenCount: done.filter((i) => i.ewiGrading === 'Green').length,
    amberCount: done.filter((i) => i.ewiGrading === 'Amber').length,
    redCount: done.filter((i) => i.ewiGrading === 'Red').length,
    // Passed share of every result (a partial result is not compliant).
    complianceRate: resultCount === 0 ? null : Math.round((passCount / resultCount) * 100),
    riskScore: computeRiskScore(list, now),
    lastInspection,
    nextDueDate: lastInspection
      ? addMonths(lastInspection, reviewMonths(monitoringType, enhancedFrequency))
      : null,
    averageResolutionDays:
      resolutionDays.length === 0
        ? null
        : Math.round((resolutionDays.reduce((a, b) => a + b, 0) / resolutionDays.length) * 10) / 10,
    volumeLast12Months: list.filter(
      (i) => i.status !== 'CANCELLED' && (i.date ?? i.createdAt.slice(0, 10)) >= yearAgo,
    ).length,
    lastResult: last ? (last.status === 'PASSED' ? 'Pass' : 'Fail') : null,
  };
}

export function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}
