import { Dexie, type EntityTable } from 'dexie';
import type { KeptRow, OfflineUser, OutboxEntry } from './types';

export type BlobRow = { id: string; blob: Blob };

/** `user`: the signed-in user last seen online; `window`: the days kept; `refreshedAt`: the list's last refresh. */
export type MetaRow =
  | { key: 'user'; value: OfflineUser }
  | { key: 'window'; value: { windowDays: number; from: string; to: string } }
  | { key: 'refreshedAt'; value: { userId: string; at: string } };

/**
 * The device's own database (issue 32 points 2 to 5; docs/offline-and-evidence.md): the kept
 * inspections, the outbox of changes not yet sent, their files, and who last signed in.
 */
export type OfflineDb = Dexie & {
  kept: EntityTable<KeptRow, 'id'>;
  outbox: EntityTable<OutboxEntry, 'seq'>;
  blobs: EntityTable<BlobRow, 'id'>;
  meta: EntityTable<MetaRow, 'key'>;
};

export const OFFLINE_DB_NAME = 'inspecthub-offline';

/** `dependencies`: another IndexedDB (tests pass fake-indexeddb's); the browser's by default. */
export function openOfflineDb(dependencies?: {
  indexedDB: IDBFactory;
  IDBKeyRange: typeof IDBKeyRange;
}): OfflineDb {
  const db = new Dexie(OFFLINE_DB_NAME, dependencies) as OfflineDb;
  db.version(1).stores({
    kept: 'id, userId',
    outbox: '++seq, key, userId, inspectionId, state',
    blobs: 'id',
    meta: 'key',
  });
  return db;
}

let current: OfflineDb | null = null;

/** The one database of this page (opened on first use, so the sign-in page never loads Dexie). */
export function offlineDb(): OfflineDb {
  current ??= openOfflineDb();
  return current;
}

/** Tests: use this database (fake-indexeddb) instead of the browser's. */
export function setOfflineDbForTests(db: OfflineDb): void {
  current = db;
}
