import { describe, expect, it } from 'vitest';
import {
  PENDING_DEFAULTS,
  countActiveFilters,
  describeSelectionScope,
  parsePendingParams,
  toPendingInput,
} from './pending-params';

const INSTALLER = '3f2b8c1e-2d4a-4b6e-9f10-1a2b3c4d5e6f';

describe('parsePendingParams', () => {
  it('reads the page and every filter', () => {
    const params = new URLSearchParams(
      `page=3&measureType=INSULATION&trigger=FOLLOW_UP&search=+Leeds+&inspector=user-1&installer=${INSTALLER}&status=IN_PROGRESS&from=2026-03-01&to=2026-03-31`,
    );
    expect(parsePendingParams(params)).toEqual({
      page: 3,
      measureType: 'INSULATION',
      trigger: 'FOLLOW_UP',
      search: 'Leeds',
      inspector: 'user-1',
      installer: INSTALLER,
      status: 'IN_PROGRESS',
      from: '2026-03-01',
      to: '2026-03-31',
    });
  });

  it('defaults to the first page with no filters', () => {
    expect(parsePendingParams(new URLSearchParams())).toEqual(PENDING_DEFAULTS);
  });

  it('ignores values the server would refuse', () => {
    const params = new URLSearchParams(
      'page=-1&measureType=insulation&trigger=NOPE&installer=abc&status=PASSED&from=2026-02-30&to=soon',
    );
    expect(parsePendingParams(params)).toEqual(PENDING_DEFAULTS);
  });
});

describe('toPendingInput', () => {
  it('leaves out empty filters, a one-letter search and an inverted range', () => {
    const params = { ...PENDING_DEFAULTS, search: 'L', from: '2026-03-10', to: '2026-03-01' };
    expect(toPendingInput(params)).toEqual({
      page: 1,
      measureType: undefined,
      trigger: undefined,
      search: undefined,
      inspectorId: undefined,
      installerId: undefined,
      status: undefined,
      from: undefined,
      to: undefined,
    });
  });

  it('sends the filters that are set', () => {
    const params = {
      ...PENDING_DEFAULTS,
      search: 'Le',
      inspector: 'unassigned',
      from: '2026-03-01',
    };
    expect(toPendingInput(params)).toMatchObject({
      search: 'Le',
      inspectorId: 'unassigned',
      from: '2026-03-01',
    });
  });
});

describe('the selection scope and the filter count', () => {
  it('a selection survives paging, not a change of filter', () => {
    const first = describeSelectionScope({ ...PENDING_DEFAULTS, status: 'PENDING' });
    expect(describeSelectionScope({ ...PENDING_DEFAULTS, status: 'PENDING', page: 4 })).toBe(first);
    expect(describeSelectionScope({ ...PENDING_DEFAULTS, status: 'IN_PROGRESS' })).not.toBe(first);
  });

  it('counts the filters that are on', () => {
    expect(countActiveFilters(PENDING_DEFAULTS)).toBe(0);
    expect(
      countActiveFilters({ ...PENDING_DEFAULTS, trigger: 'FOLLOW_UP', to: '2026-03-01' }),
    ).toBe(2);
  });
});
