import { describe, expect, it } from 'vitest';
import { IMPROVEMENT_DEFAULTS, parseImprovementParams } from './improvements-params';

describe('parseImprovementParams', () => {
  it('reads the tab, both status filters, searches and sorts from the URL', () => {
    expect(
      parseImprovementParams(
        new URLSearchParams(
          'tab=suggestions&status=on-hold&suggestionStatus=duplicate&search=+tablets+&sort=votes&suggestionSearch=dark&suggestionSort=title',
        ),
      ),
    ).toEqual({
      tab: 'suggestions',
      status: 'on-hold',
      search: 'tablets',
      sort: 'votes',
      suggestionStatus: 'duplicate',
      suggestionSearch: 'dark',
      suggestionSort: 'title',
    });
  });

  it('falls back to the defaults for anything unknown', () => {
    expect(
      parseImprovementParams(
        new URLSearchParams('tab=admin&status=done&suggestionStatus=x&sort=x&suggestionSort=y'),
      ),
    ).toEqual(IMPROVEMENT_DEFAULTS);
    expect(IMPROVEMENT_DEFAULTS.tab).toBe('dashboard');
    expect(
      parseImprovementParams(new URLSearchParams(`search=${'a'.repeat(300)}`)).search,
    ).toHaveLength(200);
  });
});
