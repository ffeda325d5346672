import { describe, expect, it } from 'vitest';
import { groupHeldChanges, heldChangesOf, INSPECTION_LEVEL, isWaiting } from './pending-by-item';
import { INSPECTION_ID, savedEntry } from './test-kept-fixture';

const answer = (itemId: string) =>
  ({
    kind: 'answer',
    inspectionId: INSPECTION_ID,
    itemId,
    base: { answeredAt: null },
    resolution: null,
    answer: 'Pass',
  }) as const;

describe('groupHeldChanges', () => {
  it('sorts the entries of each item into waiting, refused and conflicts, in the order made', () => {
    const groups = groupHeldChanges([
      savedEntry(4, answer('CWI.2'), { state: 'conflict' }),
      savedEntry(2, answer('CWI.1'), { state: 'refused', error: 'No.' }),
      savedEntry(1, answer('CWI.1'), { state: 'sending' }),
      savedEntry(3, answer('CWI.1')),
      savedEntry(5, {
        kind: 'visitStart',
        inspectionId: INSPECTION_ID,
        recordedAt: '2026-11-27T09:00:00.000Z',
        position: { status: 'denied' },
      }),
    ]);
    const first = heldChangesOf(groups, 'CWI.1');
    expect(first.waiting.map((e) => e.seq)).toEqual([1, 3]);
    expect(first.refused.map((e) => e.seq)).toEqual([2]);
    expect(heldChangesOf(groups, 'CWI.2').conflicts.map((e) => e.seq)).toEqual([4]);
    expect(isWaiting(heldChangesOf(groups, INSPECTION_LEVEL), 'visitStart')).toBe(true);
    expect(heldChangesOf(groups, 'CWI.9')).toEqual({ waiting: [], refused: [], conflicts: [] });
  });

  it("does not mark an item 'Not yet sent' for keeping the server's answer (nothing changes)", () => {
    const keepServer = {
      kind: 'keepServerAnswer',
      inspectionId: INSPECTION_ID,
      itemId: 'CWI.1',
      discarded: { answer: 'Fail', severity: 'Minor', comment: '' },
    } as const;
    expect(heldChangesOf(groupHeldChanges([savedEntry(1, keepServer)]), 'CWI.1').waiting).toEqual(
      [],
    );
    const refused = savedEntry(2, keepServer, { state: 'refused', error: 'Not found.' });
    expect(heldChangesOf(groupHeldChanges([refused]), 'CWI.1').refused).toEqual([refused]);
  });
});
