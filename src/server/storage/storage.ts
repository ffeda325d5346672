import type { Readable } from 'node:stream';

/**
 * Where uploaded files live. Server instances keep no files of their own
 * (ARCHITECTURE.md, scale-out), so features only ever talk to this type:
 * the local directory today, an S3-compatible store later.
 *
 * Keys are relative, '/'-separated names made of letters, digits, '.', '_'
 * and '-', no segment starting with a dot; anything else is refused.
 */
export type Storage = {
  /** Writes the whole body under the key (replacing any file there) and reports its size. */
  putFile: (key: string, body: Buffer | Readable) => Promise<{ size: number }>;
  /** The file's bytes; rejects with StorageFileNotFoundError when there is none. */
  getFile: (key: string) => Promise<Readable>;
  /** Removes the file; removing a missing file is not an error. */
  deleteFile: (key: string) => Promise<void>;
};

export class StorageFileNotFoundError extends Error {
  constructor(key: string) {
    super(`No stored file under ${key}`);
    this.name = 'StorageFileNotFoundError';
  }
}

export class InvalidStorageKeyError extends Error {
  constructor(key: string) {
    super(`Invalid storage key: ${JSON.stringify(key)}`);
    this.name = 'InvalidStorageKeyError';
  }
}

const KEY_SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** Refuses keys that could name anything outside the store (absolute, '..', hidden, odd characters). */
export function assertValidKey(key: string): void {
  const segments = key.split('/');
  if (key.length > 500 || !segments.every((s) => KEY_SEGMENT.test(s))) {
    throw new InvalidStorageKeyError(key);
  }
}
