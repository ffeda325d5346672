import type { OfflineChangeInput, ServerAnswer } from '@/shared/offline/changes';
import { SendError, toSendError } from './send-error';
import { offlineDb } from './store';
import type { OfflineTransport } from './transport';
import type { AppliedAnswer, OutboxEntry } from './types';

/** What became of one entry: sent, parked for the inspector, or to be tried again later. */
export type SendOutcome =
  'applied' | 'rebased' | 'skipped' | 'refused' | 'conflict' | 'network' | 'signed-out';

const sameAnswer = (mine: AppliedAnswer | undefined, server: ServerAnswer) =>
  mine !== undefined &&
  mine.answer === server.answer &&
  (mine.severity ?? null) === (server.severity ?? null) &&
  mine.comment === server.comment;

/** Uploads an attach's file (resuming the kept upload) and returns the change naming it. */
async function withUpload(
  transport: OfflineTransport,
  entry: OutboxEntry & { seq: number },
): Promise<OfflineChangeInput> {
  const { change, file } = entry;
  if (change.kind !== 'attach') return change;
  const blob = file && (await offlineDb().blobs.get(file.blobId))?.blob;
  if (!file || !blob) throw new SendError('refused', 'The file is no longer on this device.');
  const uploadId = await transport.upload({
    blob,
    fileName: file.fileName,
    mime: file.mime,
    inspectionId: entry.inspectionId,
    uploadUrl: file.uploadUrl,
    onUploadUrl: async (url) => {
      await offlineDb().outbox.update(entry.seq, { 'file.uploadUrl': url });
    },
  });
  return { ...change, uploadId };
}

/** Done: the entry and its file leave the device; an answer is remembered as this device's. */
async function settleApplied(entry: OutboxEntry & { seq: number }): Promise<void> {
  const db = offlineDb();
  await db.transaction('rw', db.outbox, db.blobs, db.kept, async () => {
    await db.outbox.delete(entry.seq);
    if (entry.file) await db.blobs.delete(entry.file.blobId);
    const { change } = entry;
    if (change.kind !== 'answer') return;
    const kept = await db.kept.get(entry.inspectionId);
    if (!kept) return;
    const mine = {
      answer: change.answer,
      severity: change.severity ?? null,
      comment: change.comment ?? '',
    };
    await db.kept.update(entry.inspectionId, {
      applied: { ...kept.applied, [change.itemId]: mine },
    });
  });
}

/**
 * The server holds another answer than the device's base. When it is the answer this device
 * itself applied earlier (two edits of one item, the first sent since), it is no conflict: the
 * change is based again on it and sent under a new key.
 */
async function settleConflict(entry: OutboxEntry & { seq: number }, server: ServerAnswer) {
  const db = offlineDb();
  const { change } = entry;
  const applied =
    change.kind === 'answer' ? (await db.kept.get(entry.inspectionId))?.applied : undefined;
  if (change.kind === 'answer' && sameAnswer(applied?.[change.itemId], server)) {
    await db.outbox.update(entry.seq, {
      change: { ...change, base: { answeredAt: server.answeredAt } },
      key: crypto.randomUUID(),
      state: 'waiting',
    });
    return 'rebased' as const;
  }
  await db.outbox.update(entry.seq, { state: 'conflict', conflict: server });
  return 'conflict' as const;
}

/** Sends one entry (its file first) with its key; the entry's state records the outcome. */
export async function sendEntry(
  transport: OfflineTransport,
  { seq }: { seq: number },
): Promise<SendOutcome> {
  const db = offlineDb();
  // Read again as it is marked: the inspector may have edited it since the outbox looked.
  const entry = await db.transaction('rw', db.outbox, async () => {
    const fresh = await db.outbox.get(seq);
    if (fresh?.state !== 'waiting') return undefined;
    await db.outbox.update(seq, { state: 'sending' });
    return { ...fresh, seq };
  });
  if (!entry) return 'skipped';
  try {
    const change = await withUpload(transport, entry);
    const result = await transport.apply({ key: entry.key, change });
    if (result.status === 'conflict') return await settleConflict(entry, result.server);
    await settleApplied(entry);
    return 'applied';
  } catch (error) {
    const failure = toSendError(error);
    if (failure.kind === 'refused') {
      await db.outbox.update(entry.seq, { state: 'refused', error: failure.message });
      return 'refused';
    }
    await db.outbox.update(entry.seq, { state: 'waiting' });
    return failure.kind;
  }
}
