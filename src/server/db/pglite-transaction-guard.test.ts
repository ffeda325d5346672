import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { ROOT_QUERY_IN_TRANSACTION } from './pglite-transaction-guard';

// Without the guard the root query below waits for its own transaction forever (the test would
// time out), and every later query of the server queues behind it.
describe('PGlite: a root query inside its own transaction', () => {
  it('is refused at once, the transaction rolls back and the database keeps answering', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      const { db } = database;
      await db.execute(sql`create table guard_probe (n int)`);
      const run = db.transaction(async (tx) => {
        await tx.execute(sql`insert into guard_probe values (1)`);
        await db.execute(sql`select 1`);
      });
      // Drizzle reports it as the failed query, caused by the refusal.
      await expect(run).rejects.toMatchObject({ cause: { message: ROOT_QUERY_IN_TRANSACTION } });
      const nested = db.transaction(async () => {
        await db.transaction((inner) => inner.execute(sql`select 1`));
      });
      await expect(nested).rejects.toThrow(ROOT_QUERY_IN_TRANSACTION);
      const after = await db.execute(sql`select count(*)::int as n from guard_probe`);
      expect((after as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
    } finally {
      await database.close();
    }
  });

  it('still lets other requests queue behind a transaction and run after it', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      const { db } = database;
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const order: string[] = [];
      const transaction = db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        await held;
        order.push('transaction');
      });
      const outside = db.execute(sql`select 2`).then(() => order.push('outside'));
      release();
      await Promise.all([transaction, outside]);
      expect(order).toEqual(['transaction', 'outside']);
    } finally {
      await database.close();
    }
  });

  it('lets work a transaction started run on the root handle once the transaction has ended', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      const { db } = database;
      let later!: Promise<unknown>;
      await db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        // Not awaited by the transaction: an e-mail sent after the commit, say.
        later = new Promise((resolve) => setTimeout(resolve, 10)).then(() =>
          db.execute(sql`select 2 as n`),
        );
      });
      await expect(later).resolves.toBeDefined();
    } finally {
      await database.close();
    }
  });
});
