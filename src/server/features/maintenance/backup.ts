import { execFile } from 'node:child_process';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { BACKUPS_KEPT } from '@/shared/settings/maintenance';
import type { Db } from '@/server/db/client';
import { databaseBackups } from '@/server/db/schema/index';
import type { Storage } from '@/server/storage/storage';

const run = promisify(execFile);
const NAME = /^inspecthub-backup-\d{8}-\d{6}(-\d+)?\.(tar\.gz|dump)$/;
/** Failed attempts kept (as rows without a file) besides the kept backups. */
const FAILURES_KEPT = 20;

export type BackupFile = { name: string; size: number; createdAt: string };
export type BackupOutcome =
  { ok: true; at: string; file: BackupFile } | { ok: false; at: string; error: string };
export type BackupTrigger = 'manual' | 'automatic';

/** Only names this module writes; anything else (../, other files) is refused. */
export function isBackupName(name: string) {
  return NAME.test(name);
}

/** Where a backup lives in storage (shared by every server instance). */
export const backupKey = (name: string) => `backups/${name}`;

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

/** Dumps the database into storage under backups/<base>.<ext>; returns the name and size. */
async function writeDump(db: Db, storage: Storage, base: string) {
  const client = clientOf(db);
  if (client && typeof (client as PgliteLike).dumpDataDir === 'function') {
    const name = `${base}.tar.gz`;
    const blob = await (client as PgliteLike).dumpDataDir('gzip');
    const { size } = await storage.putFile(backupKey(name), Buffer.from(await blob.arrayBuffer()));
    return { name, size };
  }
  const url = (client as PoolLike | undefined)?.options?.connectionString;
  if (!url) throw new Error('The database connection string is unknown, so pg_dump cannot run.');
  const name = `${base}.dump`;
  // pg_dump writes a local file first (it needs a seekable target); it then goes to storage.
  const scratch = await mkdtemp(join(tmpdir(), 'inspecthub-backup-'));
  try {
    const file = join(scratch, name);
    try {
      // The URL goes through the environment, not argv, so `ps` does not show its password.
      await run('pg_dump', ['--format=custom', `--file=${file}`], {
        env: { ...process.env, ...libpqEnvironment(url) },
        timeout: 30 * 60_000,
        maxBuffer: 10 * 1024 * 1024,
      });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT')
        throw new Error('pg_dump not found: install the PostgreSQL client tools on this server.');
      throw new Error(
        `pg_dump failed: ${(error as { stderr?: string }).stderr?.trim() || String(error)}`,
      );
    }
    const { size } = await storage.putFile(backupKey(name), createReadStream(file));
    return { name, size };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

const toFile = (row: { name: string | null; size: number | null; createdAt: Date }) => ({
  name: row.name ?? '',
  size: row.size ?? 0,
  createdAt: row.createdAt.toISOString(),
});

/** The kept backups, newest first. */
export async function listBackups(db: Db): Promise<BackupFile[]> {
  const rows = await db
    .select()
    .from(databaseBackups)
    .where(eq(databaseBackups.ok, true))
    .orderBy(desc(databaseBackups.createdAt), desc(databaseBackups.name));
  return rows.map(toFile);
}

/** One kept backup by name, or null. */
export async function findBackup(db: Db, name: string): Promise<BackupFile | null> {
  if (!isBackupName(name)) return null;
  const [row] = await db
    .select()
    .from(databaseBackups)
    .where(and(eq(databaseBackups.name, name), eq(databaseBackups.ok, true)));
  return row ? toFile(row) : null;
}

/** Removes all but the newest `keep` backups (files and rows); returns the names removed. */
export async function pruneBackups(db: Db, storage: Storage, keep = BACKUPS_KEPT) {
  const stale = (await listBackups(db)).slice(keep).map((b) => b.name);
  for (const name of stale) await storage.deleteFile(backupKey(name));
  if (stale.length > 0)
    await db.delete(databaseBackups).where(inArray(databaseBackups.name, stale));
  const oldFailures = await db
    .select({ id: databaseBackups.id })
    .from(databaseBackups)
    .where(eq(databaseBackups.ok, false))
    .orderBy(desc(databaseBackups.createdAt))
    .offset(FAILURES_KEPT);
  if (oldFailures.length > 0)
    await db.delete(databaseBackups).where(
      inArray(
        databaseBackups.id,
        oldFailures.map((f) => f.id),
      ),
    );
  return stale;
}

export async function readLastBackupOutcome(db: Db): Promise<BackupOutcome | null> {
  const [row] = await db
    .select()
    .from(databaseBackups)
    .orderBy(desc(databaseBackups.createdAt))
    .limit(1);
  if (!row) return null;
  const at = row.createdAt.toISOString();
  return row.ok ? { ok: true, at, file: toFile(row) } : { ok: false, at, error: row.error ?? '' };
}

/**
 * Takes a full database backup into storage, keeps the newest BACKUPS_KEPT
 * and records the outcome (read by the Maintenance tab). Callers hold the
 * 'maintenance:backup' lease so two servers never dump at once.
 */
export async function createBackup(
  db: Db,
  storage: Storage,
  now: Date,
  trigger: BackupTrigger,
  createdBy: string | null = null,
): Promise<BackupOutcome> {
  const existing = new Set((await listBackups(db)).map((b) => b.name.split('.')[0]));
  let base = `inspecthub-backup-${stampOf(now)}`;
  for (let n = 2; existing.has(base); n++) base = `inspecthub-backup-${stampOf(now)}-${n}`;
  try {
    const { name, size } = await writeDump(db, storage, base);
    await db
      .insert(databaseBackups)
      .values({ name, size, ok: true, trigger, createdBy, createdAt: now });
    await pruneBackups(db, storage);
    return { ok: true, at: now.toISOString(), file: { name, size, createdAt: now.toISOString() } };
  } catch (error) {
    const message = (error as Error).message;
    await db
      .insert(databaseBackups)
      .values({ ok: false, error: message, trigger, createdBy, createdAt: now });
    return { ok: false, at: now.toISOString(), error: message };
  }
}
