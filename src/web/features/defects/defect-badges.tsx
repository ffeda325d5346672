import {
  DEFECT_SEVERITY_LABELS,
  DEFECT_STATUS_LABELS,
  type DefectSeverity,
  type DefectStatus,
} from '@/shared/defects/catalogue';
import { cn } from '@/web/lib/cn';

const SEVERITY_TONES: Record<DefectSeverity, string> = {
  low: 'bg-slate-100 text-slate-800',
  medium: 'bg-amber-100 text-amber-900',
  high: 'bg-orange-100 text-orange-900',
  critical: 'bg-red-700 text-white',
};
const STATUS_TONES: Record<DefectStatus, string> = {
  open: 'bg-sky-100 text-sky-900',
  'in-progress': 'bg-violet-100 text-violet-900',
  resolved: 'bg-emerald-100 text-emerald-900',
};
const BADGE = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold';

export function SeverityBadge({ severity }: { severity: DefectSeverity }) {
  return (
    <span className={cn(BADGE, SEVERITY_TONES[severity])}>{DEFECT_SEVERITY_LABELS[severity]}</span>
  );
}

export function DefectStatusBadge({ status }: { status: DefectStatus }) {
  return <span className={cn(BADGE, STATUS_TONES[status])}>{DEFECT_STATUS_LABELS[status]}</span>;
}

export function OverdueBadge() {
  return <span className={cn(BADGE, 'bg-red-100 text-red-900')}>Overdue</span>;
}
