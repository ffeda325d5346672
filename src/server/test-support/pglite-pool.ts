import type { PGlite } from '@electric-sql/pglite';
import { databaseOnPglite, type Database } from '../db/client';

/**
 * In-memory PGlite databases handed from one test file to the next in a Vitest worker
 * (docs/decisions/026-reused-test-databases.md). Opening one from the migrated template costs
 * about 1.3 s of CPU (the 63 MB template read and unpacked, then PostgreSQL started); a file
 * that closes its database gives it back, and the next file gets it reset to the template's
 * exact rows and sequence values, in tens of milliseconds. A database whose schema a test
 * changed, or whose reset fails, is closed instead and never handed out again.
 */

type Snapshot = {
  /** Every table of the app's schemas, quoted. */
  tables: string[];
  /** The template's rows of the tables it fills, with the columns to insert them into. */
  rows: { table: string; columns: string; json: string }[];
  /** `SELECT setval(...), ...` that puts every sequence back where the template had it. */
  sequences: string;
  schema: string;
};

const APP_SCHEMAS = `n.nspname NOT IN ('pg_catalog', 'information_schema', 'drizzle')
  AND n.nspname NOT LIKE 'pg_toast%' AND n.nspname NOT LIKE 'pg_temp%'`;

/** A digest of everything DDL can change; a reset only restores rows and sequences. */
const SCHEMA_DIGEST = `SELECT md5(string_agg(item, ',' ORDER BY item)) AS digest FROM (
  SELECT 'c' || c.oid || c.relname || c.relkind::text || c.relnatts || c.relrowsecurity || coalesce(c.relacl::text, '')
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE ${APP_SCHEMAS}
  UNION ALL SELECT 'a' || a.attrelid || a.attnum || a.attname || a.atttypid || a.attnotnull || a.attisdropped
    FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE a.attnum > 0 AND ${APP_SCHEMAS}
  UNION ALL SELECT 'd' || d.oid || md5(pg_get_expr(d.adbin, d.adrelid)) FROM pg_attrdef d
  UNION ALL SELECT 't' || t.oid || t.tgenabled::text FROM pg_trigger t
  UNION ALL SELECT 'k' || oid FROM pg_constraint
  UNION ALL SELECT 'p' || p.oid || md5(p.prosrc) FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE ${APP_SCHEMAS}
  UNION ALL SELECT 'n' || n.oid || n.nspname FROM pg_namespace n WHERE ${APP_SCHEMAS}
  UNION ALL SELECT 'e' || oid FROM pg_extension
  UNION ALL SELECT 'r' || oid FROM pg_roles
  UNION ALL SELECT 'y' || oid FROM pg_policy
  UNION ALL SELECT 's' || seqrelid || seqincrement || seqmin || seqmax || seqcycle FROM pg_sequence
  UNION ALL SELECT 'g' || setdatabase || array_to_string(setconfig, ';') FROM pg_db_role_setting
) AS items (item)`;

async function schemaDigest(client: PGlite): Promise<string> {
  const { rows } = await client.query<{ digest: string }>(SCHEMA_DIGEST);
  return rows[0]!.digest;
}

/** Read once, from a database fresh from the template, before any test has used it. */
async function takeSnapshot(client: PGlite): Promise<Snapshot> {
  const { rows: tables } = await client.query<{ name: string; columns: string }>(
    `SELECT format('%I.%I', n.nspname, c.relname) AS name,
       (SELECT string_agg(format('%I', a.attname), ', ' ORDER BY a.attnum) FROM pg_attribute a
         WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '') AS columns
     FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.relkind = 'r' AND ${APP_SCHEMAS} ORDER BY 1`,
  );
  const rows: Snapshot['rows'] = [];
  for (const { name, columns } of tables) {
    const { rows: found } = await client.query<{ json: string | null }>(
      `SELECT json_agg(t)::text AS json FROM ${name} t`,
    );
    if (found[0]?.json) rows.push({ table: name, columns, json: found[0].json });
  }
  const { rows: sequences } = await client.query<{ name: string; value: string; called: boolean }>(
    `SELECT quote_literal(format('%I.%I', schemaname, sequencename)) AS name,
       coalesce(last_value, start_value)::text AS value, last_value IS NOT NULL AS called
     FROM pg_sequences WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`,
  );
  return {
    tables: tables.map((table) => table.name),
    rows,
    sequences:
      sequences.length === 0
        ? ''
        : `SELECT ${sequences.map((s) => `setval(${s.name}, ${s.value}, ${s.called})`).join(', ')}`,
    schema: await schemaDigest(client),
  };
}

/** Back to the template's rows and sequences, and a session as new. */
async function reset(client: PGlite, snapshot: Snapshot) {
  for (const statement of ['RESET ALL', 'DEALLOCATE ALL', 'DISCARD TEMP', 'UNLISTEN *'])
    await client.exec(statement);
  if ((await schemaDigest(client)) !== snapshot.schema)
    throw new Error('A test changed the schema: this database is not reused.');
  await client.query('SELECT pg_advisory_unlock_all()');
  const { rows: filled } = await client.query<{ name: string }>(
    snapshot.tables
      .map(
        (table) =>
          `SELECT '${table.replaceAll("'", "''")}' AS name WHERE EXISTS (SELECT FROM ${table})`,
      )
      .join(' UNION ALL '),
  );
  const emptied = new Set([...filled.map((row) => row.name), ...snapshot.rows.map((r) => r.table)]);
  await client.transaction(async (tx) => {
    // Replica role: the template's rows go back as they were, with no trigger adding to them.
    await tx.exec('SET LOCAL session_replication_role = replica');
    if (emptied.size > 0) await tx.exec(`TRUNCATE ${[...emptied].join(', ')} CASCADE`);
    for (const { table, columns, json } of snapshot.rows)
      await tx.query(
        `INSERT INTO ${table} (${columns}) OVERRIDING SYSTEM VALUE
         SELECT ${columns} FROM json_populate_recordset(null::${table}, $1::json)`,
        [json],
      );
    if (snapshot.sequences) await tx.exec(snapshot.sequences);
  });
}

/** Calls on the client after the file closed its database fail, as on a closed PGlite. */
function lease(client: PGlite) {
  let ended = false;
  const view = new Proxy(client, {
    get(target, property) {
      if (property === 'closed') return ended || target.closed;
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (ended) throw new Error('PGlite is closed');
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { view, end: () => (ended = true) };
}

const idle: PGlite[] = [];
const MAX_IDLE = 2;
let snapshot: Promise<Snapshot> | undefined;
/** A reset that takes longer has met a transaction a test left open: that database is dropped. */
const RESET_LIMIT_MS = 10_000;

/**
 * A database in the template's state: a reset one from the pool, or a new one from `open`.
 * Its `close()` gives it back.
 */
export async function leasePgliteDatabase(open: () => Promise<PGlite>): Promise<Database> {
  let client = idle.pop();
  if (!client) {
    client = await open();
    const fresh = client;
    snapshot ??= takeSnapshot(fresh).catch((error: unknown) => {
      snapshot = undefined;
      throw error;
    });
    await snapshot;
  }
  const pooled = client;
  const { view, end } = lease(pooled);
  let released = false;
  return databaseOnPglite(view, async (unlisten) => {
    if (released) return;
    released = true;
    await unlisten().catch(() => undefined);
    end();
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        reset(pooled, await snapshot!),
        new Promise((_, reject) => {
          timer = setTimeout(() => reject(new Error('reset timed out')), RESET_LIMIT_MS);
        }),
      ]);
      if (idle.length < MAX_IDLE) idle.push(pooled);
      else await pooled.close();
    } catch {
      await pooled.close().catch(() => undefined);
    } finally {
      clearTimeout(timer);
    }
  });
}
