import { formatRange, type DashboardPeriod } from '@/shared/dashboard/periods';
import { ErrorState, TableSkeleton } from '@/web/components/query-states';
import { useDashboardAnalytics, useDashboardPerformance } from './api/use-dashboard';
import { BreakdownTable } from './breakdown-table';

/** The Performance tab (by inspector and installer) or the Analytics tab (by measure and trigger). */
export function BreakdownTab({
  kind,
  period,
}: {
  kind: 'performance' | 'analytics';
  period: DashboardPeriod;
}) {
  const performance = useDashboardPerformance(period, kind === 'performance');
  const analytics = useDashboardAnalytics(period, kind === 'analytics');
  const query = kind === 'performance' ? performance : analytics;
  const label = kind === 'performance' ? 'performance' : 'analytics';

  if (query.isPending) return <TableSkeleton label={`Loading ${label}`} />;
  if (query.isError) {
    return (
      <ErrorState
        title={`Could not load ${label}`}
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const heading = (
    <p className="text-sm text-slate-600">
      Inspections registered {formatRange(query.data.range)}.
      {!query.data.isWholeTenant && ' Figures cover the inspections assigned to you.'}
    </p>
  );
  if (kind === 'performance' && performance.data) {
    return (
      <div className="space-y-6">
        {heading}
        <BreakdownTable
          title="By inspector"
          nameLabel="Inspector"
          rows={performance.data.byInspector}
        />
        <BreakdownTable
          title="By installer"
          nameLabel="Installer"
          rows={performance.data.byInstaller}
        />
      </div>
    );
  }
  if (kind === 'analytics' && analytics.data) {
    return (
      <div className="space-y-6">
        {heading}
        <BreakdownTable title="By measure" nameLabel="Measure" rows={analytics.data.byMeasure} />
        <BreakdownTable title="By trigger" nameLabel="Trigger" rows={analytics.data.byTrigger} />
      </div>
    );
  }
  return null;
}
