import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, loadAuthSecret, lockDataDir } from './data-dir';

const freshDir = () => mkdtempSync(join(tmpdir(), 'inspecthub-datadir-'));
const fail = (error: Error) => {
  throw error;
};

describe('lockDataDir', () => {
  it('refuses a second lock on the same directory with a clear message, and frees it on release', async () => {
    const dir = freshDir();
    const release = await lockDataDir(dir, fail);
    const second = await lockDataDir(dir, fail).catch((e: unknown) => e);
    expect(second).toBeInstanceOf(DataDirLockedError);
    expect((second as Error).message).toContain(
      `Another InspectHub server is already using the data directory ${dir}`,
    );
    await release();
    const again = await lockDataDir(dir, fail);
    await again();
  });

  it('is taken at once after its owner was killed with SIGKILL, and refused while the owner lives', async () => {
    const dir = freshDir();
    const holder = spawn(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'test-support/hold-data-dir-lock.ts'), dir],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let output = '';
    holder.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    while (!output.includes('locked')) {
      const event: unknown[] = await Promise.race([
        once(holder.stdout, 'data'),
        once(holder, 'exit'),
      ]);
      if (typeof event[0] === 'number') throw new Error(`lock holder exited with ${event[0]}`);
    }

    await expect(lockDataDir(dir, fail)).rejects.toBeInstanceOf(DataDirLockedError);

    holder.kill('SIGKILL');
    await once(holder, 'exit');
    const started = Date.now();
    const release = await lockDataDir(dir, fail);
    // Without the owner check this waited for the 15 s staleness window (or refused).
    expect(Date.now() - started).toBeLessThan(5_000);
    await release();
  }, 30_000);
});

describe('loadAuthSecret', () => {
  it('prefers AUTH_SECRET from the environment and writes nothing', () => {
    const dir = freshDir();
    expect(loadAuthSecret(dir, 'x'.repeat(40))).toBe('x'.repeat(40));
    expect(existsSync(join(dir, 'auth-secret'))).toBe(false);
  });

  it('generates a secret once, private to the owner, and reuses it', () => {
    const dir = freshDir();
    const first = loadAuthSecret(dir, undefined);
    expect(first.length).toBeGreaterThanOrEqual(40);
    expect(statSync(join(dir, 'auth-secret')).mode & 0o777).toBe(0o600);
    expect(loadAuthSecret(dir, undefined)).toBe(first);
    expect(readFileSync(join(dir, 'auth-secret'), 'utf8').trim()).toBe(first);
    expect(loadAuthSecret(freshDir(), undefined)).not.toBe(first);
  });
});
