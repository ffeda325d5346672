import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Double } from '../test-support/s3-double';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import { InvalidStorageKeyError, StorageFileNotFoundError, type Storage } from './storage';

let root: string;
let storage: Storage;
let s3: Awaited<ReturnType<typeof startS3Double>>;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'inspecthub-storage-'));
  storage = createLocalStorage(join(root, 'files'));
  s3 = await startS3Double();
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
  await s3?.stop();
});

/** What every backend must do: the Storage type's contract, run on the local folder and on S3. */
describe.each([
  ['local directory', () => storage],
  ['S3-compatible store', () => createS3Storage({ ...s3.config, prefix: 'contract/' })],
])('%s', (_name, backend) => {
  it('stores buffers and streams, reads them back, replaces, and reports sizes', async () => {
    const store = backend();
    expect(await store.putFile('docs/a.txt', Buffer.from('hello'))).toEqual({ size: 5 });
    expect(await text(await store.getFile('docs/a.txt'))).toBe('hello');
    const stream = Readable.from([Buffer.from('one '), Buffer.from('two')]);
    expect(await store.putFile('docs/b.txt', stream)).toEqual({ size: 7 });
    expect(await text(await store.getFile('docs/b.txt'))).toBe('one two');
    await store.putFile('docs/a.txt', Buffer.from('replaced'));
    expect(await text(await store.getFile('docs/a.txt'))).toBe('replaced');
  });

  it('streams a body larger than one upload part intact', async () => {
    const store = backend();
    const chunk = Buffer.alloc(1024 * 1024, 7);
    const chunks = Array.from({ length: 12 }, (_, i) => Buffer.from(chunk.map((b) => b + i)));
    expect(await store.putFile('big/file.bin', Readable.from(chunks))).toEqual({
      size: 12 * 1024 * 1024,
    });
    const read: Buffer[] = [];
    for await (const part of await store.getFile('big/file.bin')) read.push(part as Buffer);
    expect(Buffer.concat(read).equals(Buffer.concat(chunks))).toBe(true);
  });

  it('reports a missing file, and deleting twice is fine', async () => {
    const store = backend();
    await store.putFile('gone.bin', Buffer.from([1, 2, 3]));
    await store.deleteFile('gone.bin');
    await store.deleteFile('gone.bin');
    await expect(store.getFile('gone.bin')).rejects.toBeInstanceOf(StorageFileNotFoundError);
    await expect(store.getFile('never/there.bin')).rejects.toBeInstanceOf(StorageFileNotFoundError);
  });

  it('refuses unsafe keys', async () => {
    const store = backend();
    for (const key of ['../x', '/etc/passwd', '.hidden', 'a//b', '', 'a\\b']) {
      await expect(store.putFile(key, Buffer.from('x'))).rejects.toBeInstanceOf(
        InvalidStorageKeyError,
      );
      await expect(store.getFile(key)).rejects.toBeInstanceOf(InvalidStorageKeyError);
    }
  });

  it('keeps no half-written file when the body fails', async () => {
    const store = backend();
    const failing = new Readable({
      read() {
        this.push(Buffer.from('partial'));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(store.putFile('broken/file.bin', failing)).rejects.toThrow('client went away');
    await expect(store.getFile('broken/file.bin')).rejects.toBeInstanceOf(StorageFileNotFoundError);
  });
});

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
