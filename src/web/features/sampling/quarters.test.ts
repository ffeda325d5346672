import { describe, expect, it } from 'vitest';
import {
  currentQuarter,
  nextQuarter,
  pickerQuarters,
  quarterLabel,
  readQuarter,
  upcomingQuarterStarts,
} from './quarters';

describe('quarters', () => {
  it('finds the UK quarter of an instant in London', () => {
    expect(currentQuarter(new Date('2026-11-27T12:00:00Z'))).toBe('2026-Q4');
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (BST).
    expect(currentQuarter(new Date('2026-06-30T23:30:00Z'))).toBe('2026-Q3');
  });

  it('names quarters and reads only real ones from a URL', () => {
    expect(quarterLabel('2026-Q1')).toBe('Q1 2026 (Jan to Mar)');
    expect(readQuarter('2026-Q5')).toBe('');
    expect(readQuarter('2026-Q2')).toBe('2026-Q2');
  });

  it('offers the next quarter, today and the ones before, newest first', () => {
    expect(nextQuarter('2026-Q4')).toBe('2027-Q1');
    expect(pickerQuarters('2026-Q1', 2)).toEqual(['2026-Q2', '2026-Q1', '2025-Q4', '2025-Q3']);
    expect(pickerQuarters('2026-Q1', 1, '2020-Q1')).toEqual([
      '2026-Q2',
      '2026-Q1',
      '2025-Q4',
      '2020-Q1',
    ]);
  });

  it("gives the quarters' first days from today's quarter on", () => {
    expect(upcomingQuarterStarts('2026-Q4', 3)).toEqual(['2026-10-01', '2027-01-01', '2027-04-01']);
  });
});
