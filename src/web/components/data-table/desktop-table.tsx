import { flexRender, type Table } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { cn } from '@/web/lib/cn';
import { readAriaSort } from './sort-params';
import { SelectPageCheckbox, SelectRowCheckbox } from './selection-cells';
import { SortHeader } from './sort-header';
import type { DataTableProps } from './types';

const HEADER =
  'px-3 py-2 align-bottom text-xs font-semibold tracking-wide text-slate-700 uppercase';
const CELL = 'px-3 py-3 align-top';
// Sticky on the right so row actions stay in view however wide the other columns are; the
// inset shadow draws the divider, since a collapsed border would not move with the cell.
const STICKY = 'sticky right-0 z-10 shadow-[inset_1px_0_0_var(--color-slate-200)]';

type DesktopTableProps<Row, SortId extends string> = Pick<
  DataTableProps<Row, SortId>,
  'label' | 'sorting' | 'selection' | 'rowActions' | 'actionsLabel'
> & { table: Table<Row> };

type PartProps<Row, SortId extends string> = Omit<DesktopTableProps<Row, SortId>, 'label'>;

/** The table at md and wider; below md it is display:none and the card list shows instead. */
export function DesktopTable<Row, SortId extends string>(
  props: DesktopTableProps<Row, SortId>,
): ReactNode {
  const { label, ...parts } = props;
  return (
    // The table scrolls inside this box, never the page.
    <div className="hidden max-w-full overflow-x-auto rounded-lg border border-slate-200 bg-white md:block">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">{label}</caption>
        <TableHead {...parts} />
        <TableBody {...parts} />
      </table>
    </div>
  );
}

/** Column headers: sortable ones are buttons and carry aria-sort; the actions column sticks. */
function TableHead<Row, SortId extends string>(props: PartProps<Row, SortId>) {
  const { table, sorting, selection, rowActions, actionsLabel = 'Actions' } = props;
  return (
    <thead className="bg-slate-50">
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id}>
          {selection && (
            <th scope="col" className={cn(HEADER, 'w-10')}>
              <SelectPageCheckbox table={table} label={selection.pageLabel} />
            </th>
          )}
          {group.headers.map((header) => {
            const meta = header.column.columnDef.meta;
            const content = flexRender(header.column.columnDef.header, header.getContext());
            const sortId = sorting?.sortable.find((id) => id === header.column.id);
            return (
              <th
                key={header.id}
                scope="col"
                aria-sort={sorting && sortId ? readAriaSort(sorting, sortId) : undefined}
                className={cn(
                  HEADER,
                  meta?.align === 'right' ? 'text-right' : 'text-left',
                  meta?.columnClassName,
                )}
              >
                {sorting && sortId ? (
                  <SortHeader
                    ariaSort={readAriaSort(sorting, sortId)}
                    align={meta?.align}
                    onSort={() => sorting.onSort(sortId)}
                  >
                    {content}
                  </SortHeader>
                ) : (
                  content
                )}
              </th>
            );
          })}
          {rowActions && (
            <th scope="col" className={cn(HEADER, STICKY, 'bg-slate-50 text-right')}>
              {actionsLabel}
            </th>
          )}
        </tr>
      ))}
    </thead>
  );
}

/** One row per record, with its selection box and its sticky actions when the table has them. */
function TableBody<Row, SortId extends string>(props: PartProps<Row, SortId>) {
  const { table, selection, rowActions } = props;
  return (
    <tbody className="divide-y divide-slate-200">
      {table.getRowModel().rows.map((row) => (
        <tr key={row.id} className="group hover:bg-slate-50">
          {selection && (
            <td className={CELL}>
              <SelectRowCheckbox row={row} label={selection.rowLabel(row.original)} />
            </td>
          )}
          {row.getVisibleCells().map((cell) => {
            const meta = cell.column.columnDef.meta;
            return (
              <td
                key={cell.id}
                className={cn(
                  CELL,
                  meta?.align === 'right' && 'text-right',
                  meta?.className,
                  meta?.columnClassName,
                )}
              >
                {flexRender(cell.column.columnDef.cell, cell.getContext())}
              </td>
            );
          })}
          {rowActions && (
            <td
              className={cn(
                CELL,
                STICKY,
                'bg-white text-right whitespace-nowrap group-hover:bg-slate-50',
              )}
            >
              {rowActions(row.original, 'table')}
            </td>
          )}
        </tr>
      ))}
    </tbody>
  );
}
