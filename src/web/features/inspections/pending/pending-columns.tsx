import { formatDate } from '@/shared/format';
import { MEASURE_CATEGORY_LABELS } from '@/shared/inspections/measures';
import { SERVER_TRIGGER_LABELS } from '@/shared/inspections/triggers';
import { createColumnHelper } from '@tanstack/react-table';
import { Link } from 'react-router';
import { buildInspectionPath } from '@/web/app/paths';
import type { PendingRow } from '../shared/inspection-types';
import { StatusBadge } from '@/web/components/inspection-status-badge';

const column = createColumnHelper<PendingRow>();

/** The queue's columns; the server orders it (oldest first), so none of them sorts. */
export const PENDING_COLUMNS = [
  column.display({
    id: 'policy',
    header: 'Policy & Property',
    meta: { card: 'title' },
    cell: ({ row: { original: row } }) => (
      <>
        <p className="font-semibold text-slate-900">{row.policyId}</p>
        <Link
          to={buildInspectionPath(row.id)}
          className="text-xs font-medium text-emerald-800 hover:underline"
        >
          {row.reference}
        </Link>
        <p className="mt-1 text-slate-700">{row.propertyAddress}</p>
        <p className="text-slate-600">{row.customerName}</p>
      </>
    ),
  }),
  column.display({
    id: 'measure',
    header: 'Measure',
    cell: ({ row: { original: row } }) => {
      const category = MEASURE_CATEGORY_LABELS[row.measureType];
      return (
        <>
          <p className="font-medium text-slate-900">{row.measureLabel}</p>
          {/* 'Glazing' over 'Glazing' says nothing twice. */}
          {category !== row.measureLabel && <p className="text-slate-600">{category}</p>}
        </>
      );
    },
  }),
  column.display({
    id: 'installer',
    header: 'Installer',
    cell: ({ row: { original: row } }) => (
      <>
        <p className="text-slate-900">{row.installerName}</p>
        {row.installerEmail && <p className="break-all text-slate-600">{row.installerEmail}</p>}
      </>
    ),
  }),
  column.display({
    id: 'trigger',
    header: 'Trigger & Dates',
    meta: { className: 'whitespace-nowrap' },
    cell: ({ row: { original: row } }) => (
      <>
        <p className="font-medium text-slate-900">{SERVER_TRIGGER_LABELS[row.trigger]}</p>
        <p className="text-slate-700">
          Scheduled: {row.scheduledDate ? formatDate(row.scheduledDate) : 'Not set'}
        </p>
        <p className="text-slate-600">Created: {formatDate(row.createdAt)}</p>
      </>
    ),
  }),
  column.display({
    id: 'status',
    header: 'Status',
    cell: ({ row: { original: row } }) => <StatusBadge status={row.status} />,
  }),
];
