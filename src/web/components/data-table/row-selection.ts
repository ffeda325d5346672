import type { RowSelectionState } from '@tanstack/react-table';

/** The page's list of selected ids as TanStack's selection map. */
export function toRowSelection(ids: readonly string[]): RowSelectionState {
  return Object.fromEntries(ids.map((id) => [id, true]));
}

/** Back to a list of ids, in the order they were picked (rows on other pages included). */
export function fromRowSelection(state: RowSelectionState): string[] {
  return Object.entries(state)
    .filter(([, isSelected]) => isSelected)
    .map(([id]) => id);
}
