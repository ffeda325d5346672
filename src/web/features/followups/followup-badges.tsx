import {
  FOLLOWUP_PRIORITY_LABELS,
  FOLLOWUP_STATUS_LABELS,
  type FollowupPriority,
  type FollowupStatus,
} from '@/shared/followups/catalogue';
import { cn } from '@/web/lib/cn';

const BADGE = 'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold';
const PRIORITY_TONES: Record<FollowupPriority, string> = {
  low: 'bg-slate-100 text-slate-800',
  medium: 'bg-amber-100 text-amber-900',
  high: 'bg-red-100 text-red-900',
};
const STATUS_TONES: Record<FollowupStatus, string> = {
  pending: 'bg-sky-100 text-sky-900',
  overdue: 'bg-red-700 text-white',
  completed: 'bg-emerald-100 text-emerald-900',
};

export function PriorityBadge({ priority }: { priority: FollowupPriority }) {
  return (
    <span className={cn(BADGE, PRIORITY_TONES[priority])}>
      {FOLLOWUP_PRIORITY_LABELS[priority]}
    </span>
  );
}

export function FollowupStatusBadge({ status }: { status: FollowupStatus }) {
  return <span className={cn(BADGE, STATUS_TONES[status])}>{FOLLOWUP_STATUS_LABELS[status]}</span>;
}
