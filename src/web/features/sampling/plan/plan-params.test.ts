import { describe, expect, it } from 'vitest';
import { filterPlanRows } from '@/shared/sampling/plan-export';
import { PLAN_DEFAULTS, parsePlanParams } from './plan-params';

const rows = [
  { installerId: 'a', measureCategory: 'CWI', band: 'Pathway B', outstanding: 1 },
  { installerId: 'a', measureCategory: 'EWI', band: null, outstanding: 0 },
  { installerId: null, measureCategory: 'CWI', band: null, outstanding: 2 },
];

describe('plan params', () => {
  it('reads unknown tabs and quarters as the defaults', () => {
    expect(parsePlanParams(new URLSearchParams('tab=x&quarter=2026-Q7'))).toEqual(PLAN_DEFAULTS);
  });

  it('keeps the rows the filters ask for', () => {
    const p = parsePlanParams(new URLSearchParams(''));
    expect(filterPlanRows(rows, { ...p, installer: 'a' })).toHaveLength(2);
    expect(filterPlanRows(rows, { ...p, installer: 'none' })).toEqual([rows[2]]);
    expect(filterPlanRows(rows, { ...p, category: 'CWI', outstanding: '1' })).toEqual([
      rows[0],
      rows[2],
    ]);
    expect(filterPlanRows(rows, { ...p, band: 'Pathway B' })).toEqual([rows[0]]);
    expect(filterPlanRows(rows, { ...p, band: 'none' })).toEqual([rows[1], rows[2]]);
  });
});
