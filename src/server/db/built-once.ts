import type { Db } from './client';

/**
 * A query whose SQL drizzle builds once per database handle instead of on every call
 * (issue 17: building a small select took more CPU than PostgreSQL took to run it). Bind the
 * per-call values with `sql.placeholder(name)` and run it with `.execute({ name: value })`.
 * It is sent as an unnamed statement, exactly as an ordinary drizzle query is: PostgreSQL
 * still parses and plans it on each call, with the call's values. With a `statementName` it is a
 * named statement, prepared once per PostgreSQL connection (the bell's count only: decision 011).
 */
export function builtOnce<Q>(
  build: (db: Db) => { prepare(name: string): Q },
  statementName?: string,
): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = statementName ? build(db).prepare(statementName) : unnamed(build(db));
      built.set(db, query);
    }
    return query;
  };
}

/** drizzle's prepare without a name: what `await query` does on every call, as an unnamed statement. */
export function unnamed<Q>(query: { prepare(name: string): Q }): Q {
  return query.prepare(undefined as unknown as string);
}

/**
 * The rows of a prepared query as the driver returns them: PostgreSQL's column names, values as
 * the driver parses them, timestamps as PostgreSQL's text. This is drizzle's prepared `all()`,
 * which both drivers' prepared queries have (drizzle types it as internal); it skips drizzle's
 * row mapping, for the hottest list (issue 17). Tests of the caller cover both drivers.
 */
export function rawRows<Row>(prepared: object, values?: Record<string, unknown>): Promise<Row[]> {
  return (prepared as { all(values?: Record<string, unknown>): Promise<Row[]> }).all(values);
}
