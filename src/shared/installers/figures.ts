import { reviewMonths, type MonitoringType, type ReviewFrequency } from './catalogue';
import { failRate, riskScore, severityScore } from './risk';

/**
 * Installer figures from its inspections (docs/installer-figures.md). Pure, so
 * the server computes them once per change and tests pin every edge case.
 */
const DAY = 86_400_000;

export type FigureInspection = {
  status: 'PENDING' | 'IN_PROGRESS' | 'PASSED' | 'FAILED' | 'REQUIRES_FOLLOW_UP' | 'CANCELLED';
  ewiGrading: string | null;
  /** Completed date (or, for open ones, the scheduled or created date), YYYY-MM-DD. */
  date: string | null;
  createdAt: string;
  completedDate: string | null;
};

/** Failed items by severity and missed remediation deadlines over the figures' period. */
export type PeriodSeverity = {
  cat1: number;
  major: number;
  minor: number;
  missedDeadlines: number;
  /** A Category 1 within the last RISK_MODEL.recentDays days. */
  recentCat1: boolean;
};

export const NO_SEVERITY: PeriodSeverity = {
  cat1: 0,
  major: 0,
  minor: 0,
  missedDeadlines: 0,
  recentCat1: false,
};

const RESULT_STATUSES = new Set(['PASSED', 'FAILED', 'REQUIRES_FOLLOW_UP']);

/** The period of the stored figures: the last 365 days up to today (YYYY-MM-DD, inclusive). */
export function figuresPeriod(now: Date, days = 365): { from: string; to: string } {
  return {
    from: new Date(now.getTime() - days * DAY).toISOString().slice(0, 10),
    to: now.toISOString().slice(0, 10),
  };
}

/** Measures audited (results) and failed results dated within the period. */
export function auditedIn(
  list: readonly FigureInspection[],
  period: { from: string; to: string },
): { measuresAudited: number; failed: number } {
  const inPeriod = list.filter((i) => {
    if (!RESULT_STATUSES.has(i.status)) return false;
    const date = i.completedDate ?? i.date ?? i.createdAt.slice(0, 10);
    return date >= period.from && date <= period.to;
  });
  return {
    measuresAudited: inPeriod.length,
    failed: inPeriod.filter((i) => i.status === 'FAILED').length,
  };
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
  /** TrustMark severity score over the last 12 months (null before any result). */
  severityScore: number | null;
  /** Failed share of the last 12 months' results, in percent with one decimal (null before any). */
  failRate: number | null;
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
  severity: PeriodSeverity = NO_SEVERITY,
): InstallerFigures {
  const record = { ...auditedIn(list, figuresPeriod(now)), ...severity };
  const rate = failRate(record);
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
    riskScore: riskScore(record),
    severityScore: severityScore(record),
    failRate: rate === null ? null : Math.round(rate * 1000) / 10,
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
