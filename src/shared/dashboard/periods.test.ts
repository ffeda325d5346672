import { describe, expect, it } from 'vitest';
import {
  bucketKindFor,
  bucketLabel,
  bucketStart,
  dashboardRanges,
  formatRange,
  listBuckets,
  periodContaining,
  startOfWeek,
  toLondonDate,
} from './periods';

describe('toLondonDate', () => {
  it('uses GMT in winter and BST in summer', () => {
    expect(toLondonDate(new Date('2026-01-15T23:30:00Z'))).toBe('2026-01-15');
    expect(toLondonDate(new Date('2026-07-15T23:30:00Z'))).toBe('2026-07-16');
  });
  it('follows the clock changes (29 March and 25 October 2026)', () => {
    expect(toLondonDate(new Date('2026-03-28T23:59:59Z'))).toBe('2026-03-28');
    expect(toLondonDate(new Date('2026-03-29T00:00:00Z'))).toBe('2026-03-29');
    expect(toLondonDate(new Date('2026-03-29T23:00:00Z'))).toBe('2026-03-30');
    expect(toLondonDate(new Date('2026-10-24T23:00:00Z'))).toBe('2026-10-25');
    expect(toLondonDate(new Date('2026-10-25T23:00:00Z'))).toBe('2026-10-25');
    expect(toLondonDate(new Date('2026-10-26T00:00:00Z'))).toBe('2026-10-26');
  });
});

describe('periods', () => {
  it('weeks start on Monday', () => {
    expect(startOfWeek('2026-11-21')).toBe('2026-11-16'); // Saturday
    expect(startOfWeek('2026-11-22')).toBe('2026-11-16'); // Sunday
    expect(startOfWeek('2026-11-23')).toBe('2026-11-23'); // Monday
    expect(periodContaining('week', '2026-03-29')).toEqual({
      start: '2026-03-23',
      end: '2026-03-30',
    });
  });

  it('a week spanning a year end stays one week', () => {
    expect(periodContaining('week', '2027-01-01')).toEqual({
      start: '2026-12-28',
      end: '2027-01-04',
    });
  });

  it('month, quarter and year are the calendar periods containing today', () => {
    expect(periodContaining('month', '2026-02-14')).toEqual({
      start: '2026-02-01',
      end: '2026-03-01',
    });
    expect(periodContaining('quarter', '2026-11-21')).toEqual({
      start: '2026-10-01',
      end: '2027-01-01',
    });
    expect(periodContaining('quarter', '2026-03-31')).toEqual({
      start: '2026-01-01',
      end: '2026-04-01',
    });
    expect(periodContaining('year', '2026-11-21')).toEqual({
      start: '2026-01-01',
      end: '2027-01-01',
    });
  });

  it('the previous period is the whole one of the same kind just before', () => {
    expect(dashboardRanges('month', '2026-03-31').previous).toEqual({
      start: '2026-02-01',
      end: '2026-03-01',
    });
    expect(dashboardRanges('week', '2026-11-21').previous).toEqual({
      start: '2026-11-09',
      end: '2026-11-16',
    });
    expect(dashboardRanges('quarter', '2026-01-10').previous).toEqual({
      start: '2025-10-01',
      end: '2026-01-01',
    });
    expect(dashboardRanges('year', '2026-06-01').previous).toEqual({
      start: '2025-01-01',
      end: '2026-01-01',
    });
  });
});

describe('trend buckets', () => {
  it('uses days, weeks and months', () => {
    expect(bucketKindFor('week')).toBe('day');
    expect(bucketKindFor('month')).toBe('day');
    expect(bucketKindFor('quarter')).toBe('week');
    expect(bucketKindFor('year')).toBe('month');
  });

  it('lists every bucket of the period', () => {
    expect(listBuckets({ start: '2026-11-01', end: '2026-12-01' }, 'day')).toHaveLength(30);
    expect(listBuckets({ start: '2026-01-01', end: '2027-01-01' }, 'month')).toHaveLength(12);
    const weeks = listBuckets({ start: '2026-10-01', end: '2027-01-01' }, 'week');
    expect(weeks[0]).toBe('2026-09-28');
    expect(weeks.at(-1)).toBe('2026-12-28');
    expect(weeks).toHaveLength(14);
  });

  it('puts a day in its bucket', () => {
    expect(bucketStart('2026-11-22', 'week')).toBe('2026-11-16');
    expect(bucketStart('2026-11-22', 'month')).toBe('2026-11-01');
    expect(bucketStart('2026-11-22', 'day')).toBe('2026-11-22');
  });

  it('labels buckets and ranges in en-GB', () => {
    expect(bucketLabel('2026-11-05', 'day')).toBe('5 Nov');
    expect(bucketLabel('2026-11-16', 'week')).toBe('w/c 16 Nov');
    expect(bucketLabel('2026-11-01', 'month')).toBe('Nov 2026');
    expect(formatRange({ start: '2026-11-01', end: '2026-12-01' })).toBe(
      '1 Nov 2026 – 30 Nov 2026',
    );
  });
});
