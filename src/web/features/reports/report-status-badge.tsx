import { REPORT_RUN_STATUS_LABELS, type ReportRunStatus } from '@/shared/reports/catalogue';
import { Badge } from '@/web/components/ui/badge';

export function ReportStatusBadge({ status }: { status: ReportRunStatus }) {
  return (
    <Badge tone={status === 'completed' ? 'brand' : status === 'failed' ? 'danger' : 'neutral'}>
      {REPORT_RUN_STATUS_LABELS[status]}
    </Badge>
  );
}
