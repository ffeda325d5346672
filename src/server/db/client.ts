import { mkdirSync } from 'node:fs';
import { fromProjectRoot } from '../lib/project-root';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import {
  CACHE_CHANNEL,
  createChangeFeed,
  listenOnConnect,
  listenOnPostgres,
  registerChangeFeed,
} from './change-feed';
import { guardRootQueriesInTransactions } from './pglite-transaction-guard';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** Both drivers expose the same PostgreSQL query builder; code depends on this type only. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type Database = {
  db: Db;
  driver: 'pglite' | 'postgres';
  migrate: () => Promise<void>;
  /** Raw SQL through the driver, bypassing Drizzle (benchmarks measure the floor with it). */
  query: (text: string, params: unknown[]) => Promise<unknown>;
  ping: () => Promise<void>;
  close: () => Promise<void>;
};

const migrationsFolder = fromProjectRoot('drizzle');

/** postgresql.conf lines for a PGlite server (not for in-memory test databases). */
export const PGLITE_SERVER_SETTINGS = [
  'shared_buffers = 16MB',
  'work_mem = 2MB',
  'maintenance_work_mem = 16MB',
  'temp_buffers = 2MB',
  'wal_buffers = 1MB',
];

export type DatabaseOptions =
  // No dataDir: in memory (tests); loadDataDir starts from a dump (a migrated template, tests).
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; maxConnections?: number };

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.kind === 'postgres') {
    // In-process caches hear of changes from every server (issue 17, change-feed.ts).
    const feed = createChangeFeed();
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.maxConnections ?? 10,
      // pg-pool runs it before a new connection's first use (missing from @types/pg).
      ...({ onConnect: listenOnConnect(feed) } as object),
    });
    // A pooled connection that the server ends (a restart, an administrator, a dropped
    // network) is an 'error' on the pool: without a listener it would crash the process.
    // The pool has already dropped that connection; the next query opens a new one.
    pool.on('error', (error) => {
      process.emitWarning(`PostgreSQL closed a pooled connection: ${error.message}`);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    registerChangeFeed(db, feed);
    const listener = listenOnPostgres(options.url, feed);
    await listener.ready();
    return {
      db,
      driver: 'postgres',
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
      query: (text, params) => pool.query(text, params),
      ping: async () => void (await db.execute(sql`select 1`)),
      close: async () => {
        await feed.close();
        await listener.stop();
        await pool.end();
      },
    };
  }
  const client = await openPgliteClient(options);
  return databaseOnPglite(client, () => client.close());
}

/** A PGlite client as openDatabase opens one: its extensions, settings and transaction guard. */
export async function openPgliteClient(
  options: Extract<DatabaseOptions, { kind: 'pglite' }>,
): Promise<PGlite> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  // btree_gist: the schedule's exclusion constraint compares ids and time ranges in one index.
  // pg_trgm and unaccent: record search (drizzle/0031_record_search.sql).
  const client = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { btree_gist, pg_trgm, unaccent },
    // A server's embedded database: smaller caches than PostgreSQL's defaults (shared_buffers
    // 128MB lives inside PGlite's WebAssembly memory and never shrinks). The OS page cache
    // still holds the files. Idle RSS 431 -> 349 MB (docs/performance.md, "PGlite memory").
    ...(options.dataDir ? { postgresqlconf: PGLITE_SERVER_SETTINGS } : {}),
  });
  guardRootQueriesInTransactions(client);
  return client;
}

/**
 * The Database over an open PGlite client. Closing it stops its change feed and then calls
 * `release`, which closes the client (and with it the listener), or, for the tests' pool of
 * in-memory databases (test-support/test-database.ts), stops listening and resets it for the
 * next test file.
 */
export async function databaseOnPglite(
  client: PGlite,
  release: (unlisten: () => Promise<void>) => Promise<void>,
): Promise<Database> {
  const pgliteDb = drizzlePglite(client, { schema });
  const db = pgliteDb as unknown as Db;
  // One server on its own database: PGlite delivers a notification before the statement
  // that caused it returns, so the caches are always told in time.
  const feed = createChangeFeedFor(db);
  const unlisten = await client.listen(CACHE_CHANNEL, (payload) => feed.emit(payload));
  feed.setLive(true);
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    query: (text, params) => client.query(text, params),
    ping: async () => void (await db.execute(sql`select 1`)),
    close: async () => {
      await feed.close();
      await release(unlisten);
    },
  };
}

function createChangeFeedFor(db: Db) {
  const feed = createChangeFeed();
  registerChangeFeed(db, feed);
  return feed;
}
