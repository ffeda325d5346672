import { Link } from 'react-router';
import { formatDate } from '../../../shared/format';
import { buildProjectPath } from './paths';
import { PriorityBadge, ProjectStatusBadge } from './project-badges';
import type { ProjectRow } from './types';

export function ProjectsTable({ rows }: { rows: readonly ProjectRow[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <thead className="bg-slate-50 text-left text-slate-700">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              Project
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Type
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Priority
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Status
            </th>
            <th scope="col" className="px-4 py-3 text-right font-semibold">
              Inspections
            </th>
            <th scope="col" className="px-4 py-3 font-semibold">
              Created
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="px-4 py-3">
                <Link
                  to={buildProjectPath(row.id)}
                  className="font-medium text-emerald-800 underline"
                >
                  {row.name}
                </Link>
                <p className="text-xs text-slate-600">{row.reference}</p>
              </td>
              <td className="px-4 py-3">{row.type}</td>
              <td className="px-4 py-3">
                <PriorityBadge priority={row.priority} />
              </td>
              <td className="px-4 py-3">
                <ProjectStatusBadge status={row.status} />
              </td>
              <td className="px-4 py-3 text-right">{row.inspectionCount}</td>
              <td className="px-4 py-3">{formatDate(row.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
