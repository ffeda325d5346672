import { Download } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import type { ReportFormat, ReportPreset } from '@/shared/reports/schemas';
import { Button } from '@/web/components/ui/button';
import { Card } from '@/web/components/ui/card';
import { Spinner } from '@/web/components/ui/spinner';
import { notifyProblem, notifySuccess } from '@/web/lib/notify';
import { usePermissions } from '@/web/lib/use-permissions';
import { useGenerateReport, useReportStatus } from './api/use-quick-report';

const QUICK_REPORTS: {
  preset: Exclude<ReportPreset, 'custom'>;
  label: string;
  format: ReportFormat;
}[] = [
  { preset: 'weekly-summary', label: 'Weekly Summary', format: 'pdf' },
  { preset: 'performance', label: 'Performance Report', format: 'xlsx' },
  { preset: 'user-activity', label: 'User Activity', format: 'csv' },
];
const FORMAT_LABELS: Record<ReportFormat, string> = { csv: 'CSV', xlsx: 'Excel', pdf: 'PDF' };

/** Follows one generated report until its file is ready, then downloads it. */
function useReportDownload(id: string | null, onDone: () => void) {
  const report = useReportStatus(id);
  const data = report.data;
  useEffect(() => {
    if (!id || !data) return;
    if (data.status === 'completed' && data.downloadUrl) {
      window.location.assign(data.downloadUrl);
      notifySuccess(`${data.title} is ready.`);
      onDone();
    } else if (data.status === 'failed') {
      notifyProblem(`The report could not be generated: ${data.error ?? 'unknown error'}.`);
      onDone();
    }
  }, [id, data, onDone]);
  return data?.progress ?? 0;
}

/** Spec 02 Quick Reports: each button generates the real file through reports.generate. */
export function QuickReports() {
  const { can, isLoaded } = usePermissions();
  const canCreate = can('reports:create');
  const [running, setRunning] = useState<{ preset: ReportPreset; id: string } | null>(null);
  const generate = useGenerateReport();
  const clear = useCallback(() => setRunning(null), []);
  const progress = useReportDownload(running?.id ?? null, clear);
  const isBusy = generate.isPending || running !== null;

  const start = (preset: Exclude<ReportPreset, 'custom'>, format: ReportFormat) => {
    generate.mutate(
      { preset, format },
      {
        onSuccess: (report) => setRunning({ preset, id: report.id }),
        onError: (error) => notifyProblem(error.message),
      },
    );
  };

  return (
    <Card role="region" aria-labelledby="quick-reports-title">
      <h2 id="quick-reports-title" className="text-lg font-semibold text-slate-900">
        Quick Reports
      </h2>
      {isLoaded && !canCreate && (
        <p className="mt-2 text-sm text-slate-600">Your role cannot generate reports.</p>
      )}
      <ul className="mt-4 space-y-2">
        {QUICK_REPORTS.map(({ preset, label, format }) => {
          const isThis =
            running?.preset === preset ||
            (generate.isPending && generate.variables?.preset === preset);
          return (
            <li key={preset}>
              <Button
                variant="secondary"
                className="h-auto min-h-10 w-full justify-between text-left whitespace-normal"
                disabled={!canCreate || isBusy}
                onClick={() => start(preset, format)}
              >
                <span>{label}</span>
                <span className="flex items-center gap-2 text-xs text-slate-600">
                  {isThis ? (
                    <>
                      <Spinner />
                      <span>{progress}%</span>
                    </>
                  ) : (
                    <>
                      <Download aria-hidden="true" className="h-4 w-4" />
                      {FORMAT_LABELS[format]}
                    </>
                  )}
                </span>
              </Button>
            </li>
          );
        })}
      </ul>
      <p className="sr-only" role="status">
        {running ? `Generating report, ${progress}% done` : ''}
      </p>
    </Card>
  );
}
