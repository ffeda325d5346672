import { describe, expect, it } from 'vitest';
import { parseProjectsParams } from './projects-params';

describe('projects URL params', () => {
  it('reads search, status and page with safe fallbacks', () => {
    expect(parseProjectsParams(new URLSearchParams('search=leeds&status=on-hold&page=3'))).toEqual({
      search: 'leeds',
      status: 'on-hold',
      page: 3,
    });
    expect(parseProjectsParams(new URLSearchParams('status=archived&page=-1'))).toEqual({
      search: '',
      status: 'all',
      page: 1,
    });
  });
});
