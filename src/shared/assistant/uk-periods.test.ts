import { describe, expect, it } from 'vitest';
import { parseQuestion } from './intent-parser';
import { describePeriod, readPeriod } from './periods';

const now = new Date('2026-11-26T00:30:00Z'); // Thursday, 00:30 in London (GMT)

describe('readPeriod (UK calendar days)', () => {
  it.each([
    ['today', '2026-11-26', '2026-11-26'],
    ['yesterday', '2026-11-25', '2026-11-25'],
    ['this week', '2026-11-23', '2026-11-26'],
    ['last week', '2026-11-16', '2026-11-22'],
    ['this month', '2026-11-01', '2026-11-26'],
    ['last month', '2026-10-01', '2026-10-31'],
    ['this quarter', '2026-10-01', '2026-11-26'],
    ['last quarter', '2026-07-01', '2026-09-30'],
    ['last year', '2025-01-01', '2025-12-31'],
    ['since 1 april', '2026-04-01', '2026-11-26'],
    ['since 1 december', '2025-12-01', '2026-11-26'],
    ['since 01/04/2026', '2026-04-01', '2026-11-26'],
    ['in march', '2026-03-01', '2026-03-31'],
    ['the last 7 days', '2026-11-20', '2026-11-26'],
    ['from 1/9/2026 to 30/9/2026', '2026-09-01', '2026-09-30'],
  ])('%s', (text, from, to) => {
    expect(readPeriod(text, now)).toMatchObject({ from, to });
  });

  it('reads the day in London, not UTC, in summer time', () => {
    const bst = new Date('2026-06-30T23:30:00Z'); // 00:30 on 1 July in London
    expect(readPeriod('today', bst)).toMatchObject({ from: '2026-07-01' });
    expect(readPeriod('last month', bst)).toMatchObject({ from: '2026-06-01', to: '2026-06-30' });
  });

  it('describes a period in en-GB', () => {
    expect(describePeriod(readPeriod('last month', now)!)).toBe(
      'last month (01/10/2026 to 31/10/2026)',
    );
  });

  it('names no period when there is none, and rejects impossible dates', () => {
    expect(readPeriod('how many are pending', now)).toBeNull();
    expect(readPeriod('since 31 february', now)).toBeNull();
  });
});

describe('parseQuestion', () => {
  it('turns references, typos and periods into one intent', () => {
    expect(parseQuestion('analyse ins-2026-42', now)).toMatchObject({
      intent: 'inspection_analysis',
      subject: 'INS-2026-000042',
    });
    expect(parseQuestion('how many inspectons are pendng?', now).intent).toBe('pending_count');
    expect(parseQuestion('How many failed last month?', now)).toMatchObject({
      intent: 'outcome_count',
      outcome: 'FAILED',
      period: { from: '2026-10-01', to: '2026-10-31' },
    });
    expect(parseQuestion('write me a poem', now).intent).toBe('unsupported');
  });
});
