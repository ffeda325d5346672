import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { discardEntry, keepMineEntry, keepServerEntry, retryEntry } from './outbox';
import { offlineDb } from './store';
import { kickOutbox } from './sync';
import type { OutboxEntry } from './types';
import { useOfflineUser } from './use-offline-user';
import { useSending } from './use-sending';

export type SavedEntry = OutboxEntry & { seq: number };

const NONE: SavedEntry[] = [];

async function entriesOf(userId: string | undefined): Promise<SavedEntry[]> {
  if (!userId) return NONE;
  const rows = await offlineDb().outbox.where('userId').equals(userId).sortBy('seq');
  return rows.flatMap((row) => (row.seq === undefined ? [] : [{ ...row, seq: row.seq }]));
}

/** The signed-in user's outbox entries in order (empty while loading). */
export function useOutboxEntries(): SavedEntry[] {
  const { user } = useOfflineUser();
  return useLiveQuery(() => entriesOf(user?.id), [user?.id], NONE);
}

const afterwards = (action: (seq: number) => Promise<void>) => async (seq: number) => {
  await action(seq);
  await kickOutbox();
};

/**
 * The outbox for the banner and the pages: the entries waiting (or being sent), refused and in
 * conflict, and what the inspector can do about them. Each action sends at once when online.
 */
export function useOutbox() {
  const entries = useOutboxEntries();
  const isSending = useSending();
  return useMemo(
    () => ({
      waiting: entries.filter((e) => e.state === 'waiting' || e.state === 'sending'),
      refused: entries.filter((e) => e.state === 'refused'),
      conflicts: entries.filter((e) => e.state === 'conflict'),
      isSending,
      sendNow: kickOutbox,
      discard: discardEntry,
      retry: afterwards(retryEntry),
      keepMine: afterwards(keepMineEntry),
      keepServer: afterwards(keepServerEntry),
    }),
    [entries, isSending],
  );
}

/** The entries of one inspection (the page's "Not yet sent", refused and conflict marks). */
export function usePendingChanges(inspectionId: string): SavedEntry[] {
  const entries = useOutboxEntries();
  return useMemo(
    () => entries.filter((e) => e.inspectionId === inspectionId),
    [entries, inspectionId],
  );
}
