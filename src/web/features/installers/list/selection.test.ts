import { describe, expect, it } from 'vitest';
import {
  EMPTY_SELECTION,
  readSelection,
  selectionReducer,
  type SelectionAction,
  type SelectionState,
} from './selection';

const run = (actions: SelectionAction[], start: SelectionState = EMPTY_SELECTION) =>
  actions.reduce(selectionReducer, start);

// Toggling rows and the page is tested with the DataTable (components/data-table/row-selection.test.ts).
describe('selectionReducer', () => {
  it('keeps the ids the table reports under their scope', () => {
    const state = run([{ type: 'set', scope: 's', ids: ['a', 'b'] }]);
    expect(readSelection(state, 's')).toEqual(['a', 'b']);
  });

  it('forgets the selection when the filters (scope) change', () => {
    const state = run([{ type: 'set', scope: 'old', ids: ['a'] }]);
    expect(readSelection(state, 'new')).toEqual([]);
    const next = selectionReducer(state, { type: 'set', scope: 'new', ids: ['b'] });
    expect(readSelection(next, 'new')).toEqual(['b']);
  });

  it('clears everything', () => {
    const state = run([{ type: 'set', scope: 's', ids: ['a'] }, { type: 'clear' }]);
    expect(readSelection(state, 's')).toEqual([]);
  });
});
