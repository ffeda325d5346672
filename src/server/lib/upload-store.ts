import { FileStore } from '@tus/file-store';

/**
 * Where resumable (tus) uploads wait until they are attached (issue 32 point 4;
 * docs/offline-and-evidence.md): DATA_DIR/uploads. An upload left unfinished or unattached
 * for 48 hours is removed by the daily clean-up (its owner's device starts it again).
 */
export type UploadStore = FileStore;

export const UPLOAD_EXPIRY_MS = 48 * 60 * 60 * 1000;

export function createUploadStore(directory: string): UploadStore {
  return new FileStore({ directory, expirationPeriodInMilliseconds: UPLOAD_EXPIRY_MS });
}
