import { describe, expect, it } from 'vitest';
import { applyMonitoringPatch, parseMonitoringParams } from './monitoring-params';

const parse = (query: string) => parseMonitoringParams(new URLSearchParams(query));

describe('parseMonitoringParams', () => {
  it('reads the tab, filter, search and page', () => {
    expect(parse('tab=escalations&filter=overdue&search=%20acme%20&page=3')).toEqual({
      tab: 'escalations',
      filter: 'overdue',
      search: 'acme',
      page: 3,
    });
  });

  it('falls back to the defaults for anything the server would refuse', () => {
    expect(parse('tab=nope&filter=low&page=0')).toEqual({
      tab: 'overview',
      filter: 'all',
      search: '',
      page: 1,
    });
    expect(parse('page=2.5').page).toBe(1);
    expect(parse(`search=${'x'.repeat(300)}`).search).toHaveLength(200);
  });
});

describe('applyMonitoringPatch', () => {
  it('drops defaults and empty values so equal views have equal URLs', () => {
    const current = new URLSearchParams('tab=reports&search=acme&page=2&other=kept');
    const next = applyMonitoringPatch(current, { tab: 'overview', search: '', page: 1 });
    expect(next.toString()).toBe('other=kept');
  });

  it('sets what differs from the defaults', () => {
    const next = applyMonitoringPatch(new URLSearchParams(), {
      tab: 'escalations',
      filter: 'high',
    });
    expect(next.toString()).toBe('tab=escalations&filter=high');
  });
});
