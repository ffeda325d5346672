import type { Row, Table } from '@tanstack/react-table';
import { Checkbox } from '../ui/checkbox';

/** Select or clear every row on this page; rows picked on other pages stay picked. */
export function SelectPageCheckbox<T>({
  table,
  label,
  id,
}: {
  table: Table<T>;
  label: string;
  /** Set when a visible label also points at the box (the card list's 'Select page'). */
  id?: string;
}) {
  const isAll = table.getIsAllPageRowsSelected();
  const isSome = !isAll && table.getIsSomePageRowsSelected();
  return (
    <Checkbox
      id={id}
      aria-label={label}
      checked={isAll}
      disabled={!table.options.enableRowSelection}
      // A native checkbox shows "some selected" only through this DOM property.
      ref={(box) => {
        if (box) box.indeterminate = isSome;
      }}
      onChange={table.getToggleAllPageRowsSelectedHandler()}
    />
  );
}

export function SelectRowCheckbox<T>({ row, label }: { row: Row<T>; label: string }) {
  return (
    <Checkbox
      aria-label={label}
      checked={row.getIsSelected()}
      disabled={!row.getCanSelect()}
      onChange={row.getToggleSelectedHandler()}
    />
  );
}
