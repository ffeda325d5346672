import { riskBadgeVariant } from '@/shared/installers/catalogue';
import { cn } from '@/web/lib/cn';
import { formatRisk } from './monitoring-format';

const PILL =
  'inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset';

const RISK_CLASSES = {
  destructive: 'bg-red-50 text-red-800 ring-red-600/30',
  warning: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  info: 'bg-sky-50 text-sky-900 ring-sky-600/30',
  success: 'bg-emerald-50 text-emerald-900 ring-emerald-600/30',
} as const;

/** Risk score in the spec's colours (8+, 6+, 4+); the number itself carries the meaning. */
export function RiskScoreBadge({ score }: { score: number }) {
  return (
    <span className={cn(PILL, RISK_CLASSES[riskBadgeVariant(score)])}>{formatRisk(score)}</span>
  );
}

const PRIORITY_CLASSES = {
  High: 'bg-red-50 text-red-800 ring-red-600/30',
  Medium: 'bg-amber-50 text-amber-900 ring-amber-600/30',
} as const;

export function PriorityBadge({ priority }: { priority: keyof typeof PRIORITY_CLASSES }) {
  return <span className={cn(PILL, PRIORITY_CLASSES[priority])}>{priority} priority</span>;
}

const STATUS_CLASSES = {
  Active: 'bg-sky-50 text-sky-900 ring-sky-600/30',
  'Under Review': 'bg-violet-50 text-violet-900 ring-violet-600/30',
  Resolved: 'bg-emerald-50 text-emerald-900 ring-emerald-600/30',
} as const;

export function EscalationStatusBadge({ status }: { status: keyof typeof STATUS_CLASSES }) {
  return <span className={cn(PILL, STATUS_CLASSES[status])}>{status}</span>;
}
