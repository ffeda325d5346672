import { UPLOAD_EXPIRY_MS, type UploadStore } from '@/server/lib/upload-store';

/** A finished upload the device never attached (its outbox stopped, or the device was lost). */
export const UNATTACHED_UPLOAD_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Removes uploads left behind: unfinished ones after 48 hours (tus expiration) and finished
 * ones never attached after 7 days. Each server cleans its own DATA_DIR/uploads, so this runs
 * on a timer in every process rather than as a database-locked job. Returns how many went.
 */
export async function removeStaleUploads(store: UploadStore, now: Date = new Date()) {
  const ids = (await store.configstore.list?.()) ?? [];
  let removed = 0;
  for (const id of ids) {
    // getUpload, not the config file: the offset is the size of the bytes received so far.
    const upload = await store.getUpload(id).catch(() => undefined);
    if (!upload?.creation_date) continue;
    const age = now.getTime() - Date.parse(upload.creation_date);
    const finished = upload.size !== undefined && upload.offset === upload.size;
    if (age > (finished ? UNATTACHED_UPLOAD_MAX_AGE_MS : UPLOAD_EXPIRY_MS)) {
      await store.remove(id).catch(() => {});
      removed += 1;
    }
  }
  return removed;
}
