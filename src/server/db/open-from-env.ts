import { join } from 'node:path';
import type { Env } from '../env';
import { openDatabase } from './client';

/** The database the environment points at: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR. */
export function openDatabaseFromEnv(env: Env) {
  return env.DATABASE_URL
    ? openDatabase({ kind: 'postgres', url: env.DATABASE_URL })
    : openDatabase({ kind: 'pglite', dataDir: join(env.dataDir, 'pglite') });
}
