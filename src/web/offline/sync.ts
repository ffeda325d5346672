import { isReachable } from './connectivity';
import { drainOutbox } from './drain';
import { refreshKept } from './refresh';
import type { OfflineTransport } from './transport';

/**
 * Backoff after a network failure: 5 s, doubling, at most 30 s. Short, because the browser's
 * online event is not a sure sign (a page whose offline mode is emulated, a captive Wi-Fi):
 * the retry itself is how the device finds the server again.
 */
const FIRST_RETRY_MS = 5_000;
const MAX_RETRY_MS = 30_000;

type SyncState = { transport: OfflineTransport; userId: string };

let state: SyncState | null = null;
let sending: Promise<void> | null = null;
let kickedWhileSending = false;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryDelay = FIRST_RETRY_MS;
const listeners = new Set<() => void>();

/** Whether the outbox is sending now (the banner's and the page's spinner). */
export function isSending(): boolean {
  return sending !== null;
}

export function subscribeSending(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const notify = () => listeners.forEach((listener) => listener());
const isOnline = () => typeof navigator === 'undefined' || navigator.onLine;

/** Who sends, and how (set by OfflineSync while a user is signed in; null on sign-out). */
export function configureSync(next: SyncState | null): void {
  state = next;
  clearTimeout(retryTimer);
  retryDelay = FIRST_RETRY_MS;
}

export function syncUserId(): string | null {
  return state?.userId ?? null;
}

function scheduleRetry(): void {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => void kickOutbox(), retryDelay);
  retryDelay = Math.min(retryDelay * 2, MAX_RETRY_MS);
}

async function sendAll({ transport, userId }: SyncState): Promise<void> {
  const result = await drainOutbox(transport, userId);
  if (!result) return;
  // Progress before the failure: the connection works, if badly; no long wait.
  if (result.sent > 0) retryDelay = FIRST_RETRY_MS;
  if (result.stopped === 'network') return scheduleRetry();
  retryDelay = FIRST_RETRY_MS;
  // The server's copy now holds what was sent (and whatever others changed meanwhile); after a
  // refusal or a conflict the inspector decides on the latest copy (a stale version, say).
  // While the server was last unreachable the refresh is also the probe that finds it again.
  if (result.sent + result.parked > 0 || !isReachable()) {
    await refreshKept(transport, userId).catch(() => undefined);
    if (!isReachable()) scheduleRetry();
  }
}

/**
 * Sends the waiting changes now if online (one run at a time in this tab). A change kept while
 * a run is finishing (its refresh after a conflict, say) gets a run of its own right after:
 * the running one may already have looked for its last entry.
 */
export function kickOutbox(): Promise<void> {
  if (!state || !isOnline()) return Promise.resolve();
  if (sending) {
    kickedWhileSending = true;
    return sending;
  }
  sending = sendAll(state)
    .catch(() => scheduleRetry())
    .finally(() => {
      sending = null;
      notify();
      if (kickedWhileSending) {
        kickedWhileSending = false;
        void kickOutbox();
      }
    });
  notify();
  return sending;
}

/** Refreshes the kept inspections from the server (the list's "Refresh now", sign-in, online). */
export async function refreshNow(): Promise<void> {
  if (!state) throw new Error('Sign in while online to refresh.');
  await refreshKept(state.transport, state.userId);
}
