import { formatDate } from '@/shared/format';
import type { ReportPeriod } from '@/shared/reports/catalogue';
import { lazy, Suspense } from 'react';
import { Card } from '@/web/components/ui/card';
import { Skeleton } from '@/web/components/ui/skeleton';
import { useReportOverview } from './api/use-report-queries';
import { ErrorState, TableSkeleton } from '@/web/components/query-states';

// Recharts is large: its chunk loads only when the Overview shows charts.
const ReportsCharts = lazy(() => import('./reports-charts'));

/** Spec 02 Reports Overview: generated, scheduled and pending exports, with charts. */
export function OverviewTab({ period }: { period: ReportPeriod }) {
  const overview = useReportOverview(period);
  if (overview.isPending) return <TableSkeleton label="Loading the reports overview" rows={3} />;
  if (overview.isError) {
    return (
      <ErrorState
        title="Could not load the reports overview"
        message={overview.error.message}
        onRetry={() => void overview.refetch()}
      />
    );
  }
  const data = overview.data;
  const tiles = [
    { label: 'Reports Generated', value: data.generated, hint: 'Completed in the period' },
    { label: 'Scheduled Reports', value: data.scheduled, hint: 'Schedules switched on' },
    { label: 'Pending Exports', value: data.pending, hint: 'Queued or generating now' },
  ];
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600">
        Your reports from {formatDate(data.from)} to {formatDate(data.to)}.
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        {tiles.map((t) => (
          <Card key={t.label} role="group" aria-label={t.label}>
            <p className="text-sm font-medium text-slate-600">{t.label}</p>
            <p className="mt-2 text-3xl font-semibold text-slate-900">{t.value}</p>
            <p className="mt-1 text-xs text-slate-600">{t.hint}</p>
          </Card>
        ))}
      </div>
      <Suspense
        fallback={
          <div role="status" aria-label="Loading charts" className="grid gap-6 lg:grid-cols-2">
            <Skeleton className="h-72" />
            <Skeleton className="h-72" />
          </div>
        }
      >
        <ReportsCharts overview={data} />
      </Suspense>
    </div>
  );
}
