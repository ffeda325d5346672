import { DEFECT_CATEGORY_LABELS } from '@shared/defects/catalogue';
import { formatDateTime } from '@shared/format';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { buildInspectionPath } from '../../app/paths';
import { DefectStatusBadge, OverdueBadge, SeverityBadge } from './defect-badges';
import type { DefectRow } from './defect-types';

type DefectsTableProps = {
  rows: readonly DefectRow[];
  canManage: boolean;
  onUpdate: (row: DefectRow, opener: HTMLElement) => void;
};

export function DefectsTable({ rows, canManage, onUpdate }: DefectsTableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Defects</caption>
        <thead className="bg-slate-50 text-left text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Defect
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Inspection
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Severity
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Status
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Assignee
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Due
            </th>
            {canManage && (
              <th scope="col" className="px-4 py-3 font-semibold">
                <span className="sr-only">Actions</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.id} className="align-top">
              <td className="max-w-md px-4 py-3">
                <p className="font-medium text-slate-900">{row.title}</p>
                <p className="text-xs text-slate-600">
                  {row.reference} · {DEFECT_CATEGORY_LABELS[row.category]}
                  {row.location ? ` · ${row.location}` : ''}
                </p>
                <p className="mt-1 line-clamp-2 text-slate-700">{row.description}</p>
              </td>
              <td className="px-4 py-3">
                <Link
                  to={buildInspectionPath(row.inspectionId)}
                  className="font-medium text-emerald-800 underline-offset-2 hover:underline"
                >
                  {row.inspectionReference}
                </Link>
                <p className="text-xs text-slate-600">{row.propertyAddress}</p>
              </td>
              <td className="px-4 py-3">
                <SeverityBadge severity={row.severity} />
              </td>
              <td className="px-4 py-3">
                <div className="flex flex-wrap gap-1">
                  <DefectStatusBadge status={row.status} />
                  {row.isOverdue && <OverdueBadge />}
                </div>
              </td>
              <td className="px-4 py-3 text-slate-800">{row.assigneeName ?? 'Unassigned'}</td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-800">
                {formatDateTime(row.dueDate)}
                {row.resolvedAt && (
                  <p className="text-xs text-slate-600">
                    Resolved {formatDateTime(row.resolvedAt)}
                  </p>
                )}
              </td>
              {canManage && (
                <td className="px-4 py-3 text-right">
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Update ${row.reference}`}
                    onClick={(event) => onUpdate(row, event.currentTarget)}
                  >
                    Update
                  </Button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
