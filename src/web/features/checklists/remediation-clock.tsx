import {
  describeTimeLeft,
  remediationStage,
  type RemediationStage,
} from '@/shared/checklists/remediation';
import { formatDateTime } from '@/shared/format';
import { cn } from '@/web/lib/cn';

const STAGES: readonly RemediationStage[] = ['Notified', 'Evidence submitted', 'Accepted'];

type When = Date | string;

/** A failed item's clocks as `checklists.forInspection` and `checklists.remediationClocks` give them. */
export type Clock = {
  failedAt: When;
  dueAt: When;
  evidenceSubmittedAt: When | null;
  submittedByName: string | null;
  /** What the installer wrote it did, when it submitted through the portal. */
  submittedNote?: string | null;
  isLate: boolean;
  reviewDueAt: When | null;
  acceptedAt: When | null;
  closureDueAt: When;
  closedAt: When | null;
  lateOverride: { byName: string; at: When; reason: string } | null;
};

/**
 * Notified -> evidence submitted -> accepted, then the three clocks of TrustMark's remediation
 * (docs/checklists.md): the installer's deadline, staff's review of the submitted evidence and
 * the case's closure; a late submission is badged "Late", with the coordinator's override.
 */
export function RemediationClock({ clock }: { clock: Clock }) {
  const stage = remediationStage(clock);
  const reached = STAGES.indexOf(stage);
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
      <DeadlineLine clock={clock} />
      <ReviewLine clock={clock} />
      <ClockLine
        label="Case closure due"
        dueAt={clock.closureDueAt}
        timeLeft={describeTimeLeft(
          { dueAt: clock.closureDueAt, acceptedAt: clock.closedAt },
          undefined,
          'Closed',
        )}
      />
      {clock.lateOverride && (
        <p className="text-slate-800">
          <span className="font-semibold">Lateness overridden</span> by {clock.lateOverride.byName}{' '}
          on {formatDateTime(clock.lateOverride.at)}: {clock.lateOverride.reason}
        </p>
      )}
    </div>
  );
}

function ClockLine({
  label,
  dueAt,
  timeLeft,
}: {
  label: string;
  dueAt: When;
  timeLeft: { text: string; isOverdue: boolean };
}) {
  return (
    <p className="text-slate-700">
      {label} {formatDateTime(dueAt)} ·{' '}
      <span className={cn('font-semibold', timeLeft.isOverdue && 'text-red-700')}>
        {timeLeft.text}
      </span>
    </p>
  );
}

/** The installer's deadline: it stops when the evidence is submitted (in time or late). */
function DeadlineLine({ clock }: { clock: Clock }) {
  const stoppedAt = clock.evidenceSubmittedAt ?? clock.acceptedAt;
  return (
    <>
      <ClockLine
        label="Remediation due"
        dueAt={clock.dueAt}
        timeLeft={describeTimeLeft(
          { dueAt: clock.dueAt, acceptedAt: stoppedAt },
          undefined,
          clock.evidenceSubmittedAt ? 'Submitted' : 'Accepted',
        )}
      />
      {clock.evidenceSubmittedAt && (
        <p className="flex flex-wrap items-center gap-1 text-slate-700">
          Evidence submitted {formatDateTime(clock.evidenceSubmittedAt)}
          {clock.submittedByName ? ` by ${clock.submittedByName}` : ''}
          {clock.isLate && (
            <span className="rounded-full bg-red-600 px-2 py-0.5 font-semibold text-white">
              Late
            </span>
          )}
        </p>
      )}
      {clock.evidenceSubmittedAt && clock.submittedNote && (
        <p className="break-words text-slate-700">Installer’s note: {clock.submittedNote}</p>
      )}
    </>
  );
}

/** Staff's review window, from the submission until accepted (a rejection clears it). */
function ReviewLine({ clock }: { clock: Clock }) {
  if (!clock.reviewDueAt) return null;
  return (
    <ClockLine
      label="Review due"
      dueAt={clock.reviewDueAt}
      timeLeft={describeTimeLeft(
        { dueAt: clock.reviewDueAt, acceptedAt: clock.acceptedAt },
        undefined,
        'Reviewed',
      )}
    />
  );
}
