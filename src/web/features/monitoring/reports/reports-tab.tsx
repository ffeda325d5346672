import { FileSpreadsheet, FileText } from 'lucide-react';
import { Card } from '@/web/components/ui/card';
import { useMonitoringReports } from '../api/use-monitoring-queries';
import { ErrorState, TableSkeleton } from '@/web/components/query-states';
import { describeError } from '@/web/lib/describe-error';

const LINK = 'inline-flex h-9 items-center gap-2 rounded-md px-3 text-sm font-medium';

/** Six report cards; each downloads a table of the tenant's current data as CSV or XLSX. */
export function ReportsTab() {
  const reports = useMonitoringReports();
  return (
    <div className="space-y-4">
      <h2 className="text-lg font-semibold text-slate-900">Reports</h2>
      {reports.isPending ? (
        <TableSkeleton label="Loading reports" rows={3} />
      ) : reports.isError ? (
        <ErrorState
          title="Could not load reports"
          message={describeError(reports.error).message}
          onRetry={() => void reports.refetch()}
        />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {reports.data.map((report) => (
            <Card key={report.slug} className="flex flex-col p-4">
              <section aria-labelledby={`report-${report.slug}`} className="flex flex-1 flex-col">
                <h3 id={`report-${report.slug}`} className="font-semibold text-slate-900">
                  {report.title}
                </h3>
                <p className="mt-1 flex-1 text-sm text-slate-600">{report.description}</p>
                <div className="mt-4 flex flex-wrap gap-2">
                  {/* Plain links: the browser downloads the file with the session cookie. */}
                  <a
                    href={report.csvUrl}
                    download
                    className={`${LINK} bg-emerald-700 text-white hover:bg-emerald-800`}
                  >
                    <FileText aria-hidden="true" className="h-4 w-4" />
                    Generate Report
                  </a>
                  <a
                    href={report.xlsxUrl}
                    download
                    className={`${LINK} border border-slate-300 bg-white text-slate-800 hover:bg-slate-50`}
                  >
                    <FileSpreadsheet aria-hidden="true" className="h-4 w-4" />
                    Download XLSX
                  </a>
                </div>
              </section>
            </Card>
          ))}
        </div>
      )}
    </div>
  );
}
