import { describe, expect, it } from 'vitest';
import { formatMonth, NEWS_DEFAULTS, parseNewsParams } from './news-params';

describe('parseNewsParams', () => {
  it('reads the filters and drops what a hand-edited URL should not hold', () => {
    expect(parseNewsParams(new URLSearchParams(''))).toEqual(NEWS_DEFAULTS);
    expect(
      parseNewsParams(
        new URLSearchParams('category=policy&tag=ASHP&month=2026-11&saved=1&view=drafts&search=x'),
      ),
    ).toEqual({
      search: 'x',
      category: 'policy',
      tag: 'ASHP',
      month: '2026-11',
      saved: '1',
      view: 'drafts',
    });
    expect(
      parseNewsParams(new URLSearchParams('category=gossip&month=2026-13&saved=yes&view=all')),
    ).toEqual(NEWS_DEFAULTS);
  });

  it('names archive months in en-GB', () => {
    expect(formatMonth('2026-11')).toBe('November 2026');
    expect(formatMonth('2027-01')).toBe('January 2027');
  });
});
