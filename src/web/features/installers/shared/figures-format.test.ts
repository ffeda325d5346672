import { describe, expect, it } from 'vitest';
import {
  formatCountShare,
  formatDays,
  formatFailRate,
  formatPercent,
  formatRiskScore,
  formatSeverity,
} from './figures-format';

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

  it('shows the fail rate with its counts and the severity score with its categories', () => {
    expect(formatFailRate(20, 2, 10)).toBe('20% (2 of 10 audited)');
    expect(formatFailRate(null, 0, 0)).toBe('N/A');
    expect(formatSeverity(18.3, { cat1: 1, major: 1, minor: 2 })).toBe(
      '18.3 (Category 1: 1, Major: 1, Minor: 2)',
    );
    expect(formatSeverity(0, { cat1: 0, major: 0, minor: 0 })).toBe(
      '0.0 (Category 1: 0, Major: 0, Minor: 0)',
    );
    expect(formatSeverity(null, { cat1: 0, major: 0, minor: 0 })).toBe('N/A');
  });
});
