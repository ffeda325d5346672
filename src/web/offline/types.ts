import type { OfflineChangeInput, ServerAnswer } from '@/shared/offline/changes';
import type { RouterOutputs } from '@/web/lib/trpc';

/** What `offline.bundle` returns: the user's window and their kept inspections. */
export type OfflineBundle = RouterOutputs['offline']['bundle'];
/** One kept inspection as the server sent it (detail, checklist, evidence, visit start, status choices). */
export type BundleInspection = OfflineBundle['inspections'][number];

/** What `offline.applyChange` answers: applied (or replayed), or a conflict with the server's answer. */
export type ApplyResult = RouterOutputs['offline']['applyChange'];

type AttachChange = Extract<OfflineChangeInput, { kind: 'attach' }>;

/**
 * A change as the page enqueues it: an attach has no upload id yet (the outbox uploads the file
 * first and fills it in).
 */
export type DeviceChange =
  | Exclude<OfflineChangeInput, { kind: 'attach' }>
  | (Omit<AttachChange, 'uploadId'> & { uploadId?: string });

/** A file the device keeps until its upload and attach are done. */
export type DeviceFile = { blob: Blob; fileName: string; mime: string };

export type OutboxState = 'waiting' | 'sending' | 'refused' | 'conflict';

/** One change waiting on the device, sent strictly in `seq` order. */
export type OutboxEntry = {
  seq?: number;
  /** The idempotency key: the server applies a key once, ever. */
  key: string;
  userId: string;
  inspectionId: string;
  itemId: string | null;
  change: DeviceChange;
  state: OutboxState;
  /** The server's refusal, word for word. */
  error?: string;
  /** The server's answer when it changed since the device's copy (point 5). */
  conflict?: ServerAnswer;
  createdAt: string;
  file?: {
    blobId: string;
    fileName: string;
    mime: string;
    size: number;
    uploadUrl?: string;
    /** A photo's small preview (local-thumbnail.ts), kept in the entry: the page shows it. */
    thumbnail?: Blob;
  };
};

/** The answer the device last had applied for an item, to tell its own change from another's. */
export type AppliedAnswer = { answer: string; severity: string | null; comment: string };

/** A kept inspection as stored: the server's copy plus what the device sent since. */
export type KeptRow = {
  id: string;
  userId: string;
  refreshedAt: string;
  item: BundleInspection;
  /** Answers applied from this device since the refresh (item id to answer). */
  applied?: Record<string, AppliedAnswer>;
};

/** The last signed-in user seen online, for the offline guard. */
export type OfflineUser = { id: string; name: string; email: string; role: string };

/** A file added on the device, not yet on the server: shown from a local object URL. */
export type LocalFile = {
  seq: number;
  itemId: string | null;
  purpose: 'evidence' | 'signature';
  fileName: string;
  mime: string;
  size: number;
  /** An object URL of the kept blob for images, null for documents. */
  objectUrl: string | null;
};

/**
 * A kept inspection as the on-site page shows it: the server's copy with the device's own
 * changes not yet sent laid over it (answers, visit start, status) and its added files.
 */
export type KeptInspection = BundleInspection & { refreshedAt: string; localFiles: LocalFile[] };
