import { ErrorState } from '@/web/components/query-states';
import { StatCard, StatCardGrid } from '@/web/components/stat-card';
import { Spinner } from '@/web/components/ui/spinner';
import { describeError } from '@/web/lib/describe-error';
import { useImprovementsOverview } from './api/use-improvement-queries';
import { InitiativeCardView } from './initiative-card';
import { MetricCard } from './metric-card';
import type { InitiativeCard } from './types';

export function DashboardTab({
  canManage,
  onEdit,
  onDetails,
}: {
  canManage: boolean;
  onEdit: (i: InitiativeCard) => void;
  onDetails: (i: InitiativeCard) => void;
}) {
  const overview = useImprovementsOverview();
  if (overview.isError) {
    return (
      <ErrorState
        title="Could not load the dashboard"
        message={describeError(overview.error).message}
        onRetry={() => void overview.refetch()}
      />
    );
  }
  const counts = overview.data?.counts;
  return (
    <div className="space-y-6">
      <StatCardGrid heading="Improvement counters" className="grid-cols-2 lg:grid-cols-4">
        <StatCard label="Active Initiatives" value={counts?.activeInitiatives} />
        <StatCard label="Completed" value={counts?.completedInitiatives} />
        <StatCard label="Suggestions Under Review" value={counts?.suggestionsUnderReview} />
        <StatCard label="Metrics Improving" value={counts?.metricsImproving} />
      </StatCardGrid>
      <section aria-labelledby="recent-initiatives" className="space-y-3">
        <h2 id="recent-initiatives" className="text-lg font-semibold text-slate-900">
          Recent Initiatives
        </h2>
        {overview.isPending ? (
          <Spinner label="Loading initiatives" className="py-6" />
        ) : overview.data.recent.length === 0 ? (
          <p className="text-sm text-slate-600">No initiatives yet.</p>
        ) : (
          <div className="grid gap-4 lg:grid-cols-3">
            {overview.data.recent.map((i) => (
              <InitiativeCardView
                key={i.id}
                initiative={i}
                canManage={canManage}
                onEdit={onEdit}
                onDetails={onDetails}
                compact
              />
            ))}
          </div>
        )}
      </section>
      <section aria-labelledby="dashboard-metrics" className="space-y-3">
        <h2 id="dashboard-metrics" className="text-lg font-semibold text-slate-900">
          Key Metrics
        </h2>
        {overview.data && (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {overview.data.metrics.map((m) => (
              <MetricCard key={m.id} metric={m} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
