import { Camera, FileText } from 'lucide-react';
import {
  MEASURE_CHECKLISTS,
  PHOTO_STAGE_LABELS,
  type MeasureChecklist,
  type PhotoStage,
} from './checklist-data';

const STAGES: readonly PhotoStage[] = ['pre', 'mid', 'post'];

function ChecklistItems({ items }: { items: readonly string[] }) {
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((item) => (
        <li key={item} className="flex items-start justify-between gap-4 py-2 text-sm">
          <span className="text-slate-900">{item}</span>
          <span className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            Status: Pending
          </span>
        </li>
      ))}
    </ul>
  );
}

function ChecklistSection({ checklist }: { checklist: MeasureChecklist }) {
  const headingId = `checklist-${checklist.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {checklist.title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{checklist.summary}</p>
      <div className="mt-4 grid gap-6 lg:grid-cols-2">
        <div>
          <h3 className="flex items-center gap-2 font-semibold text-slate-900">
            <FileText aria-hidden="true" className="h-4 w-4 text-emerald-700" />
            Required documents
          </h3>
          <ChecklistItems items={checklist.documents} />
        </div>
        <div>
          <h3 className="flex items-center gap-2 font-semibold text-slate-900">
            <Camera aria-hidden="true" className="h-4 w-4 text-emerald-700" />
            Photo evidence
          </h3>
          {STAGES.map((stage) => (
            <div key={stage} className="mt-2">
              <h4 className="text-sm font-medium text-slate-700">{PHOTO_STAGE_LABELS[stage]}</h4>
              <ChecklistItems items={checklist.photos[stage]} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}

/** Read-only reference (spec 01 section 2): what each measure's evidence pack must hold. */
export function ChecklistsPage() {
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-slate-900">
          Measure-Specific Document & Photo Checklists
        </h1>
        <p className="mt-1 text-slate-600">
          Reference lists of the documents and photographs each measure needs before sign-off.
        </p>
      </div>
      {MEASURE_CHECKLISTS.map((checklist) => (
        <ChecklistSection key={checklist.id} checklist={checklist} />
      ))}
    </div>
  );
}
