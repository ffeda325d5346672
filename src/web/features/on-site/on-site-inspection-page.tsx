import { ArrowLeft, CloudOff, PenLine } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { PATHS, buildInspectionPath } from '@/web/app/paths';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import {
  useKeptInspection,
  useOfflineUser,
  useOnline,
  useOutbox,
  usePendingChanges,
  type KeptInspection,
  type SavedEntry,
} from '@/web/offline/api';
import type { OnSiteAnswerTarget } from './on-site-answer-dialog';
import { OnSiteAnswerDialog } from './on-site-answer-dialog';
import { OnSiteChecklist } from './on-site-checklist';
import { OnSiteHeader } from './on-site-header';
import type { ItemActions, KeptItem } from './on-site-item';
import { HeldPanels } from './on-site-item';
import { OnSiteVisitStart } from './on-site-visit-start';
import { groupHeldChanges, heldChangesOf, INSPECTION_LEVEL, isWaiting } from './pending-by-item';
import { SignAndCompleteDialog } from './sign-and-complete-dialog';

const BACK_LINK =
  'inline-flex items-center gap-1 text-sm font-medium text-emerald-800 hover:underline';

/**
 * The on-site inspection page (issue 32 point 3; docs/offline-and-evidence.md): one kept
 * inspection, online or offline, drawn only from the device's copy and its outbox (never a
 * server query), so it works in a loft with no signal after a reload.
 */
export function OnSiteInspectionPage() {
  const { id = '' } = useParams();
  const { kept, isLoading } = useKeptInspection(id);
  const pending = usePendingChanges(id);
  if (isLoading)
    return <Spinner label="Loading the inspection kept on this device" className="py-16" />;
  if (!kept) return <NotKept id={id} />;
  return <OnSiteInspection kept={kept} pending={pending} />;
}

function NotKept({ id }: { id: string }) {
  const isOnline = useOnline();
  return (
    <div className="mx-auto max-w-xl space-y-3 py-10 text-center">
      <CloudOff aria-hidden="true" className="mx-auto h-10 w-10 text-slate-500" />
      <h1 className="text-xl font-semibold text-slate-900">Not kept on this device</h1>
      <p className="text-sm text-slate-700">
        This device keeps your open inspections in your offline window. One that was completed or
        cancelled (here or on the server), moved out of the window or given to someone else leaves
        it at the next refresh; one not kept yet arrives when the list is refreshed online.
      </p>
      <div className="flex flex-wrap justify-center gap-4">
        <Link to={PATHS.offline} className={BACK_LINK}>
          Available offline
        </Link>
        {isOnline && (
          <Link to={buildInspectionPath(id)} className={BACK_LINK}>
            Open the inspection page
          </Link>
        )}
      </div>
    </div>
  );
}

function OnSiteInspection({ kept, pending }: { kept: KeptInspection; pending: SavedEntry[] }) {
  const [answering, setAnswering] = useState<OnSiteAnswerTarget | null>(null);
  const [isCompleting, setIsCompleting] = useState(false);
  const actions = useItemActions(kept, setAnswering);
  const held = useMemo(() => groupHeldChanges(pending), [pending]);
  const inspectionHeld = heldChangesOf(held, INSPECTION_LEVEL);
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <Link to={PATHS.offline} className={BACK_LINK}>
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to Available offline
      </Link>
      <OnSiteHeader kept={kept} isStatusWaiting={isWaiting(inspectionHeld, 'status')} />
      <OnSiteVisitStart kept={kept} isWaiting={isWaiting(inspectionHeld, 'visitStart')} />
      <HeldPanels held={inspectionHeld} actions={actions} />
      <OnSiteChecklist kept={kept} held={held} actions={actions} />
      <Completion
        kept={kept}
        isSignatureWaiting={isWaiting(inspectionHeld, 'attach')}
        onComplete={() => setIsCompleting(true)}
      />
      <OnSiteAnswerDialog
        inspectionId={kept.inspection.id}
        target={answering}
        onClose={() => setAnswering(null)}
        onEdited={() => void actions.onSendNow()}
      />
      <SignAndCompleteDialog
        kept={kept}
        isOpen={isCompleting}
        onClose={() => setIsCompleting(false)}
      />
    </div>
  );
}

/** The page's answers to the items' buttons: the answer dialog and the outbox's own actions. */
function useItemActions(
  kept: KeptInspection,
  setAnswering: (target: OnSiteAnswerTarget) => void,
): ItemActions & { onSendNow: () => Promise<void> } {
  const outbox = useOutbox();
  const { user } = useOfflineUser();
  const onAnswer = (item: KeptItem, editing?: SavedEntry) => {
    const change = editing?.change.kind === 'answer' ? editing.change : null;
    setAnswering({
      itemId: item.itemId,
      label: item.label,
      naAllowed: item.naAllowed,
      // A refused answer re-opens with what the inspector gave, not the server's copy.
      answer: change ? change.answer : item.answer,
      severity: change ? (change.severity ?? null) : item.severity,
      comment: change ? (change.comment ?? '') : item.comment,
      answeredAt: change ? change.base.answeredAt : item.answeredAt,
      editingSeq: editing?.seq ?? null,
    });
  };
  return {
    mayAnswer: kept.checklist.mayAnswer,
    userName: user?.name ?? 'You',
    onAnswer,
    onRetry: (seq) => void outbox.retry(seq),
    onDiscard: (seq) => void outbox.discard(seq),
    onKeepMine: (seq) => void outbox.keepMine(seq),
    onKeepServer: (seq) => void outbox.keepServer(seq),
    onSendNow: outbox.sendNow,
  };
}

const COMPLETED = new Set(['PASSED', 'FAILED', 'CANCELLED']);

/** Sign and complete, until the inspection is completed (on the device or the server). */
function Completion({
  kept,
  isSignatureWaiting,
  onComplete,
}: {
  kept: KeptInspection;
  isSignatureWaiting: boolean;
  onComplete: () => void;
}) {
  const signature = kept.localFiles.find((f) => f.purpose === 'signature');
  if (COMPLETED.has(kept.inspection.status)) {
    return (
      <section aria-label="Completion" className="rounded-lg border border-slate-200 bg-white p-4">
        <p className="text-sm text-slate-800">
          This inspection is {kept.inspection.status === 'CANCELLED' ? 'cancelled' : 'completed'}.
          {signature && isSignatureWaiting && ' The signature and outcome are sent when online.'}
        </p>
      </section>
    );
  }
  return (
    <section aria-label="Completion" className="rounded-lg border border-slate-200 bg-white p-4">
      <p className="mb-3 text-sm text-slate-700">
        When every question is answered and the photos are taken, sign and record the outcome.
      </p>
      <Button onClick={onComplete}>
        <PenLine aria-hidden="true" className="h-4 w-4" />
        Sign and complete
      </Button>
    </section>
  );
}
