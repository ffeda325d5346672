import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  daysBetween,
  endOfMonth,
  formatLongDay,
  formatMonthTitle,
  formatWeekTitle,
  isIsoDate,
  monthGrid,
  shiftView,
  startOfWeek,
  visibleRange,
  weekDays,
  weekdayIndex,
} from './calendar';
import { TIME_SLOTS, VISIT_TYPES } from './catalogue';

describe('weeks start on Monday', () => {
  it('finds the Monday of any day, Sunday included', () => {
    expect(startOfWeek('2026-11-23')).toBe('2026-11-23'); // Monday
    expect(startOfWeek('2026-11-25')).toBe('2026-11-23');
    expect(startOfWeek('2026-11-29')).toBe('2026-11-23'); // Sunday belongs to the week before
    expect(startOfWeek('2026-11-30')).toBe('2026-11-30');
    expect(weekdayIndex('2026-11-29')).toBe(6);
  });

  it('crosses month and year ends', () => {
    expect(startOfWeek('2027-01-01')).toBe('2026-12-28');
    expect(weekDays('2027-01-01')).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it('is not shifted by the clocks changing (last Sunday of March and October)', () => {
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
    expect(daysBetween('2026-03-01', '2026-04-01')).toBe(31);
  });
});

describe('month grid', () => {
  it('covers the month in whole Monday-to-Sunday weeks', () => {
    const grid = monthGrid('2026-11-21');
    expect(grid).toHaveLength(6); // 1 Nov 2026 is a Sunday
    expect(grid[0]![0]).toBe('2026-10-26');
    expect(grid[0]![6]).toBe('2026-11-01');
    expect(grid[5]![6]).toBe('2026-12-06');
    for (const week of grid) expect(weekdayIndex(week[0]!)).toBe(0);
  });

  it('has four rows when February starts on a Monday and is 28 days', () => {
    const grid = monthGrid('2027-02-10');
    expect(grid).toHaveLength(4);
    expect(grid[0]![0]).toBe('2027-02-01');
    expect(grid[3]![6]).toBe('2027-02-28');
  });

  it('gives the visible range of each view', () => {
    expect(visibleRange('month', '2026-11-21')).toEqual({ from: '2026-10-26', to: '2026-12-06' });
    expect(visibleRange('week', '2026-11-21')).toEqual({ from: '2026-11-16', to: '2026-11-22' });
  });
});

describe('moving between months and weeks', () => {
  it('clamps to the last day of a shorter month', () => {
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonths('2026-12-15', 1)).toBe('2027-01-15');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(endOfMonth('2026-02-03')).toBe('2026-02-28');
  });

  it('steps a view by a week or a month', () => {
    expect(shiftView('week', '2026-11-21', 1)).toBe('2026-11-28');
    expect(shiftView('month', '2026-11-21', -1)).toBe('2026-10-21');
  });
});

describe('dates and labels', () => {
  it('accepts only real ISO dates', () => {
    expect(isIsoDate('2026-02-28')).toBe(true);
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('21/11/2026')).toBe(false);
    expect(isIsoDate('')).toBe(false);
  });

  it('formats in en-GB', () => {
    expect(formatMonthTitle('2026-11-21')).toBe('November 2026');
    expect(formatLongDay('2026-11-23')).toBe('Monday 23 November 2026');
    expect(formatWeekTitle('2026-11-25')).toBe('23 Nov – 29 Nov 2026');
  });

  it('offers half-hour slots through the working day and each inspection type once', () => {
    expect(TIME_SLOTS[0]).toBe('08:00');
    expect(TIME_SLOTS.at(-1)).toBe('18:00');
    expect(TIME_SLOTS).toContain('13:30');
    expect(new Set(VISIT_TYPES).size).toBe(VISIT_TYPES.length);
    expect(VISIT_TYPES).toContain('Third-Party C3');
    expect(VISIT_TYPES).toContain('Internal QA');
  });
});
