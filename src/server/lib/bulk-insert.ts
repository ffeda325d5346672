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
  /** Skips rows that would break a unique constraint (`on conflict do nothing`), as Drizzle's `.onConflictDoNothing()`. */
  onConflictDoNothing?: boolean;
};

type ColumnArrays = { names: SQL[]; selects: SQL[]; arrays: SQL[]; aliases: SQL[] };

const toText = (column: PgColumn, value: unknown): string | null => {
  if (value === undefined || value === null) return null;
  if (isSql(value)) throw new Error(`bulk write: SQL value for ${column.name}`);
  const mapped = column.mapToDriverValue(value);
  if (mapped === null || mapped === undefined) return null;
  if (typeof mapped === 'string') return mapped;
  if (typeof mapped === 'number' || typeof mapped === 'boolean' || typeof mapped === 'bigint')
    return String(mapped);
  return JSON.stringify(mapped);
};

/**
 * The columns of `rows` as one text array each (`arrays`, aliased `c0`, `c1`...
 * in `aliases`), the SQL reading each back with its type (`selects`: `u.c0::uuid`
 * or a scalar parameter for a value shared by every row, given in `same` or found
 * so) and the column names (`names`). `withDefaults`:
 * a value a row leaves undefined takes the column's JavaScript default (insert);
 * without it, undefined is NULL.
 */
function columnArrays(
  table: PgTable,
  rows: readonly Record<string, unknown>[],
  { same = {}, columns: given = {} }: Pick<BulkInsertOptions<Returning>, 'same' | 'columns'>,
  withDefaults: boolean,
): ColumnArrays {
  const out: ColumnArrays = { names: [], selects: [], arrays: [], aliases: [] };
  const uniform: { at: number; type: SQL; values: (string | null)[] }[] = [];
  for (const [key, column] of Object.entries(getTableColumns(table)) as [string, PgColumn][]) {
    const type = sql.raw(column.getSQLType());
    if (same[key] !== undefined) {
      out.names.push(sql`${sql.identifier(column.name)}`);
      out.selects.push(sql`${sql.param(toText(column, same[key]))}::${type}`);
      continue;
    }
    const array = given[key];
    let any = false;
    const values = new Array<string | null>(rows.length);
    for (let i = 0; i < rows.length; i++) {
      let value = array ? array[i] : rows[i]![key];
      if (value === undefined) {
        if (!withDefaults) value = null;
        else if (column.defaultFn) value = column.defaultFn();
        else if (column.default !== undefined && !isSql(column.default)) value = column.default;
      } else any = true;
      values[i] = toText(column, value);
    }
    if (!any && !(withDefaults && column.defaultFn)) continue;
    if (column.columnType === 'PgArray' || column.getSQLType().endsWith('[]'))
      throw new Error(`bulk write: array column ${column.name} is not supported`);
    out.names.push(sql`${sql.identifier(column.name)}`);
    if (values.length > 1 && values.every((value) => value === values[0])) {
      // The same value in every row (a column a file leaves empty, a default): one scalar
      // parameter, not an array of copies for the driver to quote and PostgreSQL to unnest.
      out.selects.push(sql`${sql.param(values[0])}::${type}`);
      uniform.push({ at: out.selects.length - 1, type, values });
      continue;
    }
    const alias = sql.raw(`c${out.arrays.length}`);
    out.selects.push(sql`u.${alias}::${type}`);
    out.arrays.push(sql`${sql.param(values)}::text[]`);
    out.aliases.push(alias);
  }
  // unnest needs one array to give the rows: identical rows keep their first column's.
  const first = uniform[0];
  if (out.arrays.length === 0 && first) {
    out.selects[first.at] = sql`u.c0::${first.type}`;
    out.arrays.push(sql`${sql.param(first.values)}::text[]`);
    out.aliases.push(sql.raw('c0'));
  }
  return out;
}

const comma = sql`, `;

/** The one INSERT statement of bulkInsert (rows must not be empty). */
export function bulkInsertStatement(
  table: PgTable,
  rows: readonly Record<string, unknown>[],
  options: BulkInsertOptions<Returning> = {},
): SQL {
  const { names, selects, arrays, aliases } = columnArrays(table, rows, options, true);
  if (arrays.length === 0) throw new Error('bulkInsert: no per-row column (use a plain insert)');
  const onConflict = options.onConflictDoNothing ? sql` on conflict do nothing` : sql``;
  const statement = sql`insert into ${sql.identifier(getTableName(table))} (${sql.join(names, comma)}) select ${sql.join(selects, comma)} from unnest(${sql.join(arrays, comma)}) with ordinality as u(${sql.join(aliases, comma)}, n) order by u.n${onConflict}`;
  const returned = Object.values(options.returning ?? {});
  if (!returned.length) return statement;
  return sql`${statement} returning ${sql.join(
    returned.map((column) => sql.identifier(column.name)),
    comma,
  )}`;
}

export async function bulkInsert<R extends Returning = Record<string, never>>(
  db: Db | Tx,
  table: PgTable,
  rows: readonly Record<string, unknown>[],
  options: BulkInsertOptions<R> = {},
): Promise<Returned<R>[]> {
  if (rows.length === 0) return [];
  const statement = bulkInsertStatement(table, rows, options);
  const returned = options.returning ? Object.entries(options.returning) : [];
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

/**
 * Updates many rows of `table`, each found by its `key` column, with ONE statement per
 * set of columns given (the same unnest arrays as bulkInsert):
 *
 *   update t set a = u.c1::text, b = u.c2::integer, <same>, <also>
 *   from unnest($1::text[], $2::text[], $3::text[]) as u(c0, c1, c2)
 *   where t.id = u.c0::uuid and <where>
 *
 * A column a row leaves undefined keeps its stored value, as Drizzle's `.set()` does:
 * rows are grouped by the columns they give and each group is one statement (a file's
 * rows usually all give the same ones). `also` sets columns from SQL (`version + 1`);
 * `where` narrows the rows (the tenant). Returns how many rows were updated.
 */
export async function bulkUpdate(
  db: Db | Tx,
  table: PgTable,
  key: PgColumn,
  rows: readonly Record<string, unknown>[],
  options: { same?: Record<string, unknown>; also?: Record<string, SQL>; where: SQL },
): Promise<number> {
  const columns = getTableColumns(table);
  const keyName = Object.entries(columns).find(([, c]) => c === key)?.[0];
  if (!keyName) throw new Error(`bulkUpdate: ${key.name} is not a column of the table`);
  const groups = new Map<string, Record<string, unknown>[]>();
  for (const row of rows) {
    const given = Object.keys(row)
      .filter((k) => row[k] !== undefined && k in columns && k !== keyName)
      .sort()
      .join(',');
    groups.set(given, [...(groups.get(given) ?? []), row]);
  }
  let updated = 0;
  const target = sql.identifier(getTableName(table));
  for (const [given, group] of groups) {
    const keep = new Set([keyName, ...given.split(',').filter(Boolean)]);
    const trimmed = group.map((row) =>
      Object.fromEntries(Object.entries(row).filter(([k]) => keep.has(k))),
    );
    // The key first, so it is c0.
    const keyArray = sql`${sql.param(trimmed.map((row) => toText(key, row[keyName])))}::text[]`;
    const { names, selects, arrays, aliases } = columnArrays(
      table,
      trimmed.map((row) => ({ ...row, [keyName]: undefined })),
      { same: options.same ?? {} },
      false,
    );
    const sets = names.map((name, i) => sql`${name} = ${selects[i]}`);
    for (const [k, expression] of Object.entries(options.also ?? {}))
      sets.push(sql`${sql.identifier(columns[k]!.name)} = ${expression}`);
    if (sets.length === 0) continue;
    const statement = sql`update ${target} set ${sql.join(sets, comma)} from unnest(${sql.join([keyArray, ...arrays], comma)}) as u(${sql.join([sql.raw('k'), ...aliases], comma)}) where ${target}.${sql.identifier(key.name)} = u.k::${sql.raw(key.getSQLType())} and ${options.where}`;
    const result = (await db.execute(statement)) as {
      rowCount?: number | null;
      affectedRows?: number;
    };
    updated += Number(result.rowCount ?? result.affectedRows ?? 0);
  }
  return updated;
}

function isSql(value: unknown): value is SQL {
  return typeof value === 'object' && value !== null && 'queryChunks' in value;
}
