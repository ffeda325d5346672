import type { Table } from '@tanstack/react-table';
import { ArrowDownWideNarrow, ArrowUpNarrowWide } from 'lucide-react';
import { useId } from 'react';
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
            value={sorting.sort}
            onChange={(event) =>
              sorting.onSort(readOption(event.target.value, sorting.sortable, sorting.sort))
            }
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
        onClick={() => sorting.onSort(sorting.sort)}
      >
        <Icon aria-hidden="true" className="h-4 w-4" />
        {isDescending ? 'Descending' : 'Ascending'}
      </Button>
    </div>
  );
}
