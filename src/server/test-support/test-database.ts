import pg from 'pg';
import { DEFAULT_TENANT_ID } from '@/shared/roles';
import { openDatabase, openPgliteClient, type Database } from '../db/client';
import { ensureDefaultMatrix } from '../features/permissions/service';
import { leasePgliteDatabase } from './pglite-pool';
import { migratedTemplate, migrationsHash } from './pglite-template';
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
