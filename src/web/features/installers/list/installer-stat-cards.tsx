import { Skeleton } from '../../../components/ui/skeleton';
import { formatPercent } from '../shared/figures-format';
import type { InstallerStats } from '../shared/installer-types';

/** Totals for the current search and filters, so the cards describe the rows below them. */
export function InstallerStatCards({ stats }: { stats: InstallerStats | undefined }) {
  const cards = [
    { label: 'Total', value: stats?.total },
    { label: 'Active', value: stats?.active },
    { label: 'High Risk', value: stats?.highRisk },
    { label: 'Overdue', value: stats?.overdueInspections },
    { label: 'Enhanced', value: stats?.enhancedMonitoring },
    { label: 'Avg Compliance', value: stats ? formatPercent(stats.avgComplianceRate) : undefined },
  ];
  return (
    <section aria-labelledby="installer-stats-heading">
      <h2 id="installer-stats-heading" className="sr-only">
        Installer statistics
      </h2>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 xl:grid-cols-6">
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
