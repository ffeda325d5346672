import { formatDate } from '@/shared/format';
import type { InspectionSort } from '@/shared/inspections/queries';
import { createColumnHelper } from '@tanstack/react-table';
import type { ListRow } from '../shared/inspection-types';
import { COLUMN_FROM_2XL } from '@/web/components/data-table/types';
import { StatusBadge } from '@/web/components/inspection-status-badge';

const column = createColumnHelper<ListRow>();

/** Columns whose id is a sort the server knows; their headers sort the list. */
export const SORTABLE_COLUMNS: readonly InspectionSort[] = ['location', 'type', 'status', 'date'];

export const INSPECTION_COLUMNS = [
  column.display({
    id: 'reference',
    header: 'Reference',
    meta: { card: 'title' },
    cell: ({ row: { original: row } }) => (
      <>
        <p className="font-semibold whitespace-nowrap text-slate-900">{row.reference}</p>
        <p className="text-slate-600">{row.policyId}</p>
      </>
    ),
  }),
  column.display({
    id: 'location',
    header: 'Property',
    cell: ({ row: { original: row } }) => (
      <>
        <p className="text-slate-900">{row.propertyAddress}</p>
        <p className="text-slate-600">{row.customerName}</p>
      </>
    ),
  }),
  column.display({
    id: 'type',
    header: 'Measure',
    cell: ({ row }) => row.original.measureLabel,
  }),
  column.display({
    id: 'installer',
    header: 'Installer',
    cell: ({ row }) => row.original.installerName,
  }),
  column.display({
    id: 'inspector',
    header: 'Inspector',
    // Lower priority than who installed it and its status: the table fits 1440 px without it.
    meta: { columnClassName: COLUMN_FROM_2XL },
    cell: ({ row }) => row.original.inspectorName || 'N/A',
  }),
  column.display({
    id: 'status',
    header: 'Status',
    cell: ({ row }) => <StatusBadge status={row.original.status} />,
  }),
  column.display({
    id: 'date',
    header: 'Date',
    meta: { className: 'whitespace-nowrap' },
    // A finished inspection is dated by its completion, an open one by its booking.
    cell: ({ row: { original: row } }) => formatDate(row.completedDate ?? row.scheduledDate),
  }),
  column.display({
    id: 'rating',
    header: 'Rating',
    meta: { columnClassName: COLUMN_FROM_2XL },
    cell: ({ row }) => row.original.rating,
  }),
];
