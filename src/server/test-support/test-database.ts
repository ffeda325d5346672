import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { DEFAULT_TENANT_ID } from '@/shared/roles';
import { openDatabase, openPgliteClient, type Database } from '../db/client';
import { ensureDefaultMatrix } from '../features/permissions/service';
import { leasePgliteDatabase } from './pglite-pool';
import { createScratchDatabase } from './scratch-postgres';

/**
 * A fresh, migrated database for one test file: in-memory PGlite (one a file before in this
 * worker closed, reset to the template: pglite-pool.ts), or, when
 * the PostgreSQL pass runs (TEST_DB_DRIVER=postgres), a new database on
 * TEST_DATABASE_URL that is dropped again on close.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  const database =
    process.env.TEST_DB_DRIVER === 'postgres' && url
      ? await openScratchPostgres(url)
      : await leasePgliteDatabase(async () =>
          openPgliteClient({ kind: 'pglite', loadDataDir: await migratedTemplate() }),
        );
  await database.migrate(); // a no-op on the template, unless a migration is newer than it
  await ensureDefaultMatrix(database.db, DEFAULT_TENANT_ID);
  return database;
}

async function openScratchPostgres(url: string): Promise<Database> {
  const template = await migratedPostgresTemplate(url);
  const scratch = await createScratchDatabase(url, 'inspecthub_test', { template });
  const database = await openDatabase({ kind: 'postgres', url: scratch.url, maxConnections: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}

/**
 * A PGlite data directory with every migration applied, made once per set of
 * migrations and kept in the temporary folder. Starting from it takes about a
 * quarter of the time of initdb plus migrating, once per test file.
 */
export function migratedTemplate(): Promise<Blob> {
  // Kept per worker: every test file of the worker reads the same bytes (a Blob is immutable).
  template ??= readOrMakeTemplate().catch((error: unknown) => {
    template = undefined; // the next file tries again
    throw error;
  });
  return template;
}
let template: Promise<Blob> | undefined;

async function readOrMakeTemplate(): Promise<Blob> {
  const path = join(tmpdir(), `inspecthub-pglite-template-${migrationsHash()}.tar`);
  const kept = await readFile(path).catch(() => null);
  if (kept) return new Blob([new Uint8Array(kept)]);
  const fresh = await openDatabase({ kind: 'pglite' });
  // Migrations only: the role matrix comes from code (ensureDefaultMatrix, per test database),
  // so a changed default is never hidden by a template made before it.
  await fresh.migrate();
  const client = (fresh.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } })
    .$client;
  // A checkpoint first, so a database opened from the copy has no WAL to replay: about a
  // quarter quicker to open, once per test file.
  await fresh.db.execute(sql`CHECKPOINT`);
  const dump = await client.dumpDataDir('none');
  await fresh.close();
  // Written aside and renamed, so a parallel worker never reads half a file.
  const partial = `${path}.${process.pid}.${Date.now()}`;
  await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
  await rename(partial, path);
  return dump;
}

/**
 * The PostgreSQL pass's counterpart of migratedTemplate: a database with every migration
 * applied, made once per set of migrations (under an advisory lock, as the workers start
 * together) and copied by CREATE DATABASE ... TEMPLATE for each test file, which is much
 * quicker than migrating each one. Templates of older migration sets are dropped.
 */
async function migratedPostgresTemplate(url: string): Promise<string> {
  const name = `inspecthub_template_${migrationsHash()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const existing = await admin.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE datname LIKE 'inspecthub_template_%'`,
    );
    for (const { datname } of existing.rows)
      if (datname !== name) await admin.query(`DROP DATABASE IF EXISTS ${datname}`);
    if (!existing.rows.some((row) => row.datname === name)) {
      await admin.query(`CREATE DATABASE ${name}`);
      const target = new URL(url);
      target.pathname = `/${name}`;
      const fresh = await openDatabase({
        kind: 'postgres',
        url: target.toString(),
        maxConnections: 1,
      });
      try {
        await fresh.migrate();
      } catch (error) {
        await fresh.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name}`);
        throw error;
      }
      await fresh.close();
    }
    return name;
  } finally {
    await admin.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => undefined);
    await admin.end();
  }
}
const TEMPLATE_LOCK = 4_815_162_342;

const TEMPLATE_FORMAT = 'checkpointed-2';
let hash: string | undefined;
function migrationsHash() {
  if (hash) return hash;
  const folder = join(import.meta.dirname, '../../../drizzle');
  const digest = createHash('sha256');
  // How the template is made counts too: a change to it (the checkpoint) makes new ones.
  digest.update(TEMPLATE_FORMAT);
  for (const name of readdirSync(folder, { recursive: true }).map(String).sort()) {
    if (name.endsWith('.sql') || name.endsWith('.json')) {
      digest.update(name);
      digest.update(readFileSync(join(folder, name)));
    }
  }
  hash = digest.digest('hex').slice(0, 16);
  return hash;
}
