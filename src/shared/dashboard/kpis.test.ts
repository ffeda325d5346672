import { describe, expect, it } from 'vitest';
import {
  averageResponseDays,
  formatChange,
  formatDays,
  formatPercent,
  percentage,
  performanceRate,
  pointsChange,
  postcodeArea,
  relativeChange,
  resolutionRate,
} from './kpis';

describe('KPI formulas', () => {
  it('performance rate is passed over passed plus failed, one decimal', () => {
    expect(performanceRate({ passed: 1098, failed: 60 })).toBe(94.8);
    expect(performanceRate({ passed: 2, failed: 1 })).toBe(66.7);
    expect(performanceRate({ passed: 0, failed: 0 })).toBeNull();
  });

  it('resolution rate has no figure without defects', () => {
    expect(resolutionRate({ resolved: 22, raised: 25 })).toBe(88);
    expect(resolutionRate({ resolved: 0, raised: 0 })).toBeNull();
    expect(formatPercent(resolutionRate({ resolved: 0, raised: 0 }))).toBe('—');
  });

  it('percentages round to one decimal', () => {
    expect(percentage(1, 3)).toBe(33.3);
    expect(percentage(2, 3)).toBe(66.7);
    expect(formatPercent(92.5)).toBe('92.5%');
    expect(formatPercent(100)).toBe('100.0%');
  });

  it('average response time in days', () => {
    expect(averageResponseDays(7, 3)).toBe(2.3);
    expect(averageResponseDays(0, 0)).toBeNull();
    expect(formatDays(2.3)).toBe('2.3 days');
    expect(formatDays(1)).toBe('1.0 day');
    expect(formatDays(null)).toBe('—');
  });

  it('changes: points for rates, percent for counts', () => {
    expect(pointsChange(92.5, 90)).toEqual({ kind: 'points', value: 2.5 });
    expect(pointsChange(null, 90)).toBeNull();
    expect(relativeChange(12, 10)).toEqual({ kind: 'percent', value: 20 });
    expect(relativeChange(5, 0)).toBeNull();
    expect(formatChange({ kind: 'points', value: 2.5 })).toBe('+2.5 pts');
    expect(formatChange({ kind: 'percent', value: -12 })).toBe('−12.0%');
    expect(formatChange({ kind: 'percent', value: 0 })).toBe('No change');
    expect(formatChange(null)).toBe('');
  });

  it('postcode area is the letters of the outward code', () => {
    expect(postcodeArea('SW1A 1AA')).toBe('SW');
    expect(postcodeArea(' ls1 1aa')).toBe('LS');
    expect(postcodeArea('B33 8TH')).toBe('B');
    expect(postcodeArea('')).toBe('');
  });
});
