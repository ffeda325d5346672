import { PHOTO_STAGE_LABELS, PHOTO_STAGES } from '@/shared/checklists/catalogue';
import type { KeptInspection } from '@/web/offline/api';
import { OnSiteItem, type ItemActions, type KeptItem } from './on-site-item';
import { heldChangesOf, type HeldChanges } from './pending-by-item';

type ChecklistProps = {
  kept: KeptInspection;
  held: Map<string, HeldChanges>;
  actions: ItemActions;
};

function ItemList({ items, ...props }: ChecklistProps & { items: KeptItem[] }) {
  if (items.length === 0) return <p className="py-2 text-sm text-slate-600">None.</p>;
  return (
    <ul className="divide-y divide-slate-100">
      {items.map((item) => (
        <OnSiteItem
          key={item.itemId}
          kept={props.kept}
          item={item}
          held={heldChangesOf(props.held, item.itemId)}
          actions={props.actions}
        />
      ))}
    </ul>
  );
}

/** The checklist as on the inspection page: questions, required documents, photos by stage. */
export function OnSiteChecklist(props: ChecklistProps) {
  const { items } = props.kept.checklist;
  return (
    <section
      aria-labelledby="on-site-checklist"
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div>
        <h2 id="on-site-checklist" className="text-lg font-semibold text-slate-900">
          Checklist
        </h2>
        <p className="text-xs text-slate-600">Catalogue version {props.kept.checklist.version}</p>
      </div>
      <div>
        <h3 className="font-semibold text-slate-900">Questions</h3>
        <ItemList {...props} items={items.filter((i) => i.kind === 'question')} />
      </div>
      <div>
        <h3 className="font-semibold text-slate-900">Required documents</h3>
        <ItemList {...props} items={items.filter((i) => i.kind === 'document')} />
      </div>
      <div>
        <h3 className="font-semibold text-slate-900">Photo evidence</h3>
        {PHOTO_STAGES.map((stage) => (
          <div key={stage} className="mt-2">
            <h4 className="text-sm font-medium text-slate-700">{PHOTO_STAGE_LABELS[stage]}</h4>
            <ItemList
              {...props}
              items={items.filter((i) => i.kind === 'photo' && i.stage === stage)}
            />
          </div>
        ))}
      </div>
    </section>
  );
}
