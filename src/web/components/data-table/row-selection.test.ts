import {
  createTable,
  functionalUpdate,
  getCoreRowModel,
  type RowSelectionState,
} from '@tanstack/react-table';
import { describe, expect, it } from 'vitest';
import { fromRowSelection, toRowSelection } from './row-selection';

type Item = { id: string };

/** A headless table wired as DataTable wires it: ids in, ids out, one server page of rows. */
function selectOnPage(selected: string[], pageIds: string[], act: { row: string } | 'page') {
  let ids = selected;
  const table = createTable<Item>({
    data: pageIds.map((id) => ({ id })),
    columns: [{ id: 'id', header: 'Id' }],
    getRowId: (row) => row.id,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    enableRowSelection: true,
    state: { rowSelection: toRowSelection(ids) },
    onStateChange: () => undefined,
    renderFallbackValue: null,
    onRowSelectionChange: (updater) => {
      const current: RowSelectionState = toRowSelection(ids);
      ids = fromRowSelection(functionalUpdate(updater, current));
    },
  });
  if (act === 'page') table.toggleAllPageRowsSelected();
  else table.getRow(act.row).toggleSelected();
  return ids;
}

describe('row selection', () => {
  it('converts between id lists and TanStack selection maps', () => {
    expect(toRowSelection(['a', 'b'])).toEqual({ a: true, b: true });
    expect(fromRowSelection({ a: true, b: false, c: true })).toEqual(['a', 'c']);
  });

  it('toggles one row on and off', () => {
    expect(selectOnPage([], ['a', 'b'], { row: 'a' })).toEqual(['a']);
    expect(selectOnPage(['a', 'b'], ['a', 'b'], { row: 'a' })).toEqual(['b']);
  });

  it('select-all adds the rest of the page, then clears the page', () => {
    const all = selectOnPage(['b'], ['a', 'b', 'c'], 'page');
    expect(all).toEqual(['b', 'a', 'c']);
    expect(selectOnPage(all, ['a', 'b', 'c'], 'page')).toEqual([]);
  });

  it('keeps rows picked on other pages when the page is toggled', () => {
    const on = selectOnPage(['x'], ['a', 'b'], 'page');
    expect(on).toEqual(['x', 'a', 'b']);
    expect(selectOnPage(on, ['a', 'b'], 'page')).toEqual(['x']);
  });
});
