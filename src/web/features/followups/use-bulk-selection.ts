import { useState } from 'react';
import type { useFollowupActions } from './api/use-followup-actions';
import type { FollowupRow } from './followup-types';

/**
 * The rows ticked for a bulk action, and the two bulk actions with their dialogs' open state.
 * Only rows on screen count: a selection never reaches rows the user cannot see.
 */
export function useBulkSelection(
  rows: readonly FollowupRow[],
  actions: ReturnType<typeof useFollowupActions>,
) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [isConfirmingComplete, setIsConfirmingComplete] = useState(false);
  const [reassignCount, setReassignCount] = useState<number | null>(null);
  const selectedIds = rows.filter((r) => selected.has(r.id)).map((r) => r.id);
  // Selected rows the server would refuse to complete for this user (assigned to someone else).
  const othersSelected = rows.filter((r) => selected.has(r.id) && !r.mayAct).length;

  function completeSelected() {
    actions.completeMany.mutate(
      { ids: selectedIds },
      {
        onSuccess: () => {
          setIsConfirmingComplete(false);
          setSelected(new Set());
        },
      },
    );
  }

  function reassignSelected(assigneeId: string) {
    actions.reassign.mutate(
      { ids: selectedIds, assigneeId },
      {
        onSuccess: () => {
          setReassignCount(null);
          setSelected(new Set());
        },
      },
    );
  }

  return {
    setSelected,
    selectedIds,
    othersSelected,
    isConfirmingComplete,
    setIsConfirmingComplete,
    reassignCount,
    setReassignCount,
    completeSelected,
    reassignSelected,
  };
}
