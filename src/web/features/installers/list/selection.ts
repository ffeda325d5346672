/**
 * Row selection for bulk e-mail. The scope is the list's filters: when they
 * change the rows may be different ones, so the old selection no longer applies.
 * Toggling rows and select-all-on-page is the DataTable's (TanStack's) job; this
 * keeps the ids it reports together with the scope they were picked under.
 */
export type SelectionState = { scope: string; ids: readonly string[] };

export type SelectionAction =
  { type: 'set'; scope: string; ids: readonly string[] } | { type: 'clear' };

export const EMPTY_SELECTION: SelectionState = { scope: '', ids: [] };

/** The ids selected under this scope (none if the selection was made under another one). */
export function readSelection(state: SelectionState, scope: string): readonly string[] {
  return state.scope === scope ? state.ids : [];
}

export function selectionReducer(_state: SelectionState, action: SelectionAction): SelectionState {
  if (action.type === 'clear') return EMPTY_SELECTION;
  return { scope: action.scope, ids: action.ids };
}
