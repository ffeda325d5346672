/**
 * Row selection for bulk e-mail. The scope is the list's filters: when they
 * change the rows may be different ones, so the old selection no longer applies.
 */
export type SelectionState = { scope: string; ids: readonly string[] };

export type SelectionAction =
  | { type: 'toggle'; scope: string; id: string }
  | { type: 'togglePage'; scope: string; pageIds: readonly string[] }
  | { type: 'clear' };

export const EMPTY_SELECTION: SelectionState = { scope: '', ids: [] };

/** The ids selected under this scope (none if the selection was made under another one). */
export function readSelection(state: SelectionState, scope: string): readonly string[] {
  return state.scope === scope ? state.ids : [];
}

export function selectionReducer(state: SelectionState, action: SelectionAction): SelectionState {
  if (action.type === 'clear') return EMPTY_SELECTION;
  const ids = readSelection(state, action.scope);
  if (action.type === 'toggle') {
    const next = ids.includes(action.id)
      ? ids.filter((id) => id !== action.id)
      : [...ids, action.id];
    return { scope: action.scope, ids: next };
  }
  // Select-all covers this page only: all selected -> clear them, otherwise add the rest.
  const isAllSelected = action.pageIds.every((id) => ids.includes(id));
  const next = isAllSelected
    ? ids.filter((id) => !action.pageIds.includes(id))
    : [...ids, ...action.pageIds.filter((id) => !ids.includes(id))];
  return { scope: action.scope, ids: next };
}

/** The select-all box: checked, mixed (some rows) or clear. */
export function readPageSelection(
  selected: readonly string[],
  pageIds: readonly string[],
): 'all' | 'some' | 'none' {
  const count = pageIds.filter((id) => selected.includes(id)).length;
  if (count === 0) return 'none';
  return count === pageIds.length ? 'all' : 'some';
}
