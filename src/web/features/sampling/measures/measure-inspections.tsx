import { formatDate } from '@/shared/format';
import { Link } from 'react-router';
import { buildInspectionPath } from '@/web/app/paths';
import { StatusBadge } from '@/web/components/inspection-status-badge';
import { Card } from '@/web/components/ui/card';
import type { MeasureDetail } from './measure-facts';

/** The inspections that sample this measure, oldest first, each a link to its record. */
export function MeasureInspections({ measure: m }: { measure: MeasureDetail }) {
  return (
    <Card className="p-4">
      <section aria-labelledby="measure-inspections">
        <h2 id="measure-inspections" className="text-base font-semibold text-slate-900">
          Inspections ({m.inspections.length})
        </h2>
        {m.inspections.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">
            Not inspected yet. The sampling plan shows whether this installer and category still
            need inspections this quarter.
          </p>
        ) : (
          <ul aria-label="Inspections of this measure" className="mt-2 divide-y divide-slate-200">
            {m.inspections.map((i) => (
              <li key={i.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2 text-sm">
                <Link
                  to={buildInspectionPath(i.id)}
                  className="font-medium text-emerald-800 underline underline-offset-2"
                >
                  {i.reference}
                </Link>
                <StatusBadge status={i.status} />
                <span className="text-slate-700">
                  {i.completedDate
                    ? `Completed ${formatDate(i.completedDate)}`
                    : `Scheduled ${formatDate(i.scheduledDate)}`}
                </span>
                <span className="text-slate-700">Inspector: {i.inspectorName ?? 'Unassigned'}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
