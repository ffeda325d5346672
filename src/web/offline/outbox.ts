import { offlineDb } from './store';
import type { DeviceChange, DeviceFile, OutboxEntry } from './types';

const newKey = () => crypto.randomUUID();

/** The item a change is about, for the page's "Not yet sent" badges. */
function itemIdOf(change: DeviceChange): string | null {
  return 'itemId' in change ? (change.itemId ?? null) : null;
}

/** The inspection of a change (a status change names it `id`). */
export function inspectionIdOf(change: DeviceChange): string {
  return change.kind === 'status' ? change.id : change.inspectionId;
}

/**
 * Keeps a change (and its file) on the device with a fresh idempotency key, in order after
 * every earlier one. A second answer of an item whose first is still waiting replaces it: only
 * the inspector's last word is sent, on the same base. Returns the entry's seq.
 */
export async function addToOutbox(
  userId: string,
  change: DeviceChange,
  file?: DeviceFile,
  thumbnail?: Blob | null,
): Promise<number> {
  const db = offlineDb();
  return db.transaction('rw', db.outbox, db.blobs, async () => {
    const entry: OutboxEntry = {
      key: newKey(),
      userId,
      inspectionId: inspectionIdOf(change),
      itemId: itemIdOf(change),
      change,
      state: 'waiting',
      createdAt: new Date().toISOString(),
    };
    if (change.kind === 'answer') {
      const earlier = await waitingAnswerOf(userId, entry.inspectionId, change.itemId);
      if (earlier?.seq !== undefined && earlier.change.kind === 'answer') {
        const replaced = { ...change, base: earlier.change.base };
        await db.outbox.update(earlier.seq, { change: replaced, key: entry.key });
        return earlier.seq;
      }
    }
    if (file) {
      const blobId = newKey();
      await db.blobs.add({ id: blobId, blob: file.blob });
      entry.file = {
        blobId,
        fileName: file.fileName,
        mime: file.mime,
        size: file.blob.size,
        ...(thumbnail ? { thumbnail } : {}),
      };
    }
    // An auto-incremented key: always set once added.
    return (await db.outbox.add(entry))!;
  });
}

async function waitingAnswerOf(userId: string, inspectionId: string, itemId: string) {
  const entries = await offlineDb().outbox.where('inspectionId').equals(inspectionId).toArray();
  const last = entries.filter((e) => e.userId === userId && e.itemId === itemId).at(-1);
  return last?.state === 'waiting' && last.change.kind === 'answer' ? last : undefined;
}

/** Drops an entry (a refused change the inspector gave up on) and its file. */
export async function discardEntry(seq: number): Promise<void> {
  const db = offlineDb();
  await db.transaction('rw', db.outbox, db.blobs, async () => {
    const entry = await db.outbox.get(seq);
    if (entry?.file) await db.blobs.delete(entry.file.blobId);
    await db.outbox.delete(seq);
  });
}

/** Sends a refused entry again (after the reason went away), under a new key. */
export async function retryEntry(seq: number): Promise<void> {
  await offlineDb().outbox.update(seq, { state: 'waiting', error: undefined, key: newKey() });
}

/** Replaces a refused answer with the inspector's edited one, to be sent again. */
export async function editEntry(seq: number, change: DeviceChange): Promise<void> {
  await offlineDb().outbox.update(seq, {
    change,
    state: 'waiting',
    error: undefined,
    key: newKey(),
  });
}

/** Conflict: the device's answer wins; sent again with `resolution: 'mine'` under a new key. */
export async function keepMineEntry(seq: number): Promise<void> {
  const db = offlineDb();
  const entry = await db.outbox.get(seq);
  if (entry?.change.kind !== 'answer') return;
  const base = { answeredAt: entry.conflict?.answeredAt ?? entry.change.base.answeredAt };
  await db.outbox.update(seq, {
    change: { ...entry.change, base, resolution: 'mine' },
    state: 'waiting',
    conflict: undefined,
    key: newKey(),
  });
}

/**
 * Conflict: the server's answer stays. The device's answer becomes a `keepServerAnswer` change
 * (the server audits what was discarded, so nothing is lost) and leaves the page's overlay.
 */
export async function keepServerEntry(seq: number): Promise<void> {
  const db = offlineDb();
  const entry = await db.outbox.get(seq);
  if (entry?.change.kind !== 'answer') return;
  const { inspectionId, itemId, answer, severity, comment } = entry.change;
  await db.outbox.update(seq, {
    change: {
      kind: 'keepServerAnswer',
      inspectionId,
      itemId,
      discarded: {
        answer: answer,
        severity: severity ?? null,
        comment: comment ?? '',
      },
    },
    state: 'waiting',
    conflict: undefined,
    key: newKey(),
  });
}
