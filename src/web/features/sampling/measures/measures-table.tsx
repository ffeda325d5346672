import { formatDate } from '@/shared/format';
import type { MeasureSort } from '@/shared/sampling/measures';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { buildMeasurePath } from '@/web/app/paths';
import { DataTable } from '@/web/components/data-table/data-table';
import type { TablePagination, TableQuery, TableSorting } from '@/web/components/data-table/types';
import type { RouterOutputs } from '@/web/lib/trpc';
import { InspectedBadge } from './measure-badges';

export type MeasureRow = RouterOutputs['sampling']['measures']['list']['items'][number];

const column = createColumnHelper<MeasureRow>();

const MEASURE_COLUMNS = [
  column.display({
    id: 'umr',
    header: 'UMR',
    meta: { card: 'title' },
    cell: ({ row: { original: row } }) => (
      <Link
        to={buildMeasurePath(row.id)}
        className="font-medium break-all text-emerald-800 underline-offset-2 hover:underline md:break-normal md:whitespace-nowrap"
      >
        {row.umr}
      </Link>
    ),
  }),
  column.display({
    id: 'postcode',
    header: 'Address',
    cell: ({ row: { original: row } }) => (
      <>
        <p className="text-slate-900">{row.addressLine1}</p>
        <p className="text-xs text-slate-600">
          {row.postcode}
          {row.uprn ? ` · UPRN ${row.uprn}` : ''}
        </p>
      </>
    ),
  }),
  column.display({
    id: 'category',
    header: 'Measure',
    cell: ({ row: { original: row } }) => (
      <>
        <p className="text-slate-900">{row.measureCategory}</p>
        <p className="text-xs text-slate-600">
          {row.workTypeCode} · {row.schemeName}
        </p>
      </>
    ),
  }),
  column.display({
    id: 'installer',
    header: 'Installer',
    cell: ({ row: { original: row } }) => (
      <span className="text-slate-800">{row.installerName ?? 'No installer'}</span>
    ),
  }),
  column.display({
    id: 'installedDate',
    header: 'Installed',
    meta: { className: 'whitespace-nowrap text-slate-800' },
    cell: ({ row: { original: row } }) => formatDate(row.installedDate),
  }),
  column.display({
    id: 'inspected',
    header: 'Inspected',
    meta: { className: 'whitespace-nowrap' },
    cell: ({ row: { original: row } }) => <InspectedBadge {...row} />,
  }),
];

const SORTABLE = ['umr', 'postcode', 'category', 'installer', 'installedDate'] as const;

type MeasuresTableProps = {
  query: TableQuery;
  rows: readonly MeasureRow[] | undefined;
  emptyHint: string;
  pagination: TablePagination | undefined;
  sorting: Omit<TableSorting<MeasureSort>, 'sortable' | 'hideCardControl'>;
};

export function MeasuresTable({ emptyHint, ...props }: MeasuresTableProps) {
  return (
    <DataTable<MeasureRow, MeasureSort>
      {...props}
      label="Lodged measures"
      loadingLabel="Loading measures"
      errorTitle="Could not load measures"
      columns={MEASURE_COLUMNS}
      getRowId={(row) => row.id}
      empty={{ title: 'No measures found', hint: emptyHint }}
      // The toolbar's Sort by and Order work at every width, so cards need no control of their own.
      sorting={{ ...props.sorting, sortable: SORTABLE, hideCardControl: true }}
    />
  );
}
