import { offlineDb } from './store';

/**
 * Removes everything the device keeps of a user (sign-out): their kept inspections, their
 * outbox and its files, and the kept user (so the offline pages ask for a sign-in again).
 */
export async function wipeUserData(userId: string): Promise<void> {
  const db = offlineDb();
  await db.transaction('rw', db.kept, db.outbox, db.blobs, db.meta, async () => {
    const entries = await db.outbox.where('userId').equals(userId).toArray();
    await db.blobs.bulkDelete(entries.flatMap((e) => (e.file ? [e.file.blobId] : [])));
    await db.outbox.where('userId').equals(userId).delete();
    await db.kept.where('userId').equals(userId).delete();
    const user = await db.meta.get('user');
    if (user?.key === 'user' && user.value.id === userId) {
      await db.meta.bulkDelete(['user', 'window', 'refreshedAt']);
    }
  });
}

/** How many changes of the user the device has not sent (the sign-out confirmation's count). */
export function countUnsent(userId: string): Promise<number> {
  return offlineDb().outbox.where('userId').equals(userId).count();
}

/** The user signed in last on this device, if any. */
export async function keptUserId(): Promise<string | null> {
  const row = await offlineDb().meta.get('user');
  return row?.key === 'user' ? row.value.id : null;
}
