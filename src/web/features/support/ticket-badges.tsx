import {
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
  type TicketPriority,
  type TicketStatus,
} from '@/shared/support/catalogue';
import { cn } from '@/web/lib/cn';

const CHIP = 'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold';

const STATUS_TONES: Record<TicketStatus, string> = {
  open: 'bg-blue-100 text-blue-900',
  pending: 'bg-amber-100 text-amber-900',
  resolved: 'bg-emerald-100 text-emerald-900',
  closed: 'bg-slate-100 text-slate-800',
};

const PRIORITY_TONES: Record<TicketPriority, string> = {
  low: 'bg-slate-100 text-slate-800',
  medium: 'bg-blue-100 text-blue-900',
  high: 'bg-orange-100 text-orange-900',
  urgent: 'bg-red-100 text-red-900',
};

export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return <span className={cn(CHIP, STATUS_TONES[status])}>{TICKET_STATUS_LABELS[status]}</span>;
}

export function TicketPriorityBadge({ priority }: { priority: TicketPriority }) {
  return (
    <span className={cn(CHIP, PRIORITY_TONES[priority])}>{TICKET_PRIORITY_LABELS[priority]}</span>
  );
}
