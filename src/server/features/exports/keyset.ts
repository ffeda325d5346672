import { and, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Cell } from './cells';

/** Where the previous batch ended: the exact creation time (as text, microseconds kept) and id. */
export type Cursor = { createdAt: string; id: string } | null;

export type Batch = { rows: Cell[][]; last: Cursor };

/**
 * One kind's rows for one request: its columns, how many there are (the PDF
 * says so when it is capped), and a reader of the batch after a cursor. Each
 * batch is its own short query (keyset on created_at, id), so no transaction
 * or connection is held while the client downloads: PGlite has one.
 */
export type ExportSource = {
  title: string;
  columns: readonly string[];
  count: () => Promise<number>;
  readBatch: (after: Cursor, size: number) => Promise<Batch>;
};

/** The exact created_at of a row as text, for the next batch's cursor. */
export const exactTimestamp = (column: AnyPgColumn) => sql<string>`${column}::text`;

export function afterCursor(createdAt: AnyPgColumn, id: AnyPgColumn, after: Cursor) {
  return after
    ? sql`(${createdAt}, ${id}) > (${after.createdAt}::timestamptz, ${after.id}::uuid)`
    : undefined;
}

export function lastCursor<T extends { exactCreatedAt: string; id: string }>(rows: T[]): Cursor {
  const last = rows[rows.length - 1];
  return last ? { createdAt: last.exactCreatedAt, id: last.id } : null;
}

/** A timestamp within UK calendar days from..to, both inclusive. */
export function timestampWithin(
  column: AnyPgColumn,
  from: string | undefined,
  to: string | undefined,
): SQL | undefined {
  return and(
    from ? sql`${column} >= (${from}::date::timestamp at time zone 'Europe/London')` : undefined,
    to ? sql`${column} < ((${to}::date + 1)::timestamp at time zone 'Europe/London')` : undefined,
  );
}

/** A calendar date (column or expression) within from..to, both inclusive. */
export function dateWithin(
  value: AnyPgColumn | SQL,
  from: string | undefined,
  to: string | undefined,
): SQL | undefined {
  return and(
    from ? sql`${value} >= ${from}::date` : undefined,
    to ? sql`${value} <= ${to}::date` : undefined,
  );
}

export const yesNo = (value: boolean | null) => (value === null ? null : value ? 'Yes' : 'No');
