import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A throw-away database on the test PostgreSQL server (TEST_DATABASE_URL).
 * Returns its URL and a drop function. Dropping does not use
 * `DROP DATABASE ... WITH (FORCE)`: FORCE refuses (42501) when an autovacuum
 * worker happens to be in the database, because the test role may not signal
 * it. Instead we end our own role's sessions, then drop normally (PostgreSQL
 * stops autovacuum itself), retrying while a session is still going away.
 */
export async function createScratchDatabase(
  url: string,
  prefix: string,
  options: { template?: string } = {},
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(
      options.template
        ? `CREATE DATABASE ${name} TEMPLATE ${options.template}`
        : `CREATE DATABASE ${name}`,
    );
    // A test database is thrown away: a commit need not wait for the disk (the same answers,
    // no durability after a crash). Set per database, so the cluster's own setting is untouched.
    await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
  } finally {
    await admin.end();
  }
  const scratch = new URL(url);
  scratch.pathname = `/${name}`;
  return { url: scratch.toString(), drop: () => dropScratchDatabase(url, name) };
}

const IN_USE = '55006';

async function dropScratchDatabase(url: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (let attempt = 1; ; attempt++) {
      await client.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = $1 AND pid <> pg_backend_pid() AND usename = current_user`,
        [name],
      );
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name}`);
        return;
      } catch (error) {
        if ((error as { code?: string }).code !== IN_USE || attempt >= 10) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  } finally {
    await client.end();
  }
}
