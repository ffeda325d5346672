import { useState } from 'react';
import { useAcceptProposals } from '../api/use-proposals-actions';

/** The proposals ticked for a bulk acceptance, cleared when the quarter changes or they are accepted. */
export function useProposalSelection(quarter: string) {
  const [selection, setSelection] = useState<{ quarter: string; ids: Set<string> }>({
    quarter,
    ids: new Set(),
  });
  const selected = selection.quarter === quarter ? selection.ids : new Set<string>();
  const accept = useAcceptProposals();
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setSelection({ quarter, ids: next });
  };
  const acceptIds = (ids: string[]) =>
    accept.mutate(
      { quarter, measureIds: ids },
      { onSuccess: () => setSelection({ quarter, ids: new Set() }) },
    );
  return {
    selected,
    toggle,
    clear: () => setSelection({ quarter, ids: new Set() }),
    acceptOne: (id: string) => acceptIds([id]),
    acceptSelected: () => acceptIds([...selected]),
    isAccepting: accept.isPending,
  };
}
