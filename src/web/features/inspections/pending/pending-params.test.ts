import { describe, expect, it } from 'vitest';
import { parsePendingParams } from './pending-params';

describe('parsePendingParams', () => {
  it('reads the page and both filters', () => {
    const params = new URLSearchParams('page=3&measureType=INSULATION&trigger=FOLLOW_UP');
    expect(parsePendingParams(params)).toEqual({
      page: 3,
      measureType: 'INSULATION',
      trigger: 'FOLLOW_UP',
    });
  });

  it('defaults to the first page with no filters', () => {
    expect(parsePendingParams(new URLSearchParams())).toEqual({
      page: 1,
      measureType: '',
      trigger: '',
    });
  });

  it('ignores values the server would refuse', () => {
    const params = new URLSearchParams('page=-1&measureType=insulation&trigger=NOPE');
    expect(parsePendingParams(params)).toEqual({ page: 1, measureType: '', trigger: '' });
  });
});
