import { describe, expect, it } from 'vitest';
import { focusedDate, parseScheduleParams } from './schedule-params';

describe('schedule URL params', () => {
  it('reads view and date, falling back to month and today', () => {
    expect(parseScheduleParams(new URLSearchParams('view=week&date=2026-11-25'))).toEqual({
      view: 'week',
      date: '2026-11-25',
    });
    expect(parseScheduleParams(new URLSearchParams('view=year&date=2026-02-30'))).toEqual({
      view: 'month',
      date: '',
    });
    expect(focusedDate({ view: 'month', date: '' }, new Date('2026-06-30T23:30:00Z'))).toBe(
      '2026-07-01',
    );
  });
});
