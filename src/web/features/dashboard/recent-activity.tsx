import { formatDateTime } from '@/shared/format';
import { Card } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useRecentActivity } from './api/use-dashboard';

/** The last ten audit entries the user may see (all of the tenant's with audit:view, else their own). */
export function RecentActivity() {
  const activity = useRecentActivity();
  return (
    // min-w-0 and wrap-anywhere: entries quote what users typed (names, e-mail addresses), and one
    // long unbroken word must wrap inside the card instead of widening the grid and the page.
    <Card role="region" aria-labelledby="recent-activity-title" className="min-w-0">
      <h2 id="recent-activity-title" className="text-lg font-semibold text-slate-900">
        Recent Activity
      </h2>
      {activity.isPending ? (
        <div role="status" aria-label="Loading recent activity" className="mt-4 space-y-2">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      ) : activity.isError ? (
        <p role="alert" className="mt-4 text-sm text-red-700">
          Could not load recent activity. {activity.error.message}
        </p>
      ) : activity.data.entries.length === 0 ? (
        <p className="mt-4 text-sm text-slate-600">No activity yet.</p>
      ) : (
        <ol className="mt-4 space-y-3">
          {activity.data.entries.map((entry) => (
            <li key={entry.id} className="border-l-2 border-emerald-700 pl-3">
              <p className="text-sm wrap-anywhere text-slate-900">{entry.text}</p>
              <p className="text-xs text-slate-600">
                <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
