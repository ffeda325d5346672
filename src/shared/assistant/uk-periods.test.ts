import { describe, expect, it } from 'vitest';
import { readQuery } from './query-reader';
import { describePeriod, findPeriod } from './uk-periods';

const now = new Date('2026-11-26T00:30:00Z'); // Thursday, 00:30 in London (GMT)
const periodOf = (text: string, at = now) => {
  const match = findPeriod(text, at);
  return match && 'period' in match ? match.period : match;
};

describe('findPeriod (UK calendar days, the shared period definitions)', () => {
  it.each([
    ['today', '2026-11-26', '2026-11-26'],
    ['yesterday', '2026-11-25', '2026-11-25'],
    ['tomorrow', '2026-11-27', '2026-11-27'],
    ['this week', '2026-11-23', '2026-11-26'],
    ['for this week', '2026-11-23', '2026-11-29'],
    ['last week', '2026-11-16', '2026-11-22'],
    ['next week', '2026-11-30', '2026-12-06'],
    ['this month', '2026-11-01', '2026-11-26'],
    ['last month', '2026-10-01', '2026-10-31'],
    ['next month', '2026-12-01', '2026-12-31'],
    ['this quarter', '2026-10-01', '2026-11-26'],
    ['last quarter', '2026-07-01', '2026-09-30'],
    ['last year', '2025-01-01', '2025-12-31'],
    ['since 1 april', '2026-04-01', '2026-11-26'],
    ['since 1 december', '2025-12-01', '2026-11-26'],
    ['since 01/04/2026', '2026-04-01', '2026-11-26'],
    ['in march', '2026-03-01', '2026-03-31'],
    ['the last 7 days', '2026-11-20', '2026-11-26'],
    ['between 1 and 15 november', '2026-11-01', '2026-11-15'],
    ['from 1/9/2026 to 30/9/2026', '2026-09-01', '2026-09-30'],
    ['on monday', '2026-11-23', '2026-11-23'],
  ])('%s', (text, from, to) => {
    expect(periodOf(text)).toMatchObject({ from, to });
  });

  it('reads the day in London, not UTC, in summer time', () => {
    const bst = new Date('2026-06-30T23:30:00Z'); // 00:30 on 1 July in London
    expect(periodOf('today', bst)).toMatchObject({ from: '2026-07-01' });
    expect(periodOf('last month', bst)).toMatchObject({ from: '2026-06-01', to: '2026-06-30' });
  });

  it('describes a period in en-GB', () => {
    expect(describePeriod(periodOf('last month') as never)).toBe(
      'last month (01/10/2026 to 31/10/2026)',
    );
  });

  it('names no period when there is none, and calls an impossible date unread', () => {
    expect(findPeriod('how many are pending', now)).toBeNull();
    expect(findPeriod('since 31 february', now)).toEqual({ unread: 'since 31 february' });
    expect(findPeriod('between 1 and 45 november', now)).toEqual({
      unread: 'between 1 and 45 november',
    });
  });
});

describe('readQuery: one typed query for every question', () => {
  const names = { people: [], installers: [] };
  it('reads references, typos, periods and keyword topics into the typed query', () => {
    expect(readQuery('analyse ins-2026-42', now, names)).toMatchObject({
      kind: 'query',
      query: {
        measure: 'analysis',
        subject: 'inspections',
        filters: { reference: 'INS-2026-000042' },
      },
    });
    expect(readQuery('how many inspectons are pendng?', now, names)).toMatchObject({
      kind: 'query',
      query: { measure: 'count', subject: 'inspections', filters: { status: 'pending' } },
    });
    expect(readQuery('How many failed last month?', now, names)).toMatchObject({
      kind: 'query',
      query: {
        filters: { status: 'failed' },
        period: { from: '2026-10-01', to: '2026-10-31', basis: 'outcome' },
      },
    });
    expect(readQuery('pass rate by measure', now, names)).toMatchObject({
      kind: 'query',
      query: { measure: 'rate', groupBy: 'measure', period: { from: '2026-01-01' } },
    });
    expect(readQuery('I want to book an appointment', now, names)).toEqual({
      kind: 'reply',
      topic: 'schedule',
    });
    expect(readQuery('write me a poem', now, names)).toEqual({
      kind: 'reply',
      topic: 'unsupported',
    });
  });
});
