import { describe, expect, it } from 'vitest';
import { FOLLOWUPS_DEFAULTS, parseFollowupsParams, toFollowupListInput } from './followups-params';

describe('parseFollowupsParams', () => {
  it('reads the defaults from an empty URL', () => {
    expect(parseFollowupsParams(new URLSearchParams())).toEqual(FOLLOWUPS_DEFAULTS);
  });

  it('keeps known values and drops unknown ones', () => {
    expect(
      parseFollowupsParams(
        new URLSearchParams(
          'tab=overdue&type=quality-check&priority=urgent&mine=1&sort=priority&dir=desc&page=0',
        ),
      ),
    ).toEqual({
      tab: 'overdue',
      search: '',
      type: 'quality-check',
      priority: '',
      mine: '1',
      sort: 'priority',
      dir: 'desc',
      page: 1,
    });
  });

  it('builds the list input', () => {
    expect(toFollowupListInput({ ...FOLLOWUPS_DEFAULTS, type: 'documentation' })).toEqual({
      tab: 'all',
      search: '',
      type: 'documentation',
      mine: false,
      sort: 'dueDate',
      direction: 'asc',
      page: 1,
      limit: 20,
    });
  });
});
