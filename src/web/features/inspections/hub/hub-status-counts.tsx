import { Skeleton } from '../../../components/ui/skeleton';
import { formatPassRate } from '../shared/stats-format';

export type HubStats = {
  total: number;
  pending: number;
  scheduled: number;
  completed: number;
  passed: number;
  failed: number;
  cancelled: number;
  passRate: number | null;
};

export function HubStatusCounts({ stats }: { stats: HubStats | undefined }) {
  const counts = [
    { label: 'Total', value: stats?.total },
    { label: 'Pending', value: stats?.pending },
    { label: 'Scheduled', value: stats?.scheduled },
    { label: 'Completed', value: stats?.completed },
    { label: 'Passed', value: stats?.passed },
    { label: 'Failed', value: stats?.failed },
    { label: 'Cancelled', value: stats?.cancelled },
    { label: 'Pass rate', value: stats ? formatPassRate(stats.passRate) : undefined },
  ];
  return (
    <section aria-labelledby="hub-counts-heading" className="space-y-3">
      <h2 id="hub-counts-heading" className="text-lg font-semibold text-slate-900">
        Inspections by status
      </h2>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {counts.map(({ label, value }) => (
          <div key={label} className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm font-medium text-slate-600">{label}</dt>
            <dd className="mt-1 text-2xl font-semibold text-slate-900">
              {value === undefined ? <Skeleton className="h-8 w-16" /> : value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
