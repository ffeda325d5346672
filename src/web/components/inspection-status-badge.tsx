import { STATUS_LABELS, type InspectionStatus } from '@/shared/inspections/statuses';
import { cn } from '../lib/cn';

// Dark text on a pale fill keeps every pair above 4.5:1 contrast.
const STATUS_TONES: Record<InspectionStatus, string> = {
  PENDING: 'bg-amber-100 text-amber-900',
  IN_PROGRESS: 'bg-blue-100 text-blue-900',
  PASSED: 'bg-emerald-100 text-emerald-900',
  FAILED: 'bg-red-100 text-red-900',
  REQUIRES_FOLLOW_UP: 'bg-orange-100 text-orange-900',
  CANCELLED: 'bg-slate-200 text-slate-800',
};

export function StatusBadge({ status }: { status: InspectionStatus }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
        STATUS_TONES[status],
      )}
    >
      {STATUS_LABELS[status]}
    </span>
  );
}
