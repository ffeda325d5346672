import {
  describeTimeLeft,
  remediationStage,
  type RemediationStage,
} from '@/shared/checklists/remediation';
import { formatDateTime } from '@/shared/format';
import { cn } from '@/web/lib/cn';

const STAGES: readonly RemediationStage[] = ['Notified', 'Evidence submitted', 'Accepted'];

export type Clock = {
  failedAt: Date | string | null;
  dueAt: Date | string | null;
  evidenceSubmittedAt: Date | string | null;
  acceptedAt: Date | string | null;
};

/** Notified -> evidence submitted -> accepted, with the deadline and the time left. */
export function RemediationClock({ clock }: { clock: Clock }) {
  if (!clock.dueAt) return null;
  const stage = remediationStage(clock);
  const reached = STAGES.indexOf(stage);
  const timeLeft = describeTimeLeft({ dueAt: clock.dueAt, acceptedAt: clock.acceptedAt });
  return (
    <div className="space-y-1 text-xs">
      <ol aria-label="Remediation" className="flex flex-wrap items-center gap-1">
        {STAGES.map((name, i) => (
          <li
            key={name}
            aria-current={i === reached ? 'step' : undefined}
            className={cn(
              'rounded-full px-2 py-0.5 font-medium',
              i <= reached ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-100 text-slate-600',
            )}
          >
            {name}
          </li>
        ))}
      </ol>
      <p className="text-slate-700">
        Remediation due {formatDateTime(clock.dueAt)} ·{' '}
        <span className={cn('font-semibold', timeLeft.isOverdue && 'text-red-700')}>
          {timeLeft.text}
        </span>
      </p>
    </div>
  );
}
