import { formatDate } from '@shared/format';
import type { ListRow } from '../shared/inspection-types';
import { StatusBadge } from '../shared/status-badge';
import { RowActions } from './row-actions';

const COLUMNS = [
  'Reference',
  'Property',
  'Measure',
  'Installer',
  'Inspector',
  'Status',
  'Date',
  'Rating',
];
const CELL = 'px-4 py-3';

type InspectionsTableProps = {
  rows: readonly ListRow[];
  canEdit: boolean;
  onUpdateStatus: (row: ListRow, returnFocusTo: HTMLElement | null) => void;
};

export function InspectionsTable({ rows, canEdit, onUpdateStatus }: InspectionsTableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Inspections</caption>
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
            <th
              scope="col"
              className="px-4 py-3 text-right text-xs font-semibold text-slate-700 uppercase"
            >
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={row.id} className="align-top hover:bg-slate-50">
              <td className={CELL}>
                <p className="font-semibold whitespace-nowrap text-slate-900">{row.reference}</p>
                <p className="text-slate-600">{row.policyId}</p>
              </td>
              <td className={CELL}>
                <p className="text-slate-900">{row.propertyAddress}</p>
                <p className="text-slate-600">{row.customerName}</p>
              </td>
              <td className={CELL}>{row.measureLabel}</td>
              <td className={CELL}>{row.installerName}</td>
              <td className={CELL}>{row.inspectorName || 'N/A'}</td>
              <td className={CELL}>
                <StatusBadge status={row.status} />
              </td>
              {/* A finished inspection is dated by its completion, an open one by its booking. */}
              <td className={`${CELL} whitespace-nowrap`}>
                {formatDate(row.completedDate ?? row.scheduledDate)}
              </td>
              <td className={CELL}>{row.rating}</td>
              <td className={CELL}>
                <RowActions row={row} canEdit={canEdit} onUpdateStatus={onUpdateStatus} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
