import type { Db } from './client';

/**
 * A query whose SQL drizzle builds once per database handle instead of on every call
 * (issue 17: building a small select took more CPU than PostgreSQL took to run it). Bind the
 * per-call values with `sql.placeholder(name)` and run it with `.execute({ name: value })`.
 * It is sent as an unnamed statement, exactly as an ordinary drizzle query is: PostgreSQL
 * still parses and plans it on each call, with the call's values.
 */
export function builtOnce<Q>(build: (db: Db) => { prepare(name: string): Q }): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      // No name: drizzle's prepare without one is what `await query` does on every call.
      query = build(db).prepare(undefined as unknown as string);
      built.set(db, query);
    }
    return query;
  };
}
