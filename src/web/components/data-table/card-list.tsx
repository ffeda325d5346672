import { flexRender, type Cell, type Table } from '@tanstack/react-table';
import { useId, type ReactNode } from 'react';
import { FormField } from '../form-field';
import { planCard } from './card-plan';
import { CardSortControl } from './card-sort-control';
import { SelectPageCheckbox, SelectRowCheckbox } from './selection-cells';
import type { DataTableProps } from './types';

type CardListProps<Row, SortId extends string> = Pick<
  DataTableProps<Row, SortId>,
  'label' | 'sorting' | 'selection' | 'rowActions'
> & { table: Table<Row> };

function renderCell<Row>(cell: Cell<Row, unknown> | undefined): ReactNode {
  return cell ? flexRender(cell.column.columnDef.cell, cell.getContext()) : null;
}

/**
 * Below md each row is a card: its title, label/value pairs, then its actions as large
 * buttons, so a phone reaches every action without scrolling sideways. At md and wider
 * this list is display:none, so tests and screen readers meet one copy of each row.
 */
export function CardList<Row, SortId extends string>({
  table,
  label,
  sorting,
  selection,
  rowActions,
}: CardListProps<Row, SortId>): ReactNode {
  const selectPageId = useId();
  const plan = planCard(
    table.getVisibleLeafColumns().map((column) => ({
      id: column.id,
      header: column.columnDef.header,
      meta: column.columnDef.meta,
    })),
  );
  return (
    <div className="space-y-3 md:hidden">
      {(selection || (sorting && !sorting.hideCardControl)) && (
        <div className="flex flex-wrap items-end justify-between gap-3">
          {selection && (
            <FormField
              id={selectPageId}
              label={<span aria-hidden="true">Select page</span>}
              layout="inline"
            >
              {(c) => <SelectPageCheckbox id={c.id} table={table} label={selection.pageLabel} />}
            </FormField>
          )}
          {sorting && !sorting.hideCardControl && (
            <CardSortControl table={table} sorting={sorting} />
          )}
        </div>
      )}
      <ul aria-label={label} className="space-y-3">
        {table.getRowModel().rows.map((row) => {
          const cells = new Map(row.getVisibleCells().map((cell) => [cell.column.id, cell]));
          const actions = rowActions?.(row.original, 'card');
          return (
            <li key={row.id} className="rounded-lg border border-slate-200 bg-white p-4 text-sm">
              <div className="flex items-start gap-3">
                {selection && (
                  <SelectRowCheckbox row={row} label={selection.rowLabel(row.original)} />
                )}
                <div className="min-w-0 flex-1 break-words">
                  {plan.titleId && renderCell(cells.get(plan.titleId))}
                </div>
              </div>
              {plan.fields.length > 0 && (
                <dl className="mt-3 grid grid-cols-[minmax(6rem,auto)_1fr] gap-x-3 gap-y-2">
                  {plan.fields.map((field) => (
                    <div key={field.id} className="contents">
                      <dt className="font-medium text-slate-600">{field.label}</dt>
                      <dd className="min-w-0 break-words text-slate-900">
                        {renderCell(cells.get(field.id))}
                      </dd>
                    </div>
                  ))}
                </dl>
              )}
              {/* A row with nothing to do (for example a completed item) gets no empty foot. */}
              {actions != null && actions !== false && (
                <div className="mt-4 flex flex-wrap gap-2 border-t border-slate-100 pt-3">
                  {actions}
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
