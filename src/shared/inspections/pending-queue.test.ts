import { describe, expect, it } from 'vitest';
import { AssignInspectorInput, PENDING_STATUS_FILTERS } from './pending-queue';
import { PendingInspectionsInput } from './queries';
import { OPEN_STATUSES } from './statuses';

const ID = '3f2b8c1e-2d4a-4b6e-9f10-1a2b3c4d5e6f';

describe('the pending queue filters', () => {
  it('offer exactly the open statuses, those the pending figure counts', () => {
    expect([...PENDING_STATUS_FILTERS]).toEqual([...OPEN_STATUSES]);
  });

  it('read empty values as not set and trim the search', () => {
    expect(
      PendingInspectionsInput.parse({
        search: '  Leeds ',
        inspectorId: '',
        installerId: null,
        status: '',
        from: '',
        to: '',
      }),
    ).toEqual({ page: 1, limit: 20, search: 'Leeds' });
  });
});

describe('AssignInspectorInput', () => {
  it('counts a row picked twice once', () => {
    expect(AssignInspectorInput.parse({ ids: [ID, ID], inspectorId: ' user-1 ' })).toEqual({
      ids: [ID],
      inspectorId: 'user-1',
    });
  });

  it('asks for an inspector', () => {
    const result = AssignInspectorInput.safeParse({ ids: [ID], inspectorId: '' });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Choose an inspector from the list',
    ]);
  });
});
