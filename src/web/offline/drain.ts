import { sendEntry } from './send-entry';
import { offlineDb } from './store';
import type { OfflineTransport } from './transport';
import type { OutboxEntry } from './types';

/**
 * `sent`: entries applied; `parked`: refused or in conflict (left for the inspector); `stopped`:
 * why the outbox stopped before it was empty, if it did.
 */
export type DrainResult = {
  sent: number;
  parked: number;
  stopped: 'network' | 'signed-out' | null;
};

const LOCK_NAME = 'inspecthub-outbox';
const QUICK_RETRY_MS = 1_000;

const again = <T>(send: () => Promise<T>) =>
  new Promise<void>((resolve) => setTimeout(resolve, QUICK_RETRY_MS)).then(send);

/** The next entry to send: the first waiting one of an inspection with nothing parked before it. */
function nextEntry(entries: OutboxEntry[]) {
  // A refused or conflicting change holds back the later changes of its inspection (their
  // order matters: the completion comes after the answers); other inspections go on.
  const parked = new Set<string>();
  for (const entry of entries) {
    if (entry.state === 'refused' || entry.state === 'conflict') parked.add(entry.inspectionId);
    else if (
      entry.state === 'waiting' &&
      !parked.has(entry.inspectionId) &&
      entry.seq !== undefined
    )
      return { ...entry, seq: entry.seq };
  }
  return undefined;
}

async function drainHeld(transport: OfflineTransport, userId: string): Promise<DrainResult> {
  const db = offlineDb();
  // Left 'sending' by a tab closed mid-send: this tab holds the lock now, so nobody else sends it.
  await db.outbox
    .where('userId')
    .equals(userId)
    .filter((e) => e.state === 'sending')
    .modify({ state: 'waiting' });
  let sent = 0;
  let parked = 0;
  for (;;) {
    const entries = await db.outbox.where('userId').equals(userId).sortBy('seq');
    const next = nextEntry(entries);
    if (!next) return { sent, parked, stopped: null };
    let outcome = await sendEntry(transport, next);
    // A lost reply on a flaky connection: once more after a second (the key makes it safe)
    // before the outbox stops and waits for its backoff.
    if (outcome === 'network') outcome = await again(() => sendEntry(transport, next));
    if (outcome === 'network' || outcome === 'signed-out')
      return { sent, parked, stopped: outcome };
    if (outcome === 'applied') sent += 1;
    if (outcome === 'refused' || outcome === 'conflict') parked += 1;
  }
}

/**
 * Sends the user's waiting changes strictly in order, one at a time. One tab sends at a time
 * (Web Locks; where the browser has none, the keys still make a second sender harmless);
 * null when another tab is sending.
 */
export async function drainOutbox(
  transport: OfflineTransport,
  userId: string,
): Promise<DrainResult | null> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return drainHeld(transport, userId);
  return locks.request(LOCK_NAME, { ifAvailable: true }, (lock) =>
    lock ? drainHeld(transport, userId) : null,
  );
}
