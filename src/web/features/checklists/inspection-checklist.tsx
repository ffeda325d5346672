import { PHOTO_STAGE_LABELS, PHOTO_STAGES } from '@/shared/checklists/catalogue';
import { INSPECTION_STAGE_LABELS } from '@/shared/checklists/question-rules';
import { useState } from 'react';
import { ErrorState } from '@/web/components/query-states';
import { Spinner } from '@/web/components/ui/spinner';
import { describeError } from '@/web/lib/describe-error';
import { useSetItemStatus } from './api/use-checklist-mutations';
import { useInspectionChecklist } from './api/use-checklist-queries';
import {
  ChecklistRow,
  type ChecklistItem as Item,
  type EvidenceSlot,
  type RowActions,
} from './checklist-row';
import type { AnswerTarget } from '@/web/components/checklist-answer-fields';
import { AnswerDialog } from './answer-dialog';
import { LateOverrideDialog } from './late-override-dialog';
import { OverturnDialog } from './overturn-dialog';
import { RejectDialog } from './status-dialog';

function ItemList({ items, actions }: { items: Item[]; actions: RowActions }) {
  if (items.length === 0) return null;
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((item) => (
        <ChecklistRow key={item.itemId} item={item} actions={actions} />
      ))}
    </ul>
  );
}

/**
 * The checklist of one inspection: questions, documents and photos (pre, mid,
 * post) with answers, statuses, evidence counts and remediation clocks.
 * `evidenceSlot` renders an item's evidence (thumbnails, uploads) in its row.
 */
export function InspectionChecklist({
  inspectionId,
  evidenceSlot,
}: {
  inspectionId: string;
  evidenceSlot?: EvidenceSlot;
}) {
  const query = useInspectionChecklist(inspectionId);
  const [answering, setAnswering] = useState<AnswerTarget | null>(null);
  const [rejecting, setRejecting] = useState<string | null>(null);
  const [overturning, setOverturning] = useState<string | null>(null);
  const [overridingLate, setOverridingLate] = useState<string | null>(null);
  const setStatus = useSetItemStatus();
  if (query.isPending) return <Spinner label="Loading checklist" className="py-8" />;
  if (query.isError)
    return (
      <ErrorState
        title="Could not load the checklist"
        message={describeError(query.error).message}
        onRetry={() => void query.refetch()}
      />
    );
  const checklist = query.data;
  const actions: RowActions = {
    mayAnswer: checklist.mayAnswer,
    mayOverturn: checklist.mayOverturn,
    onOverturn: setOverturning,
    onOverrideLate: setOverridingLate,
    onAnswer: setAnswering,
    onReject: setRejecting,
    onStatus: (itemId, status) => setStatus.mutate({ inspectionId, itemId, status }),
    ...(evidenceSlot ? { evidenceSlot } : {}),
  };
  return (
    <section
      aria-labelledby="inspection-checklist"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div>
        <h2 id="inspection-checklist" className="text-lg font-semibold text-slate-900">
          Checklist
        </h2>
        <p className="text-xs text-slate-600">
          Catalogue version {checklist.version} · {INSPECTION_STAGE_LABELS[checklist.stage]}:
          questions for the other stage are not asked
        </p>
      </div>
      <ChecklistSections items={checklist.items} actions={actions} />
      <AnswerDialog
        inspectionId={inspectionId}
        target={answering}
        onClose={() => setAnswering(null)}
      />
      <OverturnDialog
        inspectionId={inspectionId}
        itemId={overturning}
        onClose={() => setOverturning(null)}
      />
      <LateOverrideDialog
        inspectionId={inspectionId}
        itemId={overridingLate}
        onClose={() => setOverridingLate(null)}
      />
      <RejectDialog
        inspectionId={inspectionId}
        itemId={rejecting}
        onClose={() => setRejecting(null)}
      />
    </section>
  );
}

/** Questions, then required documents, then photos by stage (pre, mid, post). */
function ChecklistSections({ items, actions }: { items: Item[]; actions: RowActions }) {
  const questions = items.filter((i) => i.kind === 'question');
  const documents = items.filter((i) => i.kind === 'document');
  return (
    <>
      {questions.length > 0 && (
        <div>
          <h3 className="font-semibold text-slate-900">Questions</h3>
          <ItemList items={questions} actions={actions} />
        </div>
      )}
      <div>
        <h3 className="font-semibold text-slate-900">Required documents</h3>
        <ItemList items={documents} actions={actions} />
      </div>
      <div>
        <h3 className="font-semibold text-slate-900">Photo evidence</h3>
        {PHOTO_STAGES.map((stage) => (
          <div key={stage} className="mt-2">
            <h4 className="text-sm font-medium text-slate-700">{PHOTO_STAGE_LABELS[stage]}</h4>
            <ItemList
              items={items.filter((i) => i.kind === 'photo' && i.stage === stage)}
              actions={actions}
            />
          </div>
        ))}
      </div>
    </>
  );
}
