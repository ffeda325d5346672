import { formatDate } from '@/shared/format';
import type { ReportPeriod } from '@/shared/reports/catalogue';
import { useReportPerformance } from './api/use-report-queries';
import { EmptyState, ErrorState, TableSkeleton } from '@/web/components/query-states';

/** Pass rate by measure category over the period (the Performance preset's query). */
export function PerformanceTab({ period }: { period: ReportPeriod }) {
  const performance = useReportPerformance(period);
  if (performance.isPending) return <TableSkeleton label="Loading performance" rows={4} />;
  if (performance.isError) {
    return (
      <ErrorState
        title="Could not load performance"
        message={performance.error.message}
        onRetry={() => void performance.refetch()}
      />
    );
  }
  const { rows, from, to, totals } = performance.data;
  if (rows.length === 0) {
    return (
      <EmptyState
        title="No inspections in this period"
        hint="Choose a longer period to see pass rates by measure."
      />
    );
  }
  const rate = (value: number | null) => (value === null ? 'N/A' : `${value.toFixed(1)}%`);
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="px-4 py-3 text-left text-sm text-slate-600">
          Pass rate by measure category, {formatDate(from)} to {formatDate(to)}: inspections passed
          or failed on those days, and those registered then that are still open. Pass rate is
          passed ÷ (passed + failed).
        </caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {['Measure category', 'Inspections', 'Passed', 'Failed', 'Open', 'Pass rate'].map(
              (h) => (
                <th key={h} scope="col" className="px-4 py-3 font-medium">
                  {h}
                </th>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((r) => (
            <tr key={r.label}>
              <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                {r.label}
              </th>
              <td className="px-4 py-3">{r.total}</td>
              <td className="px-4 py-3">{r.passed}</td>
              <td className="px-4 py-3">{r.failed}</td>
              <td className="px-4 py-3">{r.open}</td>
              <td className="px-4 py-3">{rate(r.passRate)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot className="bg-slate-50 font-medium">
          <tr>
            <th scope="row" className="px-4 py-3">
              All measures
            </th>
            <td className="px-4 py-3">{totals.total}</td>
            <td className="px-4 py-3">{totals.passed}</td>
            <td className="px-4 py-3">{totals.failed}</td>
            <td className="px-4 py-3">{totals.open}</td>
            <td className="px-4 py-3">{rate(totals.passRate)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
