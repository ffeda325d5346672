import { describe, expect, it } from 'vitest';
import {
  EMPTY_SELECTION,
  readPageSelection,
  readSelection,
  selectionReducer,
  type SelectionAction,
  type SelectionState,
} from './selection';

const run = (actions: SelectionAction[], start: SelectionState = EMPTY_SELECTION) =>
  actions.reduce(selectionReducer, start);

describe('selectionReducer', () => {
  it('toggles single rows on and off', () => {
    const state = run([
      { type: 'toggle', scope: 's', id: 'a' },
      { type: 'toggle', scope: 's', id: 'b' },
      { type: 'toggle', scope: 's', id: 'a' },
    ]);
    expect(readSelection(state, 's')).toEqual(['b']);
  });

  it('select-all adds the rest of the page, then clears the page', () => {
    const page = ['a', 'b', 'c'];
    const some = run([{ type: 'toggle', scope: 's', id: 'b' }]);
    const all = selectionReducer(some, { type: 'togglePage', scope: 's', pageIds: page });
    expect(readSelection(all, 's')).toEqual(['b', 'a', 'c']);
    const none = selectionReducer(all, { type: 'togglePage', scope: 's', pageIds: page });
    expect(readSelection(none, 's')).toEqual([]);
  });

  it('keeps rows picked on other pages when the page is toggled', () => {
    const state = run([
      { type: 'toggle', scope: 's', id: 'x' },
      { type: 'togglePage', scope: 's', pageIds: ['a', 'b'] },
      { type: 'togglePage', scope: 's', pageIds: ['a', 'b'] },
    ]);
    expect(readSelection(state, 's')).toEqual(['x']);
  });

  it('forgets the selection when the filters (scope) change', () => {
    const state = run([{ type: 'toggle', scope: 'old', id: 'a' }]);
    expect(readSelection(state, 'new')).toEqual([]);
    const next = selectionReducer(state, { type: 'toggle', scope: 'new', id: 'b' });
    expect(readSelection(next, 'new')).toEqual(['b']);
  });

  it('clears everything', () => {
    const state = run([{ type: 'toggle', scope: 's', id: 'a' }, { type: 'clear' }]);
    expect(readSelection(state, 's')).toEqual([]);
  });
});

describe('readPageSelection', () => {
  it('is all, some or none for the select-all box', () => {
    expect(readPageSelection(['a', 'b'], ['a', 'b'])).toBe('all');
    expect(readPageSelection(['a', 'z'], ['a', 'b'])).toBe('some');
    expect(readPageSelection(['z'], ['a', 'b'])).toBe('none');
    expect(readPageSelection([], [])).toBe('none');
  });
});
