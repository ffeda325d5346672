import { lazy, Suspense } from 'react';
import { Skeleton } from '@/web/components/ui/skeleton';
import { formatPercent } from '@/shared/dashboard/kpis';
import { ChartCard } from './chart-card';
import type { ChartKind } from './chart-drawings';
import type { ChartsShown } from './charts-skeleton';
import type { DashboardSummary } from './dashboard-types';
import { WhenNearView } from './when-near-view';

const TOP_AREAS = 12;

/**
 * The Overview's chart cards: titles, summaries and data tables at once; each drawing
 * (Recharts, a lazy chunk) once its own card comes near the viewport, so a desktop draws the
 * chart in view and not the ones below it, and a phone that never scrolls down draws none.
 */
export function DashboardCharts({
  summary,
  show,
}: {
  summary: DashboardSummary;
  show: ChartsShown;
}) {
  const points = summary.trend.points;
  const volume = points.reduce((n, p) => n + p.total, 0);
  const areas = summary.regions.slice(0, TOP_AREAS);
  const graded = summary.gradings.reduce((n, g) => n + g.count, 0);
  const unit = summary.trend.bucket;

  return (
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2 [&>*]:min-w-0">
      {show.trends && (
        <ChartCard
          id="performance-trends"
          className="lg:col-span-2"
          title="Performance Trends"
          summary={`Inspections registered and pass rate per ${unit}; ${volume} in the period.`}
          columns={[
            unit === 'day' ? 'Day' : unit === 'week' ? 'Week' : 'Month',
            'Inspections',
            'Passed',
            'Failed',
            'Pass rate',
          ]}
          rows={points.map((p) => [
            p.label,
            p.total,
            p.passed,
            p.failed,
            formatPercent(p.passRate),
          ])}
          isEmpty={volume === 0}
        >
          <LazyDrawing kind="trends" summary={summary} areas={areas} />
        </ChartCard>
      )}
      {show.regions && (
        <ChartCard
          id="regional-distribution"
          title="Regional Distribution"
          summary={
            summary.regions.length > TOP_AREAS
              ? `Inspections by postcode area; the ${TOP_AREAS} busiest of ${summary.regions.length} areas are drawn.`
              : 'Inspections by postcode area.'
          }
          columns={['Postcode area', 'Inspections']}
          rows={summary.regions.map((r) => [r.area, r.count])}
          isEmpty={areas.length === 0}
        >
          <LazyDrawing kind="regions" summary={summary} areas={areas} />
        </ChartCard>
      )}
      {show.gradings && (
        <ChartCard
          id="grading-distribution"
          title="Grading Distribution"
          summary={`EWI overall gradings: Green (compliant), Amber (minor issues), Red (major issues); ${graded} graded.`}
          columns={['Grading', 'Inspections']}
          rows={summary.gradings.map((g) => [g.grading, g.count])}
          isEmpty={graded === 0}
        >
          <LazyDrawing kind="gradings" summary={summary} areas={areas} />
        </ChartCard>
      )}
    </div>
  );
}

const Drawing = lazy(() => import('./chart-drawings'));

function LazyDrawing(props: {
  kind: ChartKind;
  summary: DashboardSummary;
  areas: DashboardSummary['regions'];
}) {
  const placeholder = <Skeleton className="h-full w-full" />;
  return (
    <WhenNearView placeholder={placeholder} margin="100px" className="h-full">
      <Suspense fallback={placeholder}>
        <Drawing {...props} />
      </Suspense>
    </WhenNearView>
  );
}
