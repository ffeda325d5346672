import { Download } from 'lucide-react';
import { REPORT_PRESET_LABELS } from '@/shared/reports/catalogue';
import type { ReportItem } from './report-types';

/** A plain link: the browser downloads the stored file with the session cookie. */
export function DownloadLink({ report }: { report: ReportItem }) {
  if (!report.downloadUrl) return null;
  return (
    <a
      href={report.downloadUrl}
      download
      className="inline-flex items-center gap-1 rounded-md text-sm font-medium text-emerald-800 underline-offset-2 hover:underline"
    >
      <Download aria-hidden="true" className="h-4 w-4" />
      Download
      <span className="sr-only">
        {' '}
        {REPORT_PRESET_LABELS[report.preset]} {report.format.toUpperCase()}
      </span>
    </a>
  );
}
