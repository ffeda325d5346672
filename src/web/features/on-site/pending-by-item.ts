import type { OutboxEntry, SavedEntry } from '@/web/offline/api';

/** What the device still holds for one checklist item (or, under INSPECTION_LEVEL, the rest). */
export type HeldChanges = {
  /** Changes waiting or being sent: the item shows 'Not yet sent'. */
  waiting: SavedEntry[];
  /** Changes the server refused, with its message: fixed (Edit, Retry) or discarded. */
  refused: SavedEntry[];
  /** Answers changed on the server since the device took them: the inspector chooses. */
  conflicts: SavedEntry[];
};

/** The key of the visit start, the signature and the status: they belong to no checklist item. */
export const INSPECTION_LEVEL = '';

const EMPTY: HeldChanges = { waiting: [], refused: [], conflicts: [] };

/** The outbox entries of one inspection, by checklist item, in the order they were made. */
export function groupHeldChanges(entries: readonly SavedEntry[]): Map<string, HeldChanges> {
  const groups = new Map<string, HeldChanges>();
  const sorted = [...entries].sort((a, b) => a.seq - b.seq);
  for (const entry of sorted) {
    // Keeping the server's answer changes nothing the inspector sees: it is not 'not yet sent'.
    if (entry.change.kind === 'keepServerAnswer' && entry.state !== 'refused') continue;
    const key = entry.itemId ?? INSPECTION_LEVEL;
    const group = groups.get(key) ?? { waiting: [], refused: [], conflicts: [] };
    if (entry.state === 'refused') group.refused.push(entry);
    else if (entry.state === 'conflict') group.conflicts.push(entry);
    else group.waiting.push(entry);
    groups.set(key, group);
  }
  return groups;
}

export function heldChangesOf(groups: Map<string, HeldChanges>, key: string): HeldChanges {
  return groups.get(key) ?? EMPTY;
}

/** Whether any change of this kind waits (the header marks the visit start or status). */
export function isWaiting(held: HeldChanges, kind: OutboxEntry['change']['kind']): boolean {
  return held.waiting.some((entry) => entry.change.kind === kind);
}
