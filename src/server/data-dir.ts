import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';

export class DataDirLockedError extends Error {
  constructor(dataDir: string) {
    super(
      `Another InspectHub server is already using the data directory ${dataDir}. ` +
        'Stop it first, or start this one with a different DATA_DIR.',
    );
  }
}

/**
 * Takes an exclusive lock on DATA_DIR for the life of the process. PGlite
 * does not lock its files, and two processes on one directory lose data.
 * The lock is refreshed while we run, and its owner (host, PID and the
 * process's start time) is written beside it: when that process is gone, as
 * after `kill -9` or a power cut, the next start takes the lock at once
 * instead of waiting for it to go stale (issue 11).
 */
export async function lockDataDir(
  dataDir: string,
  onLost: (error: Error) => void,
): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, 'server.lock');
  const ownerPath = join(dataDir, 'server.lock.owner');
  const take = () =>
    lockfile.lock(dataDir, {
      lockfilePath: lockPath,
      stale: 15_000,
      update: 5_000,
      realpath: false,
      onCompromised: onLost,
    });
  let release: () => Promise<void>;
  try {
    release = await take();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    if (!ownerIsGone(ownerPath)) throw new DataDirLockedError(dataDir);
    rmSync(lockPath, { recursive: true, force: true });
    try {
      release = await take();
    } catch (retryError) {
      if ((retryError as NodeJS.ErrnoException).code === 'ELOCKED') {
        throw new DataDirLockedError(dataDir);
      }
      throw retryError;
    }
  }
  writeFileSync(ownerPath, JSON.stringify(currentOwner()));
  return async () => {
    rmSync(ownerPath, { force: true });
    await release();
  };
}

type LockOwner = { host: string; pid: number; started: string | null };

function currentOwner(): LockOwner {
  return { host: hostname(), pid: process.pid, started: processStart(process.pid) };
}

/** The process's start time in clock ticks since boot (Linux), so a reused PID is not mistaken for the owner. */
function processStart(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** True only when the lock's recorded owner ran on this host and is certainly no longer running. */
function ownerIsGone(ownerPath: string): boolean {
  let owner: LockOwner;
  try {
    owner = JSON.parse(readFileSync(ownerPath, 'utf8')) as LockOwner;
  } catch {
    return false; // No owner record (an older server, or one still starting): wait for staleness.
  }
  if (owner.host !== hostname()) return false;
  try {
    process.kill(owner.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
  // A live process with that PID: the owner only if it started when the owner did.
  const started = processStart(owner.pid);
  return started !== null && owner.started !== null && started !== owner.started;
}

/** AUTH_SECRET from the environment, else one generated once and kept in DATA_DIR. */
export function loadAuthSecret(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = join(dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}
