import { execFile } from 'node:child_process';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { BACKUPS_KEPT } from '../../../shared/settings/maintenance';
import type { Db } from '../../db/client';

const run = promisify(execFile);
const NAME = /^inspecthub-backup-\d{8}-\d{6}(-\d+)?\.(tar\.gz|dump)$/;
const STATUS_FILE = 'last-backup.json';

export type BackupFile = { name: string; size: number; createdAt: string };
export type BackupOutcome =
  { ok: true; at: string; file: BackupFile } | { ok: false; at: string; error: string };

export const backupDirectory = (dataDir: string) => join(dataDir, 'backups');

/** Only names this module writes; anything else (../, other files) is refused. */
export function isBackupName(name: string) {
  return NAME.test(name);
}

function stampOf(now: Date) {
  const iso = now.toISOString(); // UTC in the name: sortable and unambiguous across BST changes
  return `${iso.slice(0, 10).replace(/-/g, '')}-${iso.slice(11, 19).replace(/:/g, '')}`;
}

type PgliteLike = { dumpDataDir: (compression?: 'gzip' | 'none' | 'auto') => Promise<Blob> };
type PoolLike = { options?: { connectionString?: string } };

/** The driver's client behind Drizzle (`$client`): PGlite can dump itself, PostgreSQL needs pg_dump. */
function clientOf(db: Db): unknown {
  return (db as unknown as { $client?: unknown }).$client;
}

/** The libpq variables for a postgres:// URL (the password stays out of argv and `ps`). */
export function libpqEnvironment(url: string): Record<string, string> {
  const parsed = new URL(url);
  const env: Record<string, string> = {
    PGHOST: decodeURIComponent(parsed.hostname),
    PGDATABASE: decodeURIComponent(parsed.pathname.replace(/^\//, '')),
  };
  if (parsed.port) env.PGPORT = parsed.port;
  if (parsed.username) env.PGUSER = decodeURIComponent(parsed.username);
  if (parsed.password) env.PGPASSWORD = decodeURIComponent(parsed.password);
  const sslmode = parsed.searchParams.get('sslmode');
  if (sslmode) env.PGSSLMODE = sslmode;
  return env;
}

async function writeDump(db: Db, directory: string, base: string): Promise<string> {
  const client = clientOf(db);
  if (client && typeof (client as PgliteLike).dumpDataDir === 'function') {
    const name = `${base}.tar.gz`;
    const blob = await (client as PgliteLike).dumpDataDir('gzip');
    await writeFile(join(directory, name), Buffer.from(await blob.arrayBuffer()));
    return name;
  }
  const url = (client as PoolLike | undefined)?.options?.connectionString;
  if (!url) throw new Error('The database connection string is unknown, so pg_dump cannot run.');
  const name = `${base}.dump`;
  try {
    // The URL goes through the environment, not argv, so `ps` does not show its password.
    await run('pg_dump', ['--format=custom', `--file=${join(directory, name)}`], {
      env: { ...process.env, ...libpqEnvironment(url) },
      timeout: 30 * 60_000,
      maxBuffer: 10 * 1024 * 1024,
    });
  } catch (error) {
    await rm(join(directory, name), { force: true });
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new Error('pg_dump not found: install the PostgreSQL client tools on this server.');
    throw new Error(
      `pg_dump failed: ${(error as { stderr?: string }).stderr?.trim() || String(error)}`,
    );
  }
  return name;
}

/** The kept backups, newest first. */
export async function listBackups(dataDir: string): Promise<BackupFile[]> {
  const directory = backupDirectory(dataDir);
  const names = await readdir(directory).catch(() => [] as string[]);
  const files = await Promise.all(
    names.filter(isBackupName).map(async (name) => {
      const info = await stat(join(directory, name));
      return { name, size: info.size, createdAt: info.mtime.toISOString() };
    }),
  );
  return files.sort((a, b) => b.name.localeCompare(a.name));
}

/** Removes all but the newest `keep` backups; returns the names removed. */
export async function pruneBackups(dataDir: string, keep = BACKUPS_KEPT): Promise<string[]> {
  const stale = (await listBackups(dataDir)).slice(keep).map((b) => b.name);
  await Promise.all(stale.map((name) => rm(join(backupDirectory(dataDir), name), { force: true })));
  return stale;
}

export async function readLastBackupOutcome(dataDir: string): Promise<BackupOutcome | null> {
  try {
    return JSON.parse(
      await readFile(join(backupDirectory(dataDir), STATUS_FILE), 'utf8'),
    ) as BackupOutcome;
  } catch {
    return null;
  }
}

/**
 * Takes a full database backup into DATA_DIR/backups, keeps the newest
 * BACKUPS_KEPT and records the outcome (read by the Maintenance tab). Callers
 * hold the 'maintenance:backup' lease so two servers never dump at once.
 */
export async function createBackup(db: Db, dataDir: string, now: Date): Promise<BackupOutcome> {
  const directory = backupDirectory(dataDir);
  await mkdir(directory, { recursive: true });
  const existing = new Set((await listBackups(dataDir)).map((b) => b.name.split('.')[0]));
  let base = `inspecthub-backup-${stampOf(now)}`;
  for (let n = 2; existing.has(base); n++) base = `inspecthub-backup-${stampOf(now)}-${n}`;
  let outcome: BackupOutcome;
  try {
    const name = await writeDump(db, directory, base);
    await pruneBackups(dataDir);
    const info = await stat(join(directory, name));
    outcome = {
      ok: true,
      at: now.toISOString(),
      file: { name, size: info.size, createdAt: info.mtime.toISOString() },
    };
  } catch (error) {
    outcome = { ok: false, at: now.toISOString(), error: (error as Error).message };
  }
  await writeFile(join(directory, STATUS_FILE), JSON.stringify(outcome));
  return outcome;
}
