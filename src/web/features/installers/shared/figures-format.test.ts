import { describe, expect, it } from 'vitest';
import { formatCountShare, formatDays, formatPercent, formatRiskScore } from './figures-format';

describe('figures formatting', () => {
  it('shows risk with one decimal', () => {
    expect(formatRiskScore(8)).toBe('8.0');
    expect(formatRiskScore(6.25)).toBe('6.3');
  });

  it('shows percentages with at most one decimal, N/A when missing', () => {
    expect(formatPercent(80)).toBe('80%');
    expect(formatPercent(66.666)).toBe('66.7%');
    expect(formatPercent(null)).toBe('N/A');
    expect(formatCountShare(3, 60)).toBe('3 (60%)');
  });

  it('shows days, N/A when nothing is resolved yet', () => {
    expect(formatDays(12.5)).toBe('12.5 days');
    expect(formatDays(1)).toBe('1 day');
    expect(formatDays(null)).toBe('N/A');
  });
});
