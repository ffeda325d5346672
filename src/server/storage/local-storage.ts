import { randomUUID } from 'node:crypto';
import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertValidKey,
  InvalidStorageKeyError,
  StorageFileNotFoundError,
  type Storage,
} from './storage';

/** Files under one directory (by default DATA_DIR/files), one file per key. */
export function createLocalStorage(rootDir: string): Storage {
  const root = resolve(rootDir);

  function pathOf(key: string): string {
    assertValidKey(key);
    const path = resolve(root, ...key.split('/'));
    // Belt and braces: the key rules already forbid '..', but the resolved path decides.
    if (!path.startsWith(root + sep)) throw new InvalidStorageKeyError(key);
    return path;
  }

  return {
    async putFile(key, body) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside the target and renamed, so a reader never sees half a file.
      const temporary = join(dirname(path), `.${randomUUID()}.part`);
      let size = 0;
      const counter = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          callback(null, chunk);
        },
      });
      const source = Buffer.isBuffer(body) ? Readable.from([body]) : body;
      // Opened before streaming starts, so a failure can never race the file's creation.
      const handle = await open(temporary, 'wx');
      try {
        await pipeline(source, counter, handle.createWriteStream());
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return { size };
    },

    async getFile(key) {
      const path = pathOf(key);
      try {
        // Opened now so a missing file is reported here, not later as a stream error.
        const handle = await open(path, 'r');
        return handle.createReadStream();
      } catch (error) {
        if (isNotFound(error)) throw new StorageFileNotFoundError(key);
        throw error;
      }
    },

    async deleteFile(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

function isNotFound(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'ENOENT';
}
