import type { EvidencePurpose } from '@/shared/evidence/catalogue';
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type Dispatch,
  type RefObject,
  type SetStateAction,
} from 'react';
import { resizePhotoForUpload } from '@/web/lib/resize-photo';

export type UploadState =
  'queued' | 'preparing' | 'uploading' | 'retrying' | 'waiting' | 'refused' | 'done';

export type UploadEntry = {
  key: string;
  /** What is sent: after preparing, the photo scaled down to the tenant's photo size. */
  file: File;
  /** The file has been through resizePhotoForUpload (a retry does not resize again). */
  prepared: boolean;
  itemId: string;
  /** Inspection evidence, or the installer's remediation of a failed item (decision 012). */
  purpose: EvidencePurpose;
  state: UploadState;
  /** 0-100 of the bytes sent. */
  progress: number;
  attempts: number;
  message: string | null;
};

/** Automatic retries after a dropped connection or a server fault, then it waits for Retry. */
export const AUTO_RETRIES = 3;
const RETRY_DELAYS_MS = [1000, 3000, 8000];
const PARALLEL = 3;

type Outcome = { ok: true } | { ok: false; retryable: boolean; message: string };

/** One file to the server by XMLHttpRequest, for its upload progress events. */
function send(url: string, file: File, onProgress: (percent: number) => void): Promise<Outcome> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress((event.loaded / event.total) * 100);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) return resolve({ ok: true });
      let message = `Upload failed (${xhr.status}).`;
      try {
        const body = JSON.parse(xhr.responseText) as { error?: string };
        if (body.error) message = body.error;
      } catch {
        // not JSON: keep the status line
      }
      // A refusal of the file itself will not change on a retry; a server fault might.
      resolve({ ok: false, retryable: xhr.status >= 500 || xhr.status === 429, message });
    };
    const dropped = () =>
      resolve({ ok: false, retryable: true, message: 'The connection dropped.' });
    xhr.onerror = dropped;
    xhr.ontimeout = dropped;
    xhr.onabort = dropped;
    const body = new FormData();
    body.append('files', file, file.name);
    xhr.send(body);
  });
}

/**
 * The file to send: on its first attempt a photo is scaled down to the tenant's photo size
 * (resize-photo.ts) and kept on the entry, so a retry sends the same bytes without resizing.
 */
async function prepare(
  entry: UploadEntry,
  maxLongSidePx: number | null | undefined,
  patch: (key: string, change: Partial<UploadEntry>) => void,
): Promise<File> {
  if (entry.prepared) return entry.file;
  patch(entry.key, { state: 'preparing', message: null });
  const file = await resizePhotoForUpload(entry.file, maxLongSidePx);
  patch(entry.key, { file, prepared: true });
  return file;
}

function newEntry(file: File, itemId: string, purpose: EvidencePurpose): UploadEntry {
  return {
    key: `${Date.now()}-${Math.random().toString(36).slice(2)}`,
    file,
    prepared: false,
    itemId,
    purpose,
    state: 'queued',
    progress: 0,
    attempts: 0,
    message: null,
  };
}

/**
 * Done rows leave the list after a moment, leaving the page with files not yet stored asks
 * first, and retry timers stop when the queue unmounts.
 */
function useQueueHousekeeping(
  entries: UploadEntry[],
  setEntries: Dispatch<SetStateAction<UploadEntry[]>>,
  timers: RefObject<Set<ReturnType<typeof setTimeout>>>,
) {
  // The thumbnail has appeared by the time a done row leaves.
  useEffect(() => {
    if (!entries.some((e) => e.state === 'done')) return;
    const timer = setTimeout(
      () => setEntries((all) => all.filter((e) => e.state !== 'done')),
      1500,
    );
    return () => clearTimeout(timer);
  }, [entries, setEntries]);

  const pending = entries.some((e) => e.state !== 'done' && e.state !== 'refused');
  useEffect(() => {
    if (!pending) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [pending]);

  useEffect(() => {
    const all = timers.current;
    return () => all.forEach((t) => clearTimeout(t));
  }, [timers]);
}

/** Retry puts a waiting file back in the queue; Dismiss drops a refused one. */
function useEntryActions(
  patch: (key: string, change: Partial<UploadEntry>) => void,
  setEntries: Dispatch<SetStateAction<UploadEntry[]>>,
) {
  const retry = useCallback(
    (key: string) => patch(key, { state: 'queued', attempts: 0, message: null }),
    [patch],
  );
  const dismiss = useCallback(
    (key: string) => setEntries((all) => all.filter((e) => e.key !== key)),
    [setEntries],
  );
  return { retry, dismiss };
}

/** A ref holding the latest value, read by the upload runs without restarting them. */
function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  }, [value]);
  return ref;
}

/**
 * Uploads files one request each (progress and retry per file), three at a
 * time. A file whose upload fails for a dropped connection or a server fault
 * is retried automatically, then waits with a Retry button: it is never
 * dropped from the list until it is stored or the user dismisses a refusal.
 */
export function useUploadQueue(
  inspectionId: string,
  onStored: () => void,
  /** The tenant's photo size; null keeps photos as taken, undefined (not loaded) the default. */
  maxLongSidePx?: number | null,
) {
  const [entries, setEntries] = useState<UploadEntry[]>([]);
  const running = useRef(new Set<string>());
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());
  const onStoredRef = useLatest(onStored);
  const limitRef = useLatest(maxLongSidePx);

  const patch = useCallback((key: string, change: Partial<UploadEntry>) => {
    setEntries((all) => all.map((e) => (e.key === key ? { ...e, ...change } : e)));
  }, []);

  const run = useCallback(
    async (entry: UploadEntry) => {
      running.current.add(entry.key);
      const file = await prepare(entry, limitRef.current, patch);
      patch(entry.key, { state: 'uploading', progress: 0, message: null });
      const url = `/api/inspections/${inspectionId}/evidence?itemId=${encodeURIComponent(entry.itemId)}&purpose=${entry.purpose}`;
      const outcome = await send(url, file, (progress) => patch(entry.key, { progress }));
      running.current.delete(entry.key);
      if (outcome.ok) {
        patch(entry.key, { state: 'done', progress: 100 });
        onStoredRef.current();
        return;
      }
      const attempts = entry.attempts + 1;
      if (!outcome.retryable) {
        patch(entry.key, { state: 'refused', message: outcome.message, attempts });
      } else if (attempts <= AUTO_RETRIES) {
        patch(entry.key, {
          state: 'retrying',
          attempts,
          message: `${outcome.message} Trying again (${attempts} of ${AUTO_RETRIES})...`,
        });
        const timer = setTimeout(
          () => {
            timers.current.delete(timer);
            patch(entry.key, { state: 'queued', attempts });
          },
          RETRY_DELAYS_MS[attempts - 1] ?? 8000,
        );
        timers.current.add(timer);
      } else {
        patch(entry.key, {
          state: 'waiting',
          attempts,
          message: `${outcome.message} Waiting: not uploaded yet.`,
        });
      }
    },
    [inspectionId, patch, limitRef, onStoredRef],
  );

  // Starts queued files while fewer than PARALLEL are on the wire.
  useEffect(() => {
    const free = PARALLEL - running.current.size;
    if (free <= 0) return;
    entries
      .filter((e) => e.state === 'queued' && !running.current.has(e.key))
      .slice(0, free)
      .forEach((e) => void run(e));
  }, [entries, run]);

  useQueueHousekeeping(entries, setEntries, timers);

  const add = useCallback(
    (files: readonly File[], itemId: string, purpose: EvidencePurpose = 'inspection') => {
      setEntries((all) => [...all, ...files.map((file) => newEntry(file, itemId, purpose))]);
    },
    [],
  );
  const { retry, dismiss } = useEntryActions(patch, setEntries);
  return { entries, add, retry, dismiss };
}
