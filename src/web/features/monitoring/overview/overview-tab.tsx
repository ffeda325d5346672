import { useMonitoringOverview } from '../api/use-monitoring-queries';
import { ErrorState, TableSkeleton } from '@/web/components/query-states';
import { PendingReviews } from './pending-reviews';
import { RecentActivity } from './recent-activity';
import { RiskDistribution } from './risk-distribution';
import { StatCards } from './stat-cards';
import { TrendCards } from './trend-cards';
import { describeError } from '@/web/lib/describe-error';
import { RecentPathwaysCard } from '@/web/features/sampling/pathways/pathways-card';

export function OverviewTab() {
  const overview = useMonitoringOverview();
  if (overview.isPending) return <TableSkeleton label="Loading the monitoring overview" rows={4} />;
  if (overview.isError) {
    return (
      <ErrorState
        title="Could not load the overview"
        message={describeError(overview.error).message}
        onRetry={() => void overview.refetch()}
      />
    );
  }
  const data = overview.data;
  return (
    <div className="space-y-4">
      <h2 className="sr-only">Overview</h2>
      <StatCards
        totalEnhanced={data.totalEnhanced}
        activeMonitoring={data.activeMonitoring}
        escalated={data.escalated}
        complianceRate={data.complianceRate}
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <RiskDistribution distribution={data.riskDistribution} />
        <div className="space-y-4">
          <TrendCards
            averageResolutionDays={data.averageResolutionDays}
            monthlyGrowth={data.monthlyGrowth}
          />
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <PendingReviews count={data.pendingReviews} />
        <RecentActivity items={data.recentActivity} />
      </div>
      <RecentPathwaysCard />
    </div>
  );
}
