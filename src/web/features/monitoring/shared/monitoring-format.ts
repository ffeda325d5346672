const EMPTY = 'N/A';

/** A percentage with one decimal, as the spec shows rates; 'N/A' when there is none. */
export function formatPercent(value: number | null | undefined): string {
  return value === null || value === undefined ? EMPTY : `${value.toFixed(1)}%`;
}

export function formatDays(value: number | null | undefined): string {
  if (value === null || value === undefined) return EMPTY;
  return `${value.toFixed(1)} ${value === 1 ? 'day' : 'days'}`;
}

/** Month-on-month change as a signed count, with the percentage when last month had any. */
export function formatGrowth(thisMonth: number, lastMonth: number): string {
  const change = thisMonth - lastMonth;
  const signed = change > 0 ? `+${change}` : String(change);
  if (lastMonth === 0) return `${signed} vs last month`;
  const percent = Math.round((change / lastMonth) * 1000) / 10;
  return `${signed} (${percent > 0 ? '+' : ''}${percent}%) vs last month`;
}

export function formatRisk(score: number): string {
  return score.toFixed(1);
}

export type RiskBucket = {
  key: 'high' | 'medium' | 'low';
  label: string;
  count: number;
  share: number;
};

/** Each risk band's share of all installers (0-100), for bars whose numbers are also shown. */
export function buildRiskBuckets(distribution: {
  high: number;
  medium: number;
  low: number;
}): RiskBucket[] {
  const total = distribution.high + distribution.medium + distribution.low;
  const share = (count: number) => (total === 0 ? 0 : Math.round((count / total) * 1000) / 10);
  return [
    {
      key: 'high',
      label: 'High risk (8 or more)',
      count: distribution.high,
      share: share(distribution.high),
    },
    {
      key: 'medium',
      label: 'Medium risk (4 to 7.9)',
      count: distribution.medium,
      share: share(distribution.medium),
    },
    {
      key: 'low',
      label: 'Low risk (below 4)',
      count: distribution.low,
      share: share(distribution.low),
    },
  ];
}
