import { describe, expect, it } from 'vitest';
import { sortBreakdown } from './breakdown-table';
import { parseDashboardParams } from './dashboard-params';

describe('parseDashboardParams', () => {
  it('defaults to the month and the Overview, and ignores unknown values', () => {
    expect(parseDashboardParams(new URLSearchParams(''))).toEqual({
      period: 'month',
      tab: 'overview',
    });
    expect(parseDashboardParams(new URLSearchParams('period=year&tab=analytics'))).toEqual({
      period: 'year',
      tab: 'analytics',
    });
    expect(parseDashboardParams(new URLSearchParams('period=decade&tab=x'))).toEqual({
      period: 'month',
      tab: 'overview',
    });
  });
});

describe('sortBreakdown', () => {
  const row = (name: string, inspections: number, passRate: number | null) => ({
    key: name,
    name,
    inspections,
    pending: 0,
    passed: 0,
    failed: 0,
    passRate,
    avgResponseDays: null,
  });
  const rows = [row('B', 5, 50), row('A', 9, null), row('C', 5, 90)];

  it('sorts numbers either way with missing figures last', () => {
    expect(sortBreakdown(rows, { key: 'passRate', descending: true }).map((r) => r.name)).toEqual([
      'C',
      'B',
      'A',
    ]);
    expect(sortBreakdown(rows, { key: 'passRate', descending: false }).map((r) => r.name)).toEqual([
      'B',
      'C',
      'A',
    ]);
    expect(
      sortBreakdown(rows, { key: 'inspections', descending: true }).map((r) => r.name),
    ).toEqual(['A', 'B', 'C']);
  });

  it('sorts names alphabetically', () => {
    expect(sortBreakdown(rows, { key: 'name', descending: false }).map((r) => r.name)).toEqual([
      'A',
      'B',
      'C',
    ]);
  });
});
