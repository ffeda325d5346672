import { sql, type SQL } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { openPgliteClient, type Database } from '../db/client';
import { createInspection } from './inspections';
import { leasePgliteDatabase } from './pglite-pool';
import { migratedTemplate } from './pglite-template';
import { createTenant, createUser } from './users';

/** The rows a statement answers (the shared Db type leaves them untyped). */
async function rows<T>(database: Database, statement: SQL): Promise<T[]> {
  const result: unknown = await database.db.execute(statement);
  return (result as { rows: T[] }).rows;
}

const openFresh = async () =>
  openPgliteClient({ kind: 'pglite', loadDataDir: await migratedTemplate() });

/** Every row of every app table and every sequence's position, as one text. */
async function contents(database: Database): Promise<string> {
  const tables = await rows<{ name: string }>(
    database,
    sql`
    SELECT format('%I.%I', n.nspname, c.relname) AS name FROM pg_class c
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind = 'r' AND n.nspname NOT IN ('pg_catalog', 'information_schema')
      AND n.nspname NOT LIKE 'pg_toast%' ORDER BY 1`,
  );
  const parts: string[] = [];
  for (const { name } of tables) {
    const [table] = await rows<{ json: string | null }>(
      database,
      sql.raw(`SELECT json_agg(t ORDER BY t::text)::text AS json FROM ${name} t`),
    );
    parts.push(`${name}: ${table?.json ?? '[]'}`);
  }
  const [sequences] = await rows<{ s: string }>(
    database,
    sql`SELECT string_agg(sequencename || '=' || coalesce(last_value::text, 'unused'), ',' ORDER BY sequencename) AS s FROM pg_sequences`,
  );
  return [...parts, sequences!.s].join('\n');
}

describe('the pool of test databases', () => {
  test('a database given back is handed out again exactly as the template: rows, sequences, session', async () => {
    const fresh = await leasePgliteDatabase(openFresh);
    const before = await contents(fresh);
    // What tests leave behind: rows in many tables (triggers fill others), a second tenant,
    // a session setting, a temporary table, an advisory lock.
    const tenant = await createTenant(fresh.db);
    const user = await createUser(fresh.db, { role: 'ADMIN' });
    await createUser(fresh.db, { tenantId: tenant.id });
    await createInspection(fresh.db, { inspectorUserId: user.id });
    await fresh.db.execute(sql`SET TIME ZONE 'Pacific/Auckland'`);
    await fresh.db.execute(sql`CREATE TEMP TABLE left_behind (id int)`);
    await fresh.db.execute(sql`SELECT pg_advisory_lock(42)`);
    expect(await contents(fresh)).not.toBe(before);
    await fresh.close();

    const reused = await leasePgliteDatabase(() => {
      throw new Error('a new database was opened instead of the one given back');
    });
    expect(await contents(reused)).toBe(before);
    expect(await rows(reused, sql`SELECT current_setting('TimeZone') AS zone`)).not.toEqual([
      { zone: 'Pacific/Auckland' },
    ]);
    expect(await rows(reused, sql`SELECT to_regclass('left_behind') AS t`)).toEqual([{ t: null }]);
    expect(await rows(reused, sql`SELECT pg_try_advisory_lock(42) AS locked`)).toEqual([
      { locked: true },
    ]);
    await reused.close();
  });

  test('a closed database refuses queries, as a closed PGlite does, though its client lives on', async () => {
    const database = await leasePgliteDatabase(openFresh);
    await database.close();
    const refused = await database.db.execute(sql`SELECT 1`).catch((error: Error) => error);
    expect((refused as Error).cause).toEqual(new Error('PGlite is closed'));
    const next = await leasePgliteDatabase(openFresh);
    expect(await rows(next, sql`SELECT 1 AS one`)).toEqual([{ one: 1 }]);
    await next.close();
  });

  test('a database whose schema a test changed is closed, never handed out again', async () => {
    const changed = await leasePgliteDatabase(openFresh);
    await changed.db.execute(sql`ALTER TABLE users ADD COLUMN left_behind int`);
    await changed.close();
    // The pool keeps at most two idle databases: three leases at once take every one of them.
    const next = await Promise.all([1, 2, 3].map(() => leasePgliteDatabase(openFresh)));
    const column = sql`SELECT 1 FROM information_schema.columns WHERE column_name = 'left_behind'`;
    for (const database of next) expect(await rows(database, column)).toEqual([]);
    await Promise.all(next.map((database) => database.close()));
  });
});
