import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { overlayKept } from './overlay';
import { offlineDb } from './store';
import type { KeptInspection } from './types';
import { useObjectUrls } from './use-object-urls';
import { useOfflineUser } from './use-offline-user';

async function readKept(id: string, userId: string | undefined) {
  if (!userId) return null;
  const db = offlineDb();
  const row = await db.kept.get(id);
  if (!row || row.userId !== userId) return null;
  const entries = await db.outbox.where('inspectionId').equals(id).toArray();
  const mine = entries.filter((e) => e.userId === userId);
  // Previews where the device made one; the file itself only for an image without one.
  const previews = mine.flatMap((e) =>
    e.file?.thumbnail ? [{ id: e.file.blobId, blob: e.file.thumbnail }] : [],
  );
  const missing = mine.flatMap((e) =>
    e.file && !e.file.thumbnail && e.file.mime.startsWith('image/') ? [e.file.blobId] : [],
  );
  const files = (await db.blobs.bulkGet(missing)).filter((b) => b !== undefined);
  const blobs = [...previews, ...files];
  return { row, entries: mine, blobs };
}

/**
 * One kept inspection as the on-site page shows it: the server's copy with the device's own
 * changes not yet sent laid over it, and added files as local object URLs. `kept` is undefined
 * when the device does not keep it (or while loading).
 */
export function useKeptInspection(id: string): {
  kept: KeptInspection | undefined;
  isLoading: boolean;
} {
  const { user, isLoading: userLoading } = useOfflineUser();
  const data = useLiveQuery(() => readKept(id, user?.id), [id, user?.id]);
  const urls = useObjectUrls(data?.blobs);
  const kept = useMemo(
    () => (data ? overlayKept(data.row, data.entries, urls, user?.name ?? '') : undefined),
    [data, urls, user?.name],
  );
  return { kept, isLoading: userLoading || data === undefined };
}
