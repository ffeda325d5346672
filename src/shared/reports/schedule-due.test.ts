import { describe, expect, it } from 'vitest';
import { describeCadence } from './catalogue';
import { periodRange } from './period';
import { computeNextRun, isScheduleDue, scheduleWindow } from './schedule-due';

const fridays = { cadence: 'weekly', dayOfWeek: 5, dayOfMonth: null, timeOfDay: '08:00' } as const;
const firstOfMonth = {
  cadence: 'monthly',
  dayOfWeek: null,
  dayOfMonth: 1,
  timeOfDay: '08:00',
} as const;

describe('computeNextRun (Europe/London)', () => {
  it('finds the next Friday at 08:00 GMT in winter', () => {
    expect(computeNextRun(fridays, new Date('2026-11-18T12:00:00Z')).toISOString()).toBe(
      '2026-11-20T08:00:00.000Z',
    );
  });

  it('moves to the following week once the run time has passed', () => {
    expect(computeNextRun(fridays, new Date('2026-11-20T08:00:00Z')).toISOString()).toBe(
      '2026-11-27T08:00:00.000Z',
    );
    expect(computeNextRun(fridays, new Date('2026-11-20T07:59:00Z')).toISOString()).toBe(
      '2026-11-20T08:00:00.000Z',
    );
  });

  it('keeps 08:00 on London clocks in summer time (07:00 UTC)', () => {
    expect(computeNextRun(fridays, new Date('2026-07-01T09:00:00Z')).toISOString()).toBe(
      '2026-07-03T07:00:00.000Z',
    );
  });

  it('runs monthly schedules on the 1st, across the clock change', () => {
    expect(computeNextRun(firstOfMonth, new Date('2026-11-21T10:00:00Z')).toISOString()).toBe(
      '2026-12-01T08:00:00.000Z',
    );
    // British Summer Time starts on 29 March 2026.
    expect(computeNextRun(firstOfMonth, new Date('2026-03-15T10:00:00Z')).toISOString()).toBe(
      '2026-04-01T07:00:00.000Z',
    );
    expect(computeNextRun(firstOfMonth, new Date('2026-12-31T23:30:00Z')).toISOString()).toBe(
      '2027-01-01T08:00:00.000Z',
    );
  });

  it('uses the London date near midnight, not the UTC one', () => {
    // 23:30 UTC on Thursday 2 July is 00:30 BST on Friday 3 July: the run is later that day.
    expect(computeNextRun(fridays, new Date('2026-07-02T23:30:00Z')).toISOString()).toBe(
      '2026-07-03T07:00:00.000Z',
    );
  });

  it('says when a schedule is due', () => {
    const next = new Date('2026-11-20T08:00:00Z');
    expect(isScheduleDue(next, new Date('2026-11-20T07:59:59Z'))).toBe(false);
    expect(isScheduleDue(next, new Date('2026-11-20T08:00:00Z'))).toBe(true);
    expect(isScheduleDue(null, new Date())).toBe(false);
  });
});

describe('schedule windows and periods', () => {
  it('covers the seven days to the run day, or the previous month', () => {
    expect(scheduleWindow('weekly', new Date('2026-11-20T08:00:00Z'))).toEqual({
      dateFrom: '2026-11-14',
      dateTo: '2026-11-20',
    });
    expect(scheduleWindow('monthly', new Date('2026-03-01T08:00:00Z'))).toEqual({
      dateFrom: '2026-02-01',
      dateTo: '2026-02-28',
    });
    expect(scheduleWindow('monthly', new Date('2027-01-01T08:00:00Z'))).toEqual({
      dateFrom: '2026-12-01',
      dateTo: '2026-12-31',
    });
  });

  it('is the whole UK calendar period: weeks Monday to Sunday, quarters from Jan, Apr, Jul, Oct', () => {
    const saturday = new Date('2026-11-21T12:00:00Z');
    expect(periodRange('week', saturday)).toEqual({ from: '2026-11-16', to: '2026-11-22' });
    expect(periodRange('month', saturday)).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(periodRange('quarter', saturday)).toEqual({ from: '2026-10-01', to: '2026-12-31' });
    expect(periodRange('year', saturday)).toEqual({ from: '2026-01-01', to: '2026-12-31' });
    // 23:30 UTC on 31 July is 1 August in London (BST).
    expect(periodRange('month', new Date('2026-07-31T23:30:00Z'))).toEqual({
      from: '2026-08-01',
      to: '2026-08-31',
    });
    const monday = new Date('2026-11-16T00:30:00Z');
    expect(periodRange('week', monday).from).toBe('2026-11-16');
  });

  it('describes cadences in words', () => {
    expect(describeCadence(fridays)).toBe('Fridays at 08:00');
    expect(describeCadence(firstOfMonth)).toBe('The 1st of each month at 08:00');
    expect(describeCadence({ ...firstOfMonth, dayOfMonth: 22 })).toBe(
      'The 22nd of each month at 08:00',
    );
  });
});
