import { formatDateTime } from '@/shared/format';
import type { ReportFormat, ReportPreset } from '@/shared/reports/schemas';
import { FileText } from 'lucide-react';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { useRecentReports } from './api/use-report-queries';
import { DownloadLink } from './download-link';
import { ReportStatusBadge } from './report-status-badge';
import type { ReportGeneration } from './api/use-report-generation';

const QUICK_REPORTS: {
  preset: Exclude<ReportPreset, 'custom'>;
  label: string;
  format: ReportFormat;
  hint: string;
}[] = [
  {
    preset: 'weekly-summary',
    label: 'Weekly Summary',
    format: 'pdf',
    hint: 'Inspections of the last 7 days (PDF)',
  },
  {
    preset: 'performance',
    label: 'Performance Report',
    format: 'xlsx',
    hint: 'By inspector and installer (Excel)',
  },
  {
    preset: 'user-activity',
    label: 'User Activity',
    format: 'csv',
    hint: 'Audit log per user, last 30 days (CSV)',
  },
];

export function QuickReportsCard({
  generation,
  canCreate,
}: {
  generation: ReportGeneration;
  canCreate: boolean;
}) {
  return (
    <Card role="region" aria-labelledby="quick-reports-title">
      <h2 id="quick-reports-title" className="text-lg font-semibold text-slate-900">
        Quick Reports
      </h2>
      {!canCreate && (
        <p className="mt-2 text-sm text-slate-600">Your role cannot generate reports.</p>
      )}
      <ul className="mt-4 space-y-2">
        {QUICK_REPORTS.map((q) => (
          <li key={q.preset}>
            <Button
              variant="secondary"
              className="h-auto w-full justify-between py-2 text-left"
              disabled={!canCreate || generation.isRunning}
              onClick={() => generation.start({ preset: q.preset, format: q.format })}
            >
              <span>
                <span className="block">{q.label}</span>
                <span className="block text-xs font-normal text-slate-600">{q.hint}</span>
              </span>
              {generation.pendingPreset === q.preset ||
              (generation.report?.preset === q.preset && generation.isRunning) ? (
                <Spinner />
              ) : (
                <FileText aria-hidden="true" className="h-4 w-4" />
              )}
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}

export function RecentReportsCard({ canExport }: { canExport: boolean }) {
  const recent = useRecentReports(5);
  return (
    <Card role="region" aria-labelledby="recent-reports-title">
      <h2 id="recent-reports-title" className="text-lg font-semibold text-slate-900">
        Recent Reports
      </h2>
      {recent.isPending && <p className="mt-3 text-sm text-slate-600">Loading…</p>}
      {recent.isError && (
        <p role="alert" className="mt-3 text-sm text-red-700">
          Could not load recent reports: {recent.error.message}
        </p>
      )}
      {recent.data?.items.length === 0 && (
        <p className="mt-3 text-sm text-slate-600">No reports generated yet.</p>
      )}
      <ul className="mt-3 divide-y divide-slate-100">
        {recent.data?.items.map((r) => (
          <li key={r.id} className="flex items-center justify-between gap-2 py-2 text-sm">
            <span>
              <span className="block font-medium text-slate-900">
                {r.title}{' '}
                <span className="font-normal text-slate-600">({r.format.toUpperCase()})</span>
              </span>
              <span className="block text-xs text-slate-600">{formatDateTime(r.createdAt)}</span>
            </span>
            {r.status === 'completed' && canExport ? (
              <DownloadLink report={r} />
            ) : (
              <ReportStatusBadge status={r.status} />
            )}
          </li>
        ))}
      </ul>
    </Card>
  );
}
