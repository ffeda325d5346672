import {
  CHECKLIST_FAMILIES,
  type ChecklistFamily,
  PHOTO_STAGE_LABELS,
  PHOTO_STAGES,
} from '@/shared/checklists/catalogue';
import { MEASURE_CHECKLISTS } from '@/shared/checklists/default-catalogue';
import { QUESTION_STAGE_LABELS } from '@/shared/checklists/question-rules';
import { Camera, FileText, ListChecks } from 'lucide-react';
import { useState } from 'react';
import { ErrorState } from '@/web/components/query-states';
import { Button } from '@/web/components/ui/button';
import { Spinner } from '@/web/components/ui/spinner';
import { describeError } from '@/web/lib/describe-error';
import type { RouterOutputs } from '@/web/lib/trpc';
import { useChecklistCatalogue } from './api/use-checklist-queries';
import { QuestionRulesDialog } from './question-rules-dialog';
import { FAMILY_TITLES } from './add-item-form';

type Item = RouterOutputs['checklists']['catalogue']['items'][number];

const RULE_BADGE = 'rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-800';

/** A question's scheme rules: the stage it is asked at (unless both) and N/A refused. */
function QuestionRules({ item }: { item: Item }) {
  if (item.kind !== 'question') return null;
  return (
    <>
      {item.inspectionStage !== 'both' && (
        <span className={RULE_BADGE}>{QUESTION_STAGE_LABELS[item.inspectionStage]}</span>
      )}
      {!item.naAllowed && <span className={RULE_BADGE}>N/A not allowed</span>}
    </>
  );
}

type EditRules = ((item: Item) => void) | null;

function Items({ items, onEdit = null }: { items: Item[]; onEdit?: EditRules }) {
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((item) => (
        <li
          key={item.itemId}
          aria-label={`${item.itemId} ${item.label}`}
          className="flex flex-col gap-2 py-2 text-sm sm:flex-row sm:items-start sm:justify-between sm:gap-4"
        >
          <span className="min-w-0 text-slate-900">
            <span className="font-mono text-xs text-slate-500">{item.itemId}</span> {item.label}
          </span>
          {/* On a phone the rules and status go under the label: beside it they pushed the page sideways. */}
          <span className="flex flex-wrap gap-1 sm:shrink-0 sm:justify-end">
            <QuestionRules item={item} />
            {onEdit && item.kind === 'question' && (
              <Button size="sm" variant="secondary" onClick={() => onEdit(item)}>
                Edit rules<span className="sr-only"> of {item.itemId}</span>
              </Button>
            )}
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              Status: Pending
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The tenant's current catalogue: every family's documents, photos (pre, mid, post) and questions. */
export function CatalogueView({ mayEdit }: { mayEdit: boolean }) {
  const query = useChecklistCatalogue();
  const [editing, setEditing] = useState<Item | null>(null);
  if (query.isPending) return <Spinner label="Loading checklists" className="py-8" />;
  if (query.isError)
    return (
      <ErrorState
        title="Could not load the checklists"
        message={describeError(query.error).message}
        onRetry={() => void query.refetch()}
      />
    );
  const { items, version } = query.data;
  return (
    <>
      <p className="text-xs text-slate-600">Catalogue version {version}</p>
      {CHECKLIST_FAMILIES.map((family) => (
        <FamilySection
          key={family}
          family={family}
          items={items.filter((i) => i.family === family)}
          onEdit={mayEdit ? setEditing : null}
        />
      ))}
      <QuestionRulesDialog target={editing} onClose={() => setEditing(null)} />
    </>
  );
}

/** One family: its documents, photos by stage and questions by measure. */
function FamilySection({
  family,
  items: mine,
  onEdit,
}: {
  family: ChecklistFamily;
  items: Item[];
  onEdit: EditRules;
}) {
  const summary = MEASURE_CHECKLISTS.find((c) => c.id === family)?.summary ?? '';
  const questions = mine.filter((i) => i.kind === 'question');
  const measures = [...new Set(questions.map((q) => q.measureCode ?? ''))];
  return (
    <section
      aria-labelledby={`checklist-${family}`}
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <h2 id={`checklist-${family}`} className="text-lg font-semibold text-slate-900">
        {FAMILY_TITLES[family]}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{summary}</p>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <div>
          <h3 className="flex items-center gap-2 font-semibold text-slate-900">
            <FileText aria-hidden="true" className="h-4 w-4 text-emerald-700" />
            Required documents
          </h3>
          <Items items={mine.filter((i) => i.kind === 'document')} />
        </div>
        <div>
          <h3 className="flex items-center gap-2 font-semibold text-slate-900">
            <Camera aria-hidden="true" className="h-4 w-4 text-emerald-700" />
            Photo evidence
          </h3>
          {PHOTO_STAGES.map((stage) => (
            <div key={stage} className="mt-2">
              <h4 className="text-sm font-medium text-slate-700">{PHOTO_STAGE_LABELS[stage]}</h4>
              <Items items={mine.filter((i) => i.kind === 'photo' && i.stage === stage)} />
            </div>
          ))}
        </div>
      </div>
      {measures.map((measure) => (
        <div key={measure} className="mt-4">
          <h3 className="flex items-center gap-2 font-semibold text-slate-900">
            <ListChecks aria-hidden="true" className="h-4 w-4 text-emerald-700" />
            {measure} questions
          </h3>
          <Items
            items={questions.filter((q) => (q.measureCode ?? '') === measure)}
            onEdit={onEdit}
          />
        </div>
      ))}
    </section>
  );
}
