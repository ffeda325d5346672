import { describe, expect, it } from 'vitest';
import {
  buildRiskBuckets,
  formatDays,
  formatGrowth,
  formatPercent,
  formatRisk,
} from './monitoring-format';

describe('monitoring formats', () => {
  it('shows rates with one decimal and N/A without data', () => {
    expect(formatPercent(75)).toBe('75.0%');
    expect(formatPercent(60.55)).toBe('60.5%');
    expect(formatPercent(null)).toBe('N/A');
    expect(formatDays(12.5)).toBe('12.5 days');
    expect(formatDays(1)).toBe('1.0 day');
    expect(formatDays(null)).toBe('N/A');
    expect(formatRisk(8)).toBe('8.0');
  });

  it('describes month-on-month growth', () => {
    expect(formatGrowth(3, 2)).toBe('+1 (+50%) vs last month');
    expect(formatGrowth(1, 4)).toBe('-3 (-75%) vs last month');
    expect(formatGrowth(2, 0)).toBe('+2 vs last month');
    expect(formatGrowth(0, 0)).toBe('0 vs last month');
  });

  it('splits the risk distribution into shares that label the bars', () => {
    expect(buildRiskBuckets({ high: 1, medium: 1, low: 2 })).toEqual([
      { key: 'high', label: 'High risk (8 or more)', count: 1, share: 25 },
      { key: 'medium', label: 'Medium risk (4 to 7.9)', count: 1, share: 25 },
      { key: 'low', label: 'Low risk (below 4)', count: 2, share: 50 },
    ]);
    expect(buildRiskBuckets({ high: 0, medium: 0, low: 0 }).map((b) => b.share)).toEqual([0, 0, 0]);
    expect(buildRiskBuckets({ high: 1, medium: 2, low: 0 })[0]?.share).toBe(33.3);
  });
});
