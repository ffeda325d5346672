import { describe, expect, it } from 'vitest';
import { LIST_DEFAULTS, buildExportHref, describeEmptyHint, parseListParams } from './list-params';

describe('parseListParams', () => {
  it('reads every setting from the URL', () => {
    const params = new URLSearchParams(
      'search=%20Leeds%20&tab=completed&sort=location&dir=asc&page=4',
    );
    expect(parseListParams(params)).toEqual({
      search: 'Leeds',
      tab: 'completed',
      sort: 'location',
      dir: 'asc',
      page: 4,
    });
  });

  it('falls back to the defaults for missing or unknown values', () => {
    expect(parseListParams(new URLSearchParams())).toEqual(LIST_DEFAULTS);
    const junk = new URLSearchParams('tab=archived&sort=price&dir=up&page=zero');
    expect(parseListParams(junk)).toEqual(LIST_DEFAULTS);
  });

  it('cuts an over-long search to what the server accepts', () => {
    const params = new URLSearchParams({ search: 'x'.repeat(500) });
    expect(parseListParams(params).search).toHaveLength(200);
  });
});

describe('buildExportHref', () => {
  it('carries the filters but not the page', () => {
    const href = buildExportHref({ ...LIST_DEFAULTS, search: 'SW1A 1AA', tab: 'pending', page: 3 });
    expect(href).toBe(
      '/api/inspections/export.csv?search=SW1A+1AA&tab=pending&sort=date&direction=desc',
    );
  });
});

describe('describeEmptyHint', () => {
  it('mentions the search when there is one', () => {
    expect(describeEmptyHint('all', 'zzz')).toBe(
      'Nothing matches "zzz" here. Try a different search or tab.',
    );
    expect(describeEmptyHint('completed', '')).toBe('No inspections have passed or failed yet.');
  });
});
