import { describe, expect, it } from 'vitest';
import {
  formatBadgeCount,
  formatLongDate,
  formatDate,
  formatPence,
  formatRelativeAge,
  getInitials,
} from './format';

describe('formatRelativeAge', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);

  it.each([
    [0, 'Just now'],
    [59_999, 'Just now'],
    [60_000, '1m ago'],
    [59 * 60_000, '59m ago'],
    [60 * 60_000, '1h ago'],
    [23 * 3_600_000 + 59 * 60_000, '23h ago'],
    [24 * 3_600_000, '1d ago'],
    [45 * 24 * 3_600_000, '45d ago'],
  ])('%i ms ago reads %s', (ms, text) => {
    expect(formatRelativeAge(ago(ms), now)).toBe(text);
  });

  it('reads a future timestamp (clock skew) as Just now', () => {
    expect(formatRelativeAge(new Date(now.getTime() + 5000), now)).toBe('Just now');
  });
});

describe('formatBadgeCount', () => {
  it.each([
    [0, null],
    [-1, null],
    [1, '1'],
    [9, '9'],
    [10, '9+'],
    [250, '9+'],
  ])('%i shows %s', (count, text) => {
    expect(formatBadgeCount(count)).toBe(text);
  });
});

describe('en-GB formats', () => {
  it('formats dates as dd/mm/yyyy and empty as N/A', () => {
    expect(formatDate('2026-03-09T10:00:00Z')).toBe('09/03/2026');
    expect(formatDate(null)).toBe('N/A');
    expect(formatDate('not a date')).toBe('N/A');
  });

  it('formats pence as pounds with 2 decimals', () => {
    expect(formatPence(123456)).toBe('£1,234.56');
    expect(formatPence(5)).toBe('£0.05');
  });

  it('builds initials with a U fallback', () => {
    expect(getInitials('Priya Shah')).toBe('PS');
    expect(getInitials('  ')).toBe('U');
    expect(getInitials(undefined)).toBe('U');
  });
});

describe('formatLongDate', () => {
  it('gives the UK calendar day in words', () => {
    expect(formatLongDate('2026-11-25T10:00:00Z')).toBe('25 November 2026');
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    expect(formatLongDate('2026-06-30T23:30:00Z')).toBe('1 July 2026');
    expect(formatLongDate(null)).toBe('N/A');
  });
});
