import { describe, expect, it } from 'vitest';
import { boundedDateTime, calendarDate, isCalendarDate } from './dates';

describe('calendar dates', () => {
  it('accepts real dates and refuses impossible ones', () => {
    expect(isCalendarDate('2026-11-23')).toBe(true);
    expect(isCalendarDate('2024-02-29')).toBe(true);
    for (const bad of [
      '2026-02-30',
      '2025-02-29',
      '0000-00-00',
      '2026-13-01',
      '2026-00-10',
      '23/11/2026',
      '',
      '2026-1-1',
    ]) {
      expect(isCalendarDate(bad), bad).toBe(false);
    }
  });

  it('keeps to the bounds 1900-01-01 to 2100-12-31', () => {
    expect(isCalendarDate('1900-01-01')).toBe(true);
    expect(isCalendarDate('2100-12-31')).toBe(true);
    expect(isCalendarDate('1899-12-31')).toBe(false);
    expect(isCalendarDate('2101-01-01')).toBe(false);
    expect(isCalendarDate('0001-01-01')).toBe(false);
  });

  it('gives the field its own message', () => {
    expect(
      calendarDate('Due date must be a valid date').safeParse('2026-02-30').error?.issues[0]
        ?.message,
    ).toBe('Due date must be a valid date');
    expect(boundedDateTime().safeParse('2026-11-23T10:00:00Z').success).toBe(true);
    expect(boundedDateTime().safeParse('0000-01-01T00:00:00Z').success).toBe(false);
  });
});
