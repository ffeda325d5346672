import { describe, expect, it } from 'vitest';
import { DEFECTS_DEFAULTS, parseDefectsParams, toDefectListInput } from './defects-params';

describe('parseDefectsParams', () => {
  it('reads the defaults from an empty URL', () => {
    expect(parseDefectsParams(new URLSearchParams())).toEqual(DEFECTS_DEFAULTS);
  });

  it('keeps known values and drops hand-edited nonsense', () => {
    const params = parseDefectsParams(
      new URLSearchParams(
        'tab=critical&severity=high&category=bogus&overdue=1&sort=dueDate&dir=asc&page=3&raise=not-a-uuid',
      ),
    );
    expect(params).toMatchObject({
      tab: 'critical',
      severity: 'high',
      category: '',
      overdue: '1',
      sort: 'dueDate',
      dir: 'asc',
      page: 3,
      raise: '',
    });
  });

  it('builds the list input without empty filters', () => {
    expect(toDefectListInput({ ...DEFECTS_DEFAULTS, search: '  DEF ' })).toEqual({
      tab: 'all',
      search: 'DEF',
      overdueOnly: false,
      sort: 'createdAt',
      direction: 'desc',
      page: 1,
      limit: 20,
    });
  });
});
