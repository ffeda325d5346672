import { formatDate } from '@shared/format';
import { MEASURE_CATEGORY_LABELS } from '@shared/inspections/measures';
import { SERVER_TRIGGER_LABELS } from '@shared/inspections/triggers';
import { Link } from 'react-router';
import { buildInspectionPath } from '../../../app/paths';
import { Button } from '../../../components/ui/button';
import type { PendingRow } from '../shared/inspection-types';
import { StatusBadge } from '../shared/status-badge';

const COLUMNS = [
  'Policy & Property',
  'Measure',
  'Installer',
  'Trigger & Dates',
  'Status',
  'Actions',
];

type PendingTableProps = {
  rows: readonly PendingRow[];
  canEdit: boolean;
  onUpdateStatus: (row: PendingRow) => void;
};

export function PendingTable({ rows, canEdit, onUpdateStatus }: PendingTableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Pending inspections</caption>
        <thead className="bg-slate-50">
          <tr>
            {COLUMNS.map((column) => (
              <th
                key={column}
                scope="col"
                className="px-4 py-3 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase"
              >
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={row.id} className="align-top hover:bg-slate-50">
              <td className="px-4 py-3">
                <p className="font-semibold text-slate-900">{row.policyId}</p>
                <Link
                  to={buildInspectionPath(row.id)}
                  className="text-xs font-medium text-emerald-800 hover:underline"
                >
                  {row.reference}
                </Link>
                <p className="mt-1 text-slate-700">{row.propertyAddress}</p>
                <p className="text-slate-600">{row.customerName}</p>
              </td>
              <td className="px-4 py-3">
                <p className="font-medium text-slate-900">{row.measureLabel}</p>
                <p className="text-slate-600">{MEASURE_CATEGORY_LABELS[row.measureType]}</p>
              </td>
              <td className="px-4 py-3">
                <p className="text-slate-900">{row.installerName}</p>
                {row.installerEmail && <p className="text-slate-600">{row.installerEmail}</p>}
              </td>
              <td className="px-4 py-3 whitespace-nowrap">
                <p className="font-medium text-slate-900">{SERVER_TRIGGER_LABELS[row.trigger]}</p>
                <p className="text-slate-700">
                  Scheduled: {row.scheduledDate ? formatDate(row.scheduledDate) : 'Not set'}
                </p>
                <p className="text-slate-600">Created: {formatDate(row.createdAt)}</p>
              </td>
              <td className="px-4 py-3">
                <StatusBadge status={row.status} />
              </td>
              <td className="px-4 py-3">
                {canEdit ? (
                  <Button
                    size="sm"
                    aria-label={`Update status for policy ${row.policyId}`}
                    onClick={() => onUpdateStatus(row)}
                  >
                    Update Status
                  </Button>
                ) : (
                  <span className="text-slate-600">No actions</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
