import { formatBusinessMinutes } from '@/shared/support/business-hours';
import type { SlaState } from '@/shared/support/sla';
import { cn } from '@/web/lib/cn';

const TONES: Record<SlaState['state'], string> = {
  on_track: 'text-slate-700',
  nearing: 'text-amber-900 font-medium',
  overdue: 'text-red-800 font-semibold',
};

/** Time left against the running target, in business hours: '3h 20m left to respond'. */
export function describeSla(sla: SlaState): string {
  const goal = sla.target === 'first_response' ? 'respond' : 'resolve';
  if (sla.minutesLeft < 0) return `Overdue by ${formatBusinessMinutes(sla.minutesLeft)} to ${goal}`;
  const left = `${formatBusinessMinutes(sla.minutesLeft)} left to ${goal}`;
  return sla.paused ? `Paused: ${left}` : left;
}

export function SlaText({ sla }: { sla: SlaState | null }) {
  if (!sla) return <span className="text-slate-600">—</span>;
  return <span className={cn('text-sm', TONES[sla.state])}>{describeSla(sla)}</span>;
}
