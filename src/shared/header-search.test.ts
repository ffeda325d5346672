import { describe, expect, it } from 'vitest';
import { buildSearchResultsPath, SEARCH_MORE_LINKS } from './header-search';

describe('buildSearchResultsPath (issue 28 point 8)', () => {
  it('ignores blank text', () => {
    expect(buildSearchResultsPath('')).toBeNull();
    expect(buildSearchResultsPath('   ')).toBeNull();
  });

  it.each(['update', 'help', 'inspection report', 'Leeds'])(
    "opens the results page for '%s', never a page picked by keyword",
    (text) => {
      expect(buildSearchResultsPath(text)).toBe(`/search?q=${encodeURIComponent(text)}`);
    },
  );

  it('trims and encodes the text', () => {
    expect(buildSearchResultsPath('  a&b  ')).toBe('/search?q=a%26b');
  });
});

describe('SEARCH_MORE_LINKS', () => {
  it("opens each kind's own list with the same text", () => {
    expect(SEARCH_MORE_LINKS.inspection?.('INS-2026')).toBe('/view-inspections?search=INS-2026');
    expect(SEARCH_MORE_LINKS.payment?.('PAY 1')).toBe('/payments?q=PAY%201');
    expect(SEARCH_MORE_LINKS.user).toBeUndefined();
  });
});
