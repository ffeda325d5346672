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
 * Values go through each column's own `mapToDriverValue` (dates, JSON) as Drizzle's
 * insert does; `$defaultFn` columns are filled per row. A column no row gives is left to
 * its database default. A column some rows give and others leave `undefined` takes its
 * JavaScript `.default(...)` when it has one, else NULL (an SQL default such as `now()`
 * cannot be chosen per row: give those columns in every row or in none). Array-typed
 * columns are not supported (unnest would flatten them).
 */
export async function bulkInsert<R extends Returning = Record<string, never>>(
  db: Db | Tx,
  table: PgTable,
  rows: readonly Record<string, unknown>[],
  returning?: R,
): Promise<Returned<R>[]> {
  if (rows.length === 0) return [];
  const columns = Object.entries(getTableColumns(table)) as [string, PgColumn][];
  const used: { key: string; column: PgColumn; values: (string | null)[] }[] = [];
  for (const [key, column] of columns) {
    const given = rows.some((r) => r[key] !== undefined);
    if (!given && !column.defaultFn) continue;
    if (column.columnType === 'PgArray' || column.getSQLType().endsWith('[]'))
      throw new Error(`bulkInsert: array column ${column.name} is not supported`);
    const values = rows.map((r) => {
      let value = r[key];
      if (value === undefined) {
        if (column.defaultFn) value = column.defaultFn();
        else if (column.default !== undefined && !isSql(column.default)) value = column.default;
      }
      if (value === undefined || value === null) return null;
      if (isSql(value)) throw new Error(`bulkInsert: SQL value for ${column.name}`);
      const mapped = column.mapToDriverValue(value);
      return mapped === null || mapped === undefined ? null : String(mapped);
    });
    used.push({ key, column, values });
  }
  if (used.length === 0) throw new Error('bulkInsert: no columns to insert');
  const alias = (i: number) => sql.raw(`c${i}`);
  const names = sql.join(
    used.map((u) => sql.identifier(u.column.name)),
    sql`, `,
  );
  const selects = sql.join(
    used.map((u, i) => sql`u.${alias(i)}::${sql.raw(u.column.getSQLType())}`),
    sql`, `,
  );
  const arrays = sql.join(
    used.map((u) => sql`${sql.param(u.values)}::text[]`),
    sql`, `,
  );
  const aliases = sql.join(
    used.map((_, i) => alias(i)),
    sql`, `,
  );
  let statement: SQL = sql`insert into ${sql.identifier(getTableName(table))} (${names}) select ${selects} from unnest(${arrays}) with ordinality as u(${aliases}, n) order by u.n`;
  const returned = returning ? Object.entries(returning) : [];
  if (returned.length) {
    statement = sql`${statement} returning ${sql.join(
      returned.map(([, column]) => sql.identifier(column.name)),
      sql`, `,
    )}`;
  }
  const result = (await db.execute(statement)) as unknown as { rows: Record<string, unknown>[] };
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
