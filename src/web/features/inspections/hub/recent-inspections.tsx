import { formatDate } from '@/shared/format';
import { Link } from 'react-router';
import { buildInspectionPath } from '@/web/app/paths';
import { Spinner } from '@/web/components/ui/spinner';
import { useRecentInspections } from '../api/use-inspection-queries';
import { describeError } from '@/web/lib/describe-error';
import { StatusBadge } from '@/web/components/inspection-status-badge';

const RECENT_LIMIT = 5;

export function RecentInspections() {
  const recent = useRecentInspections(RECENT_LIMIT);
  return (
    <section aria-labelledby="recent-inspections-heading" className="space-y-3">
      <h2 id="recent-inspections-heading" className="text-lg font-semibold text-slate-900">
        Recent inspections
      </h2>
      <div className="rounded-lg border border-slate-200 bg-white">
        {recent.isPending ? (
          <Spinner label="Loading recent inspections" className="p-6" />
        ) : recent.isError ? (
          <p role="alert" className="p-4 text-sm text-red-700">
            {describeError(recent.error).message}
          </p>
        ) : recent.data.items.length === 0 ? (
          <p className="p-4 text-sm text-slate-600">No inspections have been registered yet.</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {recent.data.items.map((item) => (
              <li key={item.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
                <Link
                  to={buildInspectionPath(item.id)}
                  className="font-semibold text-emerald-800 hover:underline"
                >
                  {item.reference}
                </Link>
                <span className="min-w-0 flex-1 truncate text-sm text-slate-700">
                  {item.propertyAddress} · {item.measureLabel}
                </span>
                <span className="text-sm text-slate-600">
                  Registered {formatDate(item.createdAt)}
                </span>
                <StatusBadge status={item.status} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
