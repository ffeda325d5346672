import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useMemo, useState } from 'react';
import { overlayKept } from './overlay';
import { offlineDb } from './store';
import { refreshNow } from './sync';
import type { KeptInspection } from './types';
import { useOfflineUser } from './use-offline-user';

const NO_URLS: ReadonlyMap<string, string> = new Map();

async function readList(userId: string | undefined) {
  if (!userId) return { items: [], refreshedAt: null, window: null };
  const db = offlineDb();
  const [rows, entries, refreshed, window] = await Promise.all([
    db.kept.where('userId').equals(userId).toArray(),
    db.outbox.where('userId').equals(userId).toArray(),
    db.meta.get('refreshedAt'),
    db.meta.get('window'),
  ]);
  const items: KeptInspection[] = rows
    .map((row) => overlayKept(row, entries, NO_URLS, ''))
    .sort((a, b) =>
      `${a.inspection.scheduledDate} ${a.inspection.scheduledTime ?? ''}`.localeCompare(
        `${b.inspection.scheduledDate} ${b.inspection.scheduledTime ?? ''}`,
      ),
    );
  return {
    items,
    refreshedAt:
      refreshed?.key === 'refreshedAt' && refreshed.value.userId === userId
        ? refreshed.value.at
        : null,
    window: window?.key === 'window' ? window.value : null,
  };
}

/**
 * The user's kept inspections (by scheduled date and time), when the list was last refreshed,
 * the window, and "Refresh now". `error`: the last refresh's failure, shown by the list page.
 */
export function useKeptInspections() {
  const { user, isLoading: userLoading } = useOfflineUser();
  const data = useLiveQuery(() => readList(user?.id), [user?.id]);
  const [isRefreshing, setRefreshing] = useState(false);
  const [error, setError] = useState<Error | null>(null);
  const refresh = useCallback(async () => {
    setRefreshing(true);
    setError(null);
    try {
      await refreshNow();
    } catch (caught) {
      setError(caught instanceof Error ? caught : new Error(String(caught)));
    } finally {
      setRefreshing(false);
    }
  }, []);
  return useMemo(
    () => ({
      items: data?.items ?? [],
      refreshedAt: data?.refreshedAt ?? null,
      window: data?.window ?? null,
      isLoading: userLoading || data === undefined,
      isRefreshing,
      error,
      refresh,
    }),
    [data, userLoading, isRefreshing, error, refresh],
  );
}
