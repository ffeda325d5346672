import { Skeleton } from '../../../components/ui/skeleton';
import { formatPassRate } from '../shared/stats-format';

export type InspectionStats = {
  total: number;
  pending: number;
  scheduled: number;
  completed: number;
  passRate: number | null;
};

/** Totals for the current search, so the cards always describe the rows below them. */
export function InspectionStatCards({ stats }: { stats: InspectionStats | undefined }) {
  const cards = [
    { label: 'Total', value: stats?.total },
    { label: 'Pending', value: stats?.pending },
    { label: 'Scheduled', value: stats?.scheduled },
    { label: 'Completed', value: stats?.completed },
    { label: 'Pass rate', value: stats ? formatPassRate(stats.passRate) : undefined },
  ];
  return (
    <section aria-labelledby="inspection-stats-heading">
      <h2 id="inspection-stats-heading" className="sr-only">
        Inspection statistics
      </h2>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {cards.map(({ label, value }) => (
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
