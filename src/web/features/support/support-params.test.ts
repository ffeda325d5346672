import { describe, expect, it } from 'vitest';
import { formatResponseTime, parseSupportParams } from './support-params';

describe('support params', () => {
  it('reads search, a known status and the page from the URL', () => {
    expect(parseSupportParams(new URLSearchParams('search=mfa&status=pending&page=2'))).toEqual({
      search: 'mfa',
      status: 'pending',
      page: 2,
    });
    expect(parseSupportParams(new URLSearchParams('status=bogus&page=-1'))).toEqual({
      search: '',
      status: 'all',
      page: 1,
    });
  });

  it("formats 'Avg Response' in minutes or hours", () => {
    expect(formatResponseTime(null)).toBe('–');
    expect(formatResponseTime(42)).toBe('42m');
    expect(formatResponseTime(144)).toBe('2.4h');
  });
});
