import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../db/client';

type Returning = Record<string, PgColumn>;
type Returned<R extends Returning> = { [K in keyof R]: R[K]['_']['data'] };

/**
 * Inserts many rows into `table` with ONE statement and one parameter per column:
 *
 *   insert into t (a, b, c)
 *   select u.a::uuid, u.b::integer, u.c::jsonb
 *   from unnest($1::text[], $2::text[], $3::text[]) with ordinality as u(a, b, c, n)
 *   order by u.n
 *   returning ...
 *
 * Every column travels as a text array (the driver sends one array literal per column)
 * and is cast to the column's SQL type in the SELECT, so the statement text is the same
 * for 10 rows or 10,000 and neither Drizzle nor PostgreSQL builds or parses a parameter
 * per cell (a multi-row VALUES list of 1,000 rows x 50 columns is 50,000 parameters).
 * Rows are inserted, and returned, in the order given (`order by u.n`), so `returning`
 * row i belongs to `rows[i]`. Statement-level triggers fire once, as for any INSERT.
 *
 * Values shared by every row (`same`) go once, as scalar parameters; per-row values may
 * come as one array per column (`columns`) so the caller need not build a merged object
 * per row (100,000 spreads of a 60-key object cost seconds of CPU and garbage).
 * Values go through each column's own `mapToDriverValue` (dates, JSON) as Drizzle's
 * insert does; `$defaultFn` columns are filled per row. A column no row gives is left to
 * its database default. A column some rows give and others leave `undefined` takes its
 * JavaScript `.default(...)` when it has one, else NULL (an SQL default such as `now()`
 * cannot be chosen per row: give those columns in every row or in none). Array-typed
 * columns are not supported (unnest would flatten them).
 */
export type BulkInsertOptions<R extends Returning> = {
  /** Columns to return, by key: `returning[i]` belongs to `rows[i]`. */
  returning?: R;
  /** Values every row shares, sent once each as a scalar parameter (and not copied into each row). */
  same?: Record<string, unknown>;
  /** Per-row values as one array per column (`columns.x[i]` for `rows[i]`), over the rows' own keys. */
  columns?: Record<string, readonly unknown[]>;
};

export async function bulkInsert<R extends Returning = Record<string, never>>(
  db: Db | Tx,
  table: PgTable,
  rows: readonly Record<string, unknown>[],
  options: BulkInsertOptions<R> = {},
): Promise<Returned<R>[]> {
  if (rows.length === 0) return [];
  const { returning, same = {}, columns: given = {} } = options;
  const toText = (column: PgColumn, value: unknown): string | null => {
    if (value === undefined || value === null) return null;
    if (isSql(value)) throw new Error(`bulkInsert: SQL value for ${column.name}`);
    const mapped = column.mapToDriverValue(value);
    if (mapped === null || mapped === undefined) return null;
    if (typeof mapped === 'string') return mapped;
    if (typeof mapped === 'number' || typeof mapped === 'boolean' || typeof mapped === 'bigint')
      return String(mapped);
    return JSON.stringify(mapped);
  };
  const names: SQL[] = [];
  const selects: SQL[] = [];
  const arrays: SQL[] = [];
  const aliases: SQL[] = [];
  for (const [key, column] of Object.entries(getTableColumns(table)) as [string, PgColumn][]) {
    const type = sql.raw(column.getSQLType());
    if (same[key] !== undefined) {
      names.push(sql`${sql.identifier(column.name)}`);
      selects.push(sql`${sql.param(toText(column, same[key]))}::${type}`);
      continue;
    }
    const array = given[key];
    let any = false;
    const values = new Array<string | null>(rows.length);
    for (let i = 0; i < rows.length; i++) {
      let value = array ? array[i] : rows[i]![key];
      if (value === undefined) {
        if (column.defaultFn) value = column.defaultFn();
        else if (column.default !== undefined && !isSql(column.default)) value = column.default;
      } else any = true;
      values[i] = toText(column, value);
    }
    if (!any && !column.defaultFn) continue;
    if (column.columnType === 'PgArray' || column.getSQLType().endsWith('[]'))
      throw new Error(`bulkInsert: array column ${column.name} is not supported`);
    const alias = sql.raw(`c${arrays.length}`);
    names.push(sql`${sql.identifier(column.name)}`);
    selects.push(sql`u.${alias}::${type}`);
    arrays.push(sql`${sql.param(values)}::text[]`);
    aliases.push(alias);
  }
  if (arrays.length === 0) throw new Error('bulkInsert: no per-row column (use a plain insert)');
  const comma = sql`, `;
  let statement: SQL = sql`insert into ${sql.identifier(getTableName(table))} (${sql.join(names, comma)}) select ${sql.join(selects, comma)} from unnest(${sql.join(arrays, comma)}) with ordinality as u(${sql.join(aliases, comma)}, n) order by u.n`;
  const returned = returning ? Object.entries(returning) : [];
  if (returned.length) {
    statement = sql`${statement} returning ${sql.join(
      returned.map(([, column]) => sql.identifier(column.name)),
      comma,
    )}`;
  }
  const result = (await db.execute(statement)) as { rows: Record<string, unknown>[] };
  if (!returned.length) return [];
  return result.rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const [key, column] of returned) {
      const raw = row[column.name];
      out[key] = raw === null || raw === undefined ? raw : column.mapFromDriverValue(raw);
    }
    return out as Returned<R>;
  });
}

function isSql(value: unknown): value is SQL {
  return typeof value === 'object' && value !== null && 'queryChunks' in value;
}
