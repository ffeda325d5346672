import { formatDateTime } from '@/shared/format';
import type { ServerAnswer } from '@/shared/offline/changes';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { ConfirmDialog } from '@/web/components/ui/confirm-dialog';
import type { SavedEntry } from '@/web/offline/api';
import { describeChange } from './describe-change';

type RefusedChangeProps = {
  entry: SavedEntry;
  /** Re-opens the answer with the device's values (answers only). */
  onEdit?: () => void;
  onRetry: () => void;
  onDiscard: () => void;
};

/**
 * A change the server refused (issue 32 point 4): kept on the device with the server's words,
 * until the inspector fixes it (Edit, or Send again once the reason is gone) or discards it.
 */
export function RefusedChange({ entry, onEdit, onRetry, onDiscard }: RefusedChangeProps) {
  const [isConfirming, setIsConfirming] = useState(false);
  const what = describeChange(entry);
  return (
    <div role="alert" className="w-full rounded-md border border-red-200 bg-red-50 p-3 text-sm">
      <p className="font-semibold text-red-900">Not accepted: {what}</p>
      <p className="mt-1 text-red-900">{entry.error ?? 'The server refused this change.'}</p>
      <div className="mt-2 flex flex-wrap gap-2">
        {onEdit && (
          <Button size="sm" onClick={onEdit}>
            Edit<span className="sr-only"> {what}</span>
          </Button>
        )}
        <Button size="sm" variant="secondary" onClick={onRetry}>
          Send again<span className="sr-only"> {what}</span>
        </Button>
        <Button size="sm" variant="secondary" onClick={() => setIsConfirming(true)}>
          Discard<span className="sr-only"> {what}</span>
        </Button>
      </div>
      <ConfirmDialog
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title="Discard this change?"
        description={`${what} is removed from this device and never sent. This cannot be undone.`}
        confirmLabel="Discard change"
        onConfirm={onDiscard}
      />
    </div>
  );
}

type AnswerValues = { answer: string | null; severity?: string | null; comment?: string };

type ConflictChoiceProps = {
  entry: SavedEntry;
  /** Who made the device's answer (the signed-in inspector). */
  userName: string;
  onKeepMine: () => void;
  onKeepServer: () => void;
};

/**
 * The same answer changed on the server since the device took it (issue 32 point 5): both side
 * by side, and the inspector chooses. Either way the server audits the choice and the answer
 * that lost, so nothing is lost.
 */
export function ConflictChoice({ entry, userName, onKeepMine, onKeepServer }: ConflictChoiceProps) {
  const { change, conflict } = entry;
  if (change.kind !== 'answer' || !conflict) return null;
  return (
    <section
      aria-label={`Conflict on ${change.itemId}`}
      className="w-full rounded-md border border-amber-300 bg-amber-50 p-3 text-sm"
    >
      <p className="font-semibold text-amber-950">
        This answer was changed on the server since this device took it. Choose which to keep.
      </p>
      <div className="mt-2 grid gap-2 sm:grid-cols-2">
        <AnswerCard title="Yours" values={change} who={userName} when={entry.createdAt} />
        <AnswerCard
          title="On the server"
          values={conflict}
          who={conflict.answeredByName}
          when={conflict.answeredAt}
        />
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" onClick={onKeepMine}>
          Keep mine<span className="sr-only"> for {change.itemId}</span>
        </Button>
        <Button size="sm" variant="secondary" onClick={onKeepServer}>
          Keep the server&apos;s<span className="sr-only"> for {change.itemId}</span>
        </Button>
      </div>
    </section>
  );
}

function AnswerCard({
  title,
  values,
  who,
  when,
}: {
  title: string;
  values: AnswerValues | ServerAnswer;
  who: string | null;
  when: string | null;
}) {
  return (
    <div className="rounded-md border border-slate-200 bg-white p-2">
      <h4 className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{title}</h4>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-2 gap-y-0.5 text-sm">
        <dt className="text-slate-600">Answer</dt>
        <dd className="text-slate-900">{values.answer ?? 'No answer'}</dd>
        <dt className="text-slate-600">Severity</dt>
        <dd className="text-slate-900">{values.severity ?? 'N/A'}</dd>
        <dt className="text-slate-600">Comment</dt>
        <dd className="break-words text-slate-900">{values.comment || 'None'}</dd>
        <dt className="text-slate-600">By</dt>
        <dd className="text-slate-900">{who ?? 'N/A'}</dd>
        <dt className="text-slate-600">When</dt>
        <dd className="text-slate-900">{formatDateTime(when)}</dd>
      </dl>
    </div>
  );
}
