import { offlineDb } from './store';
import type { OfflineTransport } from './transport';
import type { KeptRow } from './types';

/**
 * Replaces the user's kept inspections with the server's bundle (issue 32 point 2). An
 * inspection no longer in the window or no longer theirs is dropped, unless the device still
 * holds changes of it: it stays (with its last copy) until they are sent or discarded.
 */
export async function refreshKept(transport: OfflineTransport, userId: string): Promise<void> {
  const bundle = await transport.fetchBundle();
  const db = offlineDb();
  await db.transaction('rw', db.kept, db.outbox, db.meta, async () => {
    const pending = new Set(
      (await db.outbox.where('userId').equals(userId).toArray()).map((e) => e.inspectionId),
    );
    const fresh = new Set(bundle.inspections.map((i) => i.inspection.id));
    const gone = (await db.kept.where('userId').equals(userId).primaryKeys()).filter(
      (id) => !fresh.has(id) && !pending.has(id),
    );
    await db.kept.bulkDelete(gone);
    // What this device applied is kept: a later change of the same item was based on the copy
    // before it, and must not be taken for another person's edit (outbox.ts).
    const before = await db.kept.bulkGet([...fresh]);
    const rows: KeptRow[] = bundle.inspections.map((item, index) => ({
      id: item.inspection.id,
      userId,
      refreshedAt: bundle.refreshedAt,
      item,
      applied: before[index]?.userId === userId ? before[index]?.applied : undefined,
    }));
    await db.kept.bulkPut(rows);
    const { windowDays, from, to } = bundle;
    await db.meta.put({ key: 'window', value: { windowDays, from, to } });
    await db.meta.put({ key: 'refreshedAt', value: { userId, at: bundle.refreshedAt } });
  });
}
