import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test-support/test-database';

const database = await openTestDatabase();
afterAll(() => database.close());

describe('the PostgreSQL pool', () => {
  it('survives the server ending its idle connections and opens new ones', async () => {
    const current = (await database.query('select current_database() as name', [])) as {
      rows: { name: string }[];
    };
    const name = current.rows[0]!.name;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const { rowCount } = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = $1 AND pid <> pg_backend_pid() AND usename = current_user`,
        [name],
      );
      expect(rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    const result = (await database.query('select 2 as two', [])) as { rows: unknown[] };
    expect(result.rows).toEqual([{ two: 2 }]);
  });
});
