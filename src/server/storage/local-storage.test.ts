import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from './local-storage';
import { InvalidStorageKeyError, StorageFileNotFoundError, type Storage } from './storage';

let root: string;
let storage: Storage;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'inspecthub-storage-'));
  storage = createLocalStorage(join(root, 'files'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('local storage', () => {
  it('stores buffers and streams, reads them back and reports their size', async () => {
    expect(await storage.putFile('docs/a.txt', Buffer.from('hello'))).toEqual({ size: 5 });
    expect(await text(await storage.getFile('docs/a.txt'))).toBe('hello');

    const stream = Readable.from([Buffer.from('one '), Buffer.from('two')]);
    expect(await storage.putFile('docs/b.txt', stream)).toEqual({ size: 7 });
    expect(await text(await storage.getFile('docs/b.txt'))).toBe('one two');

    await storage.putFile('docs/a.txt', Buffer.from('replaced'));
    expect(await text(await storage.getFile('docs/a.txt'))).toBe('replaced');
  });

  it('deletes files, and deleting twice is fine', async () => {
    await storage.putFile('gone.bin', Buffer.from([1, 2, 3]));
    await storage.deleteFile('gone.bin');
    await storage.deleteFile('gone.bin');
    await expect(storage.getFile('gone.bin')).rejects.toBeInstanceOf(StorageFileNotFoundError);
  });

  it('refuses keys that could reach outside its directory', async () => {
    for (const key of ['../x', '/etc/passwd', 'a/../../b', '.hidden', 'a//b', '', 'a\\b', 'a/.']) {
      await expect(storage.putFile(key, Buffer.from('x'))).rejects.toBeInstanceOf(
        InvalidStorageKeyError,
      );
      await expect(storage.getFile(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
      await expect(storage.deleteFile(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
    expect(await readdir(root)).toEqual(['files']);
  });

  it('leaves nothing behind when the body fails half-way', async () => {
    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.putFile('broken/file.bin', failing)).rejects.toThrow('client went away');
    expect(await readdir(join(root, 'files', 'broken'))).toEqual([]);
  });
});
