import type { Table } from '@tanstack/react-table';
import { ArrowDownWideNarrow, ArrowUpNarrowWide } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { readOption } from '@/web/lib/search-params';
import { Button } from '../ui/button';
import { FormField, fieldAria } from '../form-field';
import { Select } from '../ui/select';
import type { TableSorting } from './types';

type CardSortControlProps<Row, SortId extends string> = {
  table: Table<Row>;
  sorting: TableSorting<SortId>;
};

/** Cards have no headers to click, so narrow screens sort with a select and a direction button. */
export function CardSortControl<Row, SortId extends string>({
  table,
  sorting,
}: CardSortControlProps<Row, SortId>) {
  const id = useId();
  // The column just chosen in the select, until the page renders with it: the URL changes in a
  // transition, so a quick click on the direction button would otherwise toggle the column
  // this render still shows, and (a different column) reset the sort instead of flipping it.
  const [chosen, setChosen] = useState<SortId | null>(null);
  useEffect(() => setChosen(null), [sorting.sort]);
  const current = chosen ?? sorting.sort;
  const isDescending = sorting.dir === 'desc';
  const Icon = isDescending ? ArrowDownWideNarrow : ArrowUpNarrowWide;
  const labelOf = (columnId: string) => {
    const header = table.getColumn(columnId)?.columnDef.header;
    return typeof header === 'string' ? header : columnId;
  };
  return (
    <div className="flex items-end gap-2">
      <FormField id={id} label="Sort by">
        {(c) => (
          <Select
            {...fieldAria(c)}
            value={current}
            onChange={(event) => {
              const next = readOption(event.target.value, sorting.sortable, sorting.sort);
              setChosen(next);
              sorting.onSort(next);
            }}
          >
            {sorting.sortable.map((columnId) => (
              <option key={columnId} value={columnId}>
                {labelOf(columnId)}
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <Button
        variant="secondary"
        aria-label={`Sort direction: ${isDescending ? 'Descending' : 'Ascending'}`}
        onClick={() => sorting.onSort(current)}
      >
        <Icon aria-hidden="true" className="h-4 w-4" />
        {isDescending ? 'Descending' : 'Ascending'}
      </Button>
    </div>
  );
}
