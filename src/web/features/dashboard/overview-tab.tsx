import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { isWidgetVisible, type DashboardWidgetKey } from '@shared/dashboard-widgets';
import {
  formatRange,
  PREVIOUS_PERIOD_LABELS,
  type DashboardPeriod,
} from '@shared/dashboard/periods';
import { useTRPC } from '../../lib/trpc';
import { ErrorState, TableSkeleton } from '../../components/query-states';
import { CountTiles } from './count-tiles';
import { KpiCards } from './kpi-cards';
import { QuickActions } from './quick-actions';
import { QuickReports } from './quick-reports';
import { RecentActivity } from './recent-activity';
import { ChartsSkeleton } from './charts-skeleton';
import { DASHBOARD_PREFETCH_STALE_MS } from './dashboard-queries';
import { WhenNearView } from './when-near-view';

// Recharts is large: its chunk loads only when the Overview shows charts and they come near
// the viewport (after the figures above them have painted).
const DashboardCharts = lazy(() => import('./dashboard-charts'));

export function OverviewTab({ period }: { period: DashboardPeriod }) {
  const trpc = useTRPC();
  const summary = useQuery({
    ...trpc.dashboard.summary.queryOptions({ period }),
    staleTime: DASHBOARD_PREFETCH_STALE_MS,
    placeholderData: (previous) => previous,
  });
  const widgets = useQuery({
    ...trpc.settings.widgets.get.queryOptions(),
    staleTime: DASHBOARD_PREFETCH_STALE_MS,
  });
  const shows = (key: DashboardWidgetKey) => isWidgetVisible(widgets.data ?? {}, key);

  if (summary.isPending) return <TableSkeleton label="Loading the dashboard" rows={4} />;
  if (summary.isError) {
    return (
      <ErrorState
        title="Could not load the dashboard"
        message={summary.error.message}
        onRetry={() => void summary.refetch()}
      />
    );
  }
  const data = summary.data;
  const showsCharts =
    shows('performanceTrends') || shows('regionalDistribution') || shows('gradingDistribution');

  return (
    <div className="space-y-6" aria-busy={summary.isFetching}>
      <p className="text-sm text-slate-600">
        {formatRange(data.range)}, compared with {PREVIOUS_PERIOD_LABELS[period]} (
        {formatRange(data.previousRange)}).
        {!data.isWholeTenant && ' Figures cover the inspections assigned to you.'}
      </p>
      {shows('kpis') && <KpiCards summary={data} />}
      {shows('counts') && <CountTiles counts={data.counts} />}
      {showsCharts && (
        <WhenNearView placeholder={<ChartsSkeleton />}>
          <Suspense fallback={<ChartsSkeleton />}>
            <DashboardCharts
              summary={data}
              show={{
                trends: shows('performanceTrends'),
                regions: shows('regionalDistribution'),
                gradings: shows('gradingDistribution'),
              }}
            />
          </Suspense>
        </WhenNearView>
      )}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3 [&>*]:min-w-0">
        {shows('quickReports') && <QuickReports />}
        {shows('quickActions') && <QuickActions />}
        {shows('recentActivity') && <RecentActivity />}
      </div>
    </div>
  );
}
