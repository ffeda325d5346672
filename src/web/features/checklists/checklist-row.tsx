import type { ChecklistItemStatus } from '@/shared/checklists/catalogue';
import { formatDateTime } from '@/shared/format';
import { Paperclip } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PATHS } from '@/web/app/paths';
import { Button } from '@/web/components/ui/button';
import { cn } from '@/web/lib/cn';
import type { RouterOutputs } from '@/web/lib/trpc';
import { RemediationClock } from './remediation-clock';

export type ChecklistItem = RouterOutputs['checklists']['forInspection']['items'][number];
type Item = ChecklistItem;

const STATUS_TONES: Record<ChecklistItemStatus, string> = {
  Pending: 'bg-amber-100 text-amber-900',
  Provided: 'bg-sky-100 text-sky-900',
  Accepted: 'bg-emerald-100 text-emerald-900',
  Rejected: 'bg-red-100 text-red-900',
};

const ANSWER_TONES: Record<string, string> = {
  Pass: 'bg-emerald-100 text-emerald-900',
  Fail: 'bg-red-600 text-white',
  'N/A': 'bg-slate-100 text-slate-800',
  'Unable to validate': 'bg-violet-100 text-violet-900',
};

/** Renders one item's evidence (thumbnails and uploads) inside its row; `failed` items also take remediation evidence. */
export type EvidenceSlot = (item: { itemId: string; label: string; failed: boolean }) => ReactNode;

const filesLabel = (count: number) => `${count} ${count === 1 ? 'file' : 'files'}`;

export type RowActions = {
  mayAnswer: boolean;
  mayOverturn: boolean;
  onOverturn: (itemId: string) => void;
  /** A coordinator lets a late remediation be accepted, with a reason (issue 30 point 9). */
  onOverrideLate: (itemId: string) => void;
  onAnswer: (item: Item) => void;
  onReject: (itemId: string) => void;
  onStatus: (itemId: string, status: ChecklistItemStatus) => void;
  evidenceSlot?: EvidenceSlot;
};

export function ChecklistRow({ item, actions }: { item: Item; actions: RowActions }) {
  const labelId = `item-${item.itemId}`;
  return (
    <li
      id={`checklist-row-${item.itemId}`}
      aria-labelledby={labelId}
      className="scroll-mt-20 space-y-2 py-3"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p id={labelId} className="min-w-0 text-sm text-slate-900">
          <span className="font-mono text-xs text-slate-500">{item.itemId}</span> {item.label}
        </p>
        <ItemBadges item={item} />
      </div>
      <ItemNotes item={item} />
      {item.remediation && <RemediationClock clock={item.remediation} />}
      {item.status === 'Provided' && item.acceptRefusal && actions.mayAnswer && (
        <p className="text-xs text-slate-700">{item.acceptRefusal}</p>
      )}
      {/* Answer and status buttons, then the item's evidence (its add buttons join the same line). */}
      {(actions.mayAnswer || actions.mayOverturn || actions.evidenceSlot) && (
        <div className="flex flex-wrap items-start gap-2">
          {actions.mayAnswer && <AnswerActions item={item} actions={actions} />}
          {actions.mayOverturn && item.answer === 'Fail' && !item.overturn && (
            <Button size="sm" variant="secondary" onClick={() => actions.onOverturn(item.itemId)}>
              Overturn fail<span className="sr-only"> {item.itemId}</span>
            </Button>
          )}
          {actions.mayOverturn &&
            item.status === 'Provided' &&
            item.remediation?.isLate &&
            !item.remediation.lateOverride && (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => actions.onOverrideLate(item.itemId)}
              >
                Override late remediation<span className="sr-only"> {item.itemId}</span>
              </Button>
            )}
          {actions.evidenceSlot?.({
            itemId: item.itemId,
            label: item.label,
            failed: item.remediation !== null,
          })}
        </div>
      )}
    </li>
  );
}

/** The answer (with severity), the status and the evidence count. */
function ItemBadges({ item }: { item: Item }) {
  return (
    <div className="flex flex-wrap gap-1">
      {item.answer && (
        <span
          className={cn(
            'rounded-full px-2 py-0.5 text-xs font-semibold',
            ANSWER_TONES[item.answer],
          )}
        >
          {item.answer}
          {item.severity ? ` · ${item.severity}` : ''}
        </span>
      )}
      <span
        className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', STATUS_TONES[item.status])}
      >
        Status: {item.status}
      </span>
      <span
        className="inline-flex items-center gap-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800"
        title="Evidence files (withdrawn ones not counted)"
      >
        <Paperclip aria-hidden="true" className="h-3 w-3" />
        <span className="sr-only">Evidence: </span>
        {filesLabel(item.evidenceCount)}
      </span>
    </div>
  );
}

/** The comment, rejection reason, missing severity, linked defect and follow-up, overturn. */
function ItemNotes({ item }: { item: Item }) {
  return (
    <>
      {item.kind === 'question' && !item.naAllowed && (
        <p className="text-xs text-slate-600">N/A is not allowed for this question</p>
      )}
      {item.comment && <p className="text-xs text-slate-600">Comment: {item.comment}</p>}
      {item.status === 'Rejected' && item.statusReason && (
        <p className="text-xs text-red-800">Rejected: {item.statusReason}</p>
      )}
      {item.answer === 'Fail' && !item.severity && (
        <p className="text-xs text-amber-800">Severity not classified: answer again to set it.</p>
      )}
      {(item.defect || item.followup) && (
        <p className="flex flex-wrap gap-3 text-xs">
          {item.defect && (
            <Link
              className="text-emerald-800 underline"
              to={`${PATHS.defects}?search=${item.defect.reference}`}
            >
              Defect {item.defect.reference}
            </Link>
          )}
          {item.followup && (
            <Link className="text-emerald-800 underline" to={PATHS.followup}>
              Follow-up: {item.followup.title}
            </Link>
          )}
        </p>
      )}
      {item.overturn && (
        <p className="text-xs text-slate-800">
          <span className="font-semibold">Fail overturned</span> by {item.overturn.byName} on{' '}
          {formatDateTime(item.overturn.at)}: {item.overturn.reason}
        </p>
      )}
    </>
  );
}

/** Answer, and the status moves the item's state allows. */
function AnswerActions({ item, actions }: { item: Item; actions: RowActions }) {
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => actions.onAnswer(item)}>
        Answer<span className="sr-only"> {item.itemId}</span>
      </Button>
      {/* A failed item becomes Provided through the installer's remediation evidence only. */}
      {(item.status === 'Pending' || item.status === 'Rejected') &&
        (!item.remediation || item.remediationEvidenceCount > 0) && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => actions.onStatus(item.itemId, 'Provided')}
          >
            Mark provided<span className="sr-only"> {item.itemId}</span>
          </Button>
        )}
      {item.status === 'Provided' && (
        <>
          <Button
            size="sm"
            variant="secondary"
            disabled={item.acceptRefusal !== null}
            title={item.acceptRefusal ?? undefined}
            onClick={() => actions.onStatus(item.itemId, 'Accepted')}
          >
            Accept<span className="sr-only"> {item.itemId}</span>
          </Button>
          <Button size="sm" variant="secondary" onClick={() => actions.onReject(item.itemId)}>
            Reject<span className="sr-only"> {item.itemId}</span>
          </Button>
        </>
      )}
    </>
  );
}
