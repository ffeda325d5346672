import { AsyncLocalStorage } from 'node:async_hooks';
import type { PGlite } from '@electric-sql/pglite';

/** The transaction whose callback this async context belongs to, while it is open. */
const insideTransaction = new AsyncLocalStorage<{ open: boolean }>();

export const ROOT_QUERY_IN_TRANSACTION =
  'A query ran on the database handle inside its own transaction; on PGlite it would wait for that transaction forever. Run it on the transaction handle.';

/**
 * PGlite has one connection: a transaction holds it until its callback returns, and a query on
 * the root handle waits for it. A root query made from inside the callback (a helper given
 * `actor.db` instead of `tx`, a cache that reads on a miss) therefore waits forever, and every
 * later request queues behind it: one request hangs the whole server. PostgreSQL hides the
 * mistake (the pool lends another connection). This makes it an error on the spot: the
 * transaction's callback runs in an async context, and a root query from that context is refused
 * while the transaction is open (work the callback left running may query once it has ended).
 */
function refuse() {
  const error = new Error(ROOT_QUERY_IN_TRANSACTION);
  // Drizzle wraps it as "Failed query"; the warning keeps the caller's stack in the log.
  process.emitWarning(ROOT_QUERY_IN_TRANSACTION, {
    code: 'PGLITE_ROOT_QUERY_IN_TRANSACTION',
    detail: error.stack,
  });
  return Promise.reject(error);
}

export function guardRootQueriesInTransactions(client: PGlite) {
  const transaction = client.transaction.bind(client);
  // A second transaction opened on the root handle inside the first waits for it the same way.
  client.transaction = (callback) =>
    insideTransaction.getStore()?.open
      ? refuse()
      : transaction(async (tx) => {
          const state = { open: true };
          try {
            return await insideTransaction.run(state, () => callback(tx));
          } finally {
            state.open = false;
          }
        });
  // `sql` goes through `query`; a transaction's own handle uses PGlite's private methods.
  for (const method of ['query', 'exec'] as const) {
    const original = client[method].bind(client) as (...args: unknown[]) => Promise<unknown>;
    (client as unknown as Record<string, unknown>)[method] = (...args: unknown[]) =>
      insideTransaction.getStore()?.open ? refuse() : original(...args);
  }
}
