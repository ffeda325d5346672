import { cn } from '@/web/lib/cn';
import { Button } from '@/web/components/ui/button';
import type { KeptInspection, SavedEntry } from '@/web/offline/api';
import { AddEvidenceButtons } from './add-evidence-buttons';
import { EvidenceThumbnails } from './evidence-thumbnails';
import { ConflictChoice, RefusedChange } from './held-change-panels';
import { NotYetSent } from './not-yet-sent';
import type { HeldChanges } from './pending-by-item';

export type KeptItem = KeptInspection['checklist']['items'][number];

const ANSWER_TONES: Record<string, string> = {
  Pass: 'bg-emerald-100 text-emerald-900',
  Fail: 'bg-red-600 text-white',
  'N/A': 'bg-slate-100 text-slate-800',
  'Unable to validate': 'bg-violet-100 text-violet-900',
};

/** What the inspector can do with an item and its held changes; the page wires them. */
export type ItemActions = {
  mayAnswer: boolean;
  userName: string;
  onAnswer: (item: KeptItem, editing?: SavedEntry) => void;
  onRetry: (seq: number) => void;
  onDiscard: (seq: number) => void;
  onKeepMine: (seq: number) => void;
  onKeepServer: (seq: number) => void;
};

type OnSiteItemProps = {
  kept: KeptInspection;
  item: KeptItem;
  held: HeldChanges;
  actions: ItemActions;
};

/**
 * One checklist item on site: its answer, severity and comment as the device has them, 'Not
 * yet sent' while a change of it waits, its files, and any refused change or conflict to settle.
 */
export function OnSiteItem({ kept, item, held, actions }: OnSiteItemProps) {
  const labelId = `on-site-item-${item.itemId}`;
  const files = kept.evidence.files.filter((f) => f.itemId === item.itemId);
  const localFiles = kept.localFiles.filter(
    (f) => f.itemId === item.itemId && f.purpose === 'evidence',
  );
  return (
    <li aria-labelledby={labelId} className="space-y-2 py-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <p id={labelId} className="min-w-0 text-sm text-slate-900">
          <span className="font-mono text-xs text-slate-500">{item.itemId}</span> {item.label}
        </p>
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
          {held.waiting.length > 0 && <NotYetSent />}
        </div>
      </div>
      {item.kind === 'question' && !item.naAllowed && (
        <p className="text-xs text-slate-600">N/A is not allowed for this question</p>
      )}
      {item.comment && <p className="text-xs text-slate-600">Comment: {item.comment}</p>}
      <div className="flex flex-wrap items-start gap-2">
        {actions.mayAnswer && (
          <Button size="sm" variant="secondary" onClick={() => actions.onAnswer(item)}>
            Answer<span className="sr-only"> {item.itemId}</span>
          </Button>
        )}
        <AddEvidenceButtons kept={kept} itemId={item.itemId} itemLabel={item.label} />
      </div>
      <EvidenceThumbnails label={item.label} files={files} localFiles={localFiles} />
      <HeldPanels held={held} actions={actions} item={item} />
    </li>
  );
}

/** The refused changes and conflicts of an item, each with its own way out. */
export function HeldPanels({
  held,
  actions,
  item,
}: {
  held: HeldChanges;
  actions: ItemActions;
  item?: KeptItem;
}) {
  return (
    <>
      {held.refused.map((entry) => (
        <RefusedChange
          key={entry.seq}
          entry={entry}
          {...(item && entry.change.kind === 'answer'
            ? { onEdit: () => actions.onAnswer(item, entry) }
            : {})}
          onRetry={() => actions.onRetry(entry.seq)}
          onDiscard={() => actions.onDiscard(entry.seq)}
        />
      ))}
      {held.conflicts.map((entry) => (
        <ConflictChoice
          key={entry.seq}
          entry={entry}
          userName={actions.userName}
          onKeepMine={() => actions.onKeepMine(entry.seq)}
          onKeepServer={() => actions.onKeepServer(entry.seq)}
        />
      ))}
    </>
  );
}
