import { describe, expect, it } from 'vitest';
import {
  addBusinessMinutes,
  businessMinutesBetween,
  businessMinutesIn,
  formatBusinessMinutes,
} from './business-hours';

const at = (iso: string) => new Date(iso);

describe('business minutes (Mon-Fri 09:00-17:00 UK time)', () => {
  it('counts inside one working day, in GMT and in BST', () => {
    // Winter: London = UTC.
    expect(businessMinutesBetween(at('2026-11-24T10:00:00Z'), at('2026-11-24T11:30:00Z'))).toBe(90);
    // Summer: 09:00 BST is 08:00 UTC; 08:30 UTC to 10:00 UTC is 09:30-11:00 BST.
    expect(businessMinutesBetween(at('2026-07-01T08:30:00Z'), at('2026-07-01T10:00:00Z'))).toBe(90);
    // 07:30-08:00 UTC in summer is 08:30-09:00 BST: before opening.
    expect(businessMinutesBetween(at('2026-07-01T07:30:00Z'), at('2026-07-01T08:00:00Z'))).toBe(0);
  });

  it('skips evenings, nights and weekends', () => {
    // Friday 16:00 to Monday 10:00 (GMT): 1 hour Friday + 1 hour Monday.
    expect(businessMinutesBetween(at('2026-11-27T16:00:00Z'), at('2026-11-30T10:00:00Z'))).toBe(
      120,
    );
    // Saturday to Sunday: nothing.
    expect(businessMinutesBetween(at('2026-11-28T09:00:00Z'), at('2026-11-29T17:00:00Z'))).toBe(0);
    // 18:00 to 08:00 next day: nothing.
    expect(businessMinutesBetween(at('2026-11-24T18:00:00Z'), at('2026-11-25T08:00:00Z'))).toBe(0);
    // A whole week is 5 x 8 hours.
    expect(businessMinutesBetween(at('2026-11-23T00:00:00Z'), at('2026-11-30T00:00:00Z'))).toBe(
      2400,
    );
    expect(businessMinutesBetween(at('2026-11-24T12:00:00Z'), at('2026-11-24T11:00:00Z'))).toBe(0);
  });

  it('keeps UK hours across the clock changes', () => {
    // Spring forward on Sunday 29 March 2026: Friday 27th is GMT, Monday 30th is BST.
    // Friday 16:00 GMT (16:00 UTC) to Monday 10:00 BST (09:00 UTC): 1 h + 1 h.
    expect(businessMinutesBetween(at('2026-03-27T16:00:00Z'), at('2026-03-30T09:00:00Z'))).toBe(
      120,
    );
    // Fall back on Sunday 25 October 2026: Friday 23rd is BST, Monday 26th is GMT.
    // Friday 16:00 BST (15:00 UTC) to Monday 10:00 GMT (10:00 UTC): 1 h + 1 h.
    expect(businessMinutesBetween(at('2026-10-23T15:00:00Z'), at('2026-10-26T10:00:00Z'))).toBe(
      120,
    );
  });

  it('pauses: only the running intervals count', () => {
    expect(
      businessMinutesIn([
        { from: at('2026-11-24T09:00:00Z'), to: at('2026-11-24T10:00:00Z') },
        // paused 10:00-14:00 (pending on the requester)
        { from: at('2026-11-24T14:00:00Z'), to: at('2026-11-24T15:30:00Z') },
      ]),
    ).toBe(150);
  });
});

describe('due times', () => {
  it('adds business minutes, rolling over evenings and weekends', () => {
    // Tuesday 15:00 + 4 h = Wednesday 11:00 (GMT).
    expect(addBusinessMinutes(at('2026-11-24T15:00:00Z'), 240).toISOString()).toBe(
      '2026-11-25T11:00:00.000Z',
    );
    // Friday 16:30 + 1 h = Monday 09:30.
    expect(addBusinessMinutes(at('2026-11-27T16:30:00Z'), 60).toISOString()).toBe(
      '2026-11-30T09:30:00.000Z',
    );
    // Saturday + 30 min = Monday 09:30.
    expect(addBusinessMinutes(at('2026-11-28T12:00:00Z'), 30).toISOString()).toBe(
      '2026-11-30T09:30:00.000Z',
    );
    // Across fall back: Friday 16:00 BST + 2 h = Monday 10:00 GMT.
    expect(addBusinessMinutes(at('2026-10-23T15:00:00Z'), 120).toISOString()).toBe(
      '2026-10-26T10:00:00.000Z',
    );
    // Exactly at closing: Tuesday 09:00 + 8 h = Tuesday 17:00.
    expect(addBusinessMinutes(at('2026-11-24T09:00:00Z'), 480).toISOString()).toBe(
      '2026-11-24T17:00:00.000Z',
    );
  });

  it('agrees with the minute count', () => {
    const start = at('2026-03-26T13:17:00Z');
    for (const minutes of [1, 59, 480, 481, 2400, 5000]) {
      expect(businessMinutesBetween(start, addBusinessMinutes(start, minutes))).toBe(minutes);
    }
  });
});

describe('formatBusinessMinutes', () => {
  it('uses business days of 8 hours', () => {
    expect(formatBusinessMinutes(45)).toBe('45m');
    expect(formatBusinessMinutes(270)).toBe('4h 30m');
    expect(formatBusinessMinutes(480)).toBe('1d');
    expect(formatBusinessMinutes(1020)).toBe('2d 1h');
    expect(formatBusinessMinutes(-120)).toBe('2h');
  });
});
