/**
 * KPI formulas of the dashboard (docs/dashboard.md). Percentages carry one
 * decimal; a figure with nothing to measure is null and is shown as '—'.
 */

function roundOne(n: number): number {
  return Math.round(n * 10) / 10;
}

/** numerator / denominator as a percentage with one decimal, or null when the denominator is 0. */
export function percentage(numerator: number, denominator: number): number | null {
  if (denominator <= 0) return null;
  return roundOne((numerator / denominator) * 100);
}

/** Performance Rate: inspections passed / inspections completed (passed + failed). */
export function performanceRate(counts: { passed: number; failed: number }): number | null {
  return percentage(counts.passed, counts.passed + counts.failed);
}

/** Resolution Rate: defects resolved / defects raised; no defects means no figure. */
export function resolutionRate(counts: { resolved: number; raised: number }): number | null {
  return percentage(counts.resolved, counts.raised);
}

/** Average whole days from registration to completion, one decimal; null when nothing completed. */
export function averageResponseDays(sum: number, count: number): number | null {
  if (count <= 0) return null;
  return roundOne(sum / count);
}

export type Change = { kind: 'points'; value: number } | { kind: 'percent'; value: number } | null;

/** Change of a percentage KPI in percentage points. */
export function pointsChange(current: number | null, previous: number | null): Change {
  if (current === null || previous === null) return null;
  return { kind: 'points', value: roundOne(current - previous) };
}

/** Relative change of a count or an average, in percent; none when the previous value is 0. */
export function relativeChange(current: number | null, previous: number | null): Change {
  if (current === null || previous === null || previous === 0) return null;
  return { kind: 'percent', value: roundOne(((current - previous) / previous) * 100) };
}

/** '92.5%' or '—'. */
export function formatPercent(value: number | null): string {
  return value === null ? '—' : `${value.toFixed(1)}%`;
}

/** '+2.5 pts', '-12.0%', 'No change', or '' when there is nothing to compare. */
export function formatChange(change: Change): string {
  if (change === null) return '';
  if (change.value === 0) return 'No change';
  const sign = change.value > 0 ? '+' : '−';
  const size = Math.abs(change.value).toFixed(1);
  return change.kind === 'points' ? `${sign}${size} pts` : `${sign}${size}%`;
}

/** '2.4 days', '1.0 day' or '—'. */
export function formatDays(value: number | null): string {
  if (value === null) return '—';
  return `${value.toFixed(1)} ${value === 1 ? 'day' : 'days'}`;
}

/** The letters of a UK postcode's outward code ('SW1A 1AA' -> 'SW'), '' when none. */
export function postcodeArea(postcode: string): string {
  return /^[A-Za-z]{1,2}/.exec(postcode.trim())?.[0]?.toUpperCase() ?? '';
}
