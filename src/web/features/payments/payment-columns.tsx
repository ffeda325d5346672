import { formatDate } from '@/shared/format';
import type { PaymentSort } from '@/shared/payments/catalogue';
import { formatMoney } from '@/shared/payments/money';
import { createColumnHelper } from '@tanstack/react-table';
import { Download } from 'lucide-react';
import { PaymentStatusBadge } from './payment-status-badge';
import type { PaymentRow } from './payment-types';

const column = createColumnHelper<PaymentRow>();

/** Column ids are the server's sort fields, so each of these headers sorts the list. */
export const SORTABLE_COLUMNS: readonly PaymentSort[] = [
  'reference',
  'installer',
  'amount',
  'dueDate',
  'paidDate',
];

export const PAYMENT_COLUMNS = [
  column.display({
    id: 'reference',
    header: 'Reference',
    meta: { card: 'title' },
    cell: ({ row: { original: row } }) => (
      <>
        <div className="font-medium text-slate-900">{row.reference}</div>
        <div className="max-w-56 truncate text-xs text-slate-600" title={row.description}>
          {row.description}
        </div>
      </>
    ),
  }),
  column.display({
    id: 'installer',
    header: 'Installer',
    cell: ({ row }) => row.original.installerName,
  }),
  column.display({
    id: 'inspection',
    header: 'Inspection',
    cell: ({ row: { original: row } }) => (
      <>
        <div>{row.inspectionReference}</div>
        <div className="text-xs text-slate-600">
          {row.inspectionStatus.replace(/_/g, ' ').toLowerCase()}
        </div>
      </>
    ),
  }),
  column.display({
    id: 'amount',
    header: 'Amount',
    meta: { align: 'right', className: 'font-medium tabular-nums' },
    cell: ({ row }) => formatMoney(row.original.amountPence),
  }),
  column.display({
    id: 'status',
    header: 'Status',
    cell: ({ row }) => <PaymentStatusBadge status={row.original.status} />,
  }),
  column.display({
    id: 'dueDate',
    header: 'Due Date',
    cell: ({ row }) => formatDate(row.original.dueDate),
  }),
  column.display({
    id: 'paidDate',
    header: 'Paid Date',
    cell: ({ row }) => formatDate(row.original.paidDate),
  }),
  column.display({
    id: 'invoice',
    header: 'Invoice',
    cell: ({ row: { original: row } }) =>
      row.invoiceUrl ? (
        <a
          href={row.invoiceUrl}
          download
          className="inline-flex items-center gap-1 text-emerald-800 underline hover:text-emerald-900"
          aria-label={`Download invoice ${row.invoiceNumber ?? ''}`}
        >
          <Download aria-hidden="true" className="h-3.5 w-3.5" />
          {row.invoiceNumber}
        </a>
      ) : (
        <span className="text-slate-600">N/A</span>
      ),
  }),
];
