import { describe, expect, it } from 'vitest';
import { formatResponseTime, parseSupportParams, toTicketListInput } from './support-params';

describe('support params', () => {
  it('reads the tab, search, known filters and the page from the URL', () => {
    const params = parseSupportParams(
      new URLSearchParams(
        'tab=faq&q=report&search=mfa&status=pending&category=billing&priority=urgent&page=2',
      ),
    );
    expect(params).toEqual({
      tab: 'faq',
      q: 'report',
      search: 'mfa',
      status: 'pending',
      category: 'billing',
      priority: 'urgent',
      page: 2,
    });
    expect(toTicketListInput(params)).toEqual({
      search: 'mfa',
      status: 'pending',
      category: 'billing',
      priority: 'urgent',
      page: 2,
    });
    expect(
      parseSupportParams(
        new URLSearchParams('tab=news&status=bogus&category=x&priority=highest&page=-1'),
      ),
    ).toEqual({
      tab: 'tickets',
      q: '',
      search: '',
      status: 'all',
      category: 'all',
      priority: 'all',
      page: 1,
    });
  });

  it("formats 'Avg Response' in minutes or hours", () => {
    expect(formatResponseTime(null)).toBe('–');
    expect(formatResponseTime(42)).toBe('42m');
    expect(formatResponseTime(144)).toBe('2.4h');
  });
});
