import { formatDate } from '@shared/format';
import { Link } from 'react-router';
import { buildInspectionPath } from '../../../app/paths';
import { Card } from '../../../components/ui/card';
import { StatusBadge } from '../../../components/inspection-status-badge';
import type { RecentInspection } from '../shared/installer-types';

const CELL = 'px-3 py-2';

export function RecentInspectionsCard({
  inspections,
}: {
  inspections: readonly RecentInspection[];
}) {
  return (
    <Card className="p-5">
      <section aria-labelledby="recent-inspections-heading">
        <h2 id="recent-inspections-heading" className="text-base font-semibold text-slate-900">
          Recent inspections
        </h2>
        {inspections.length === 0 ? (
          <p className="mt-3 text-sm text-slate-600">No inspections recorded yet.</p>
        ) : (
          <div className="mt-3 overflow-x-auto">
            <table aria-labelledby="recent-inspections-heading" className="min-w-full text-sm">
              <thead className="text-left text-xs text-slate-600 uppercase">
                <tr>
                  <th scope="col" className={CELL}>
                    Reference
                  </th>
                  <th scope="col" className={CELL}>
                    Measure
                  </th>
                  <th scope="col" className={CELL}>
                    Status
                  </th>
                  <th scope="col" className={CELL}>
                    Date
                  </th>
                  <th scope="col" className={CELL}>
                    Rating
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {inspections.map((inspection) => (
                  <tr key={inspection.id}>
                    <td className={CELL}>
                      <Link
                        to={buildInspectionPath(inspection.id)}
                        className="font-medium text-emerald-800 hover:underline"
                      >
                        {inspection.reference}
                      </Link>
                    </td>
                    <td className={CELL}>{inspection.measureLabel}</td>
                    <td className={CELL}>
                      <StatusBadge status={inspection.status} />
                    </td>
                    <td className={`${CELL} whitespace-nowrap`}>{formatDate(inspection.date)}</td>
                    <td className={CELL}>{inspection.rating}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </Card>
  );
}
