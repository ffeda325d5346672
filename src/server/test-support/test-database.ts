import { DEFAULT_TENANT_ID } from '../../shared/roles';
import { openDatabase, type Database } from '../db/client';
import { ensureDefaultMatrix } from '../features/permissions/service';
import { createScratchDatabase } from './scratch-postgres';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or, when
 * the PostgreSQL pass runs (TEST_DB_DRIVER=postgres), a new database on
 * TEST_DATABASE_URL that is dropped again on close.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  const database =
    process.env.TEST_DB_DRIVER === 'postgres' && url
      ? await openScratchPostgres(url)
      : await openDatabase({ kind: 'pglite' });
  await database.migrate();
  await ensureDefaultMatrix(database.db, DEFAULT_TENANT_ID);
  return database;
}

async function openScratchPostgres(url: string): Promise<Database> {
  const scratch = await createScratchDatabase(url, 'inspecthub_test');
  const database = await openDatabase({ kind: 'postgres', url: scratch.url, maxConnections: 4 });
  return {
    ...database,
    close: async () => {
      await database.close();
      await scratch.drop();
    },
  };
}
