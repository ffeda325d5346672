import { isWidgetVisible, type DashboardWidgetKey } from '@/shared/dashboard-widgets';
import {
  dashboardRanges,
  formatRange,
  PREVIOUS_PERIOD_LABELS,
  toLondonDate,
  type DashboardPeriod,
} from '@/shared/dashboard/periods';
import { ErrorState } from '@/web/components/query-states';
import { useDashboardSummary, useDashboardWidgets } from './api/use-dashboard';
import { CountTiles } from './count-tiles';
import { KpiCards } from './kpi-cards';
import { QuickActions } from './quick-actions';
import { QuickReports } from './quick-reports';
import { RecentActivity } from './recent-activity';
import { ChartsSkeleton } from './charts-skeleton';
import { DashboardCharts } from './dashboard-charts';
import { WhenNearView } from './when-near-view';

export function OverviewTab({ period }: { period: DashboardPeriod }) {
  const summary = useDashboardSummary(period);
  const widgets = useDashboardWidgets();
  const shows = (key: DashboardWidgetKey) => isWidgetVisible(widgets.data ?? {}, key);

  if (summary.isError) {
    return (
      <ErrorState
        title="Could not load the dashboard"
        message={summary.error.message}
        onRetry={() => void summary.refetch()}
      />
    );
  }
  // What does not need the figures shows at once (the period line, the cards' titles, the
  // panels with their own queries); the figures fill in. The period line is worked out here
  // from today in London, as the server does, until the summary for this period brings its own
  // (also while the previous period's figures stay on screen as placeholder data).
  const data = summary.isPlaceholderData ? undefined : summary.data;
  const ranges = data
    ? { current: data.range, previous: data.previousRange }
    : dashboardRanges(period, toLondonDate(new Date()));
  const figures = summary.data;
  const chartsShown = {
    trends: shows('performanceTrends'),
    regions: shows('regionalDistribution'),
    gradings: shows('gradingDistribution'),
  };
  const showsCharts = chartsShown.trends || chartsShown.regions || chartsShown.gradings;

  return (
    <div className="space-y-6" aria-busy={summary.isFetching}>
      {summary.isPending && (
        <span role="status" className="sr-only">
          Loading the dashboard
        </span>
      )}
      <p className="text-sm text-slate-600">
        {formatRange(ranges.current)}, compared with {PREVIOUS_PERIOD_LABELS[period]} (
        {formatRange(ranges.previous)}).
        {figures && !figures.isWholeTenant && ' Figures cover the inspections assigned to you.'}
      </p>
      {shows('kpis') && <KpiCards summary={figures} />}
      {shows('counts') && <CountTiles counts={figures?.counts} />}
      {showsCharts &&
        (figures ? (
          // The cards (with their data tables) render when they come near the viewport, and
          // each Recharts drawing when its own card does: a phone pays for none at first.
          <WhenNearView placeholder={<ChartsSkeleton show={chartsShown} />}>
            <DashboardCharts summary={figures} show={chartsShown} />
          </WhenNearView>
        ) : (
          <ChartsSkeleton show={chartsShown} />
        ))}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3 [&>*]:min-w-0">
        {shows('quickReports') && <QuickReports />}
        {shows('quickActions') && <QuickActions />}
        {shows('recentActivity') && <RecentActivity />}
      </div>
    </div>
  );
}
