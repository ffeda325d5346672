import type { Logger } from 'pino';
import { DataDirLockedError, lockDataDir } from '../data-dir';
import { readEnv, type Env } from '../env';
import { createLogger } from '../logger';
import type { Database } from './client';
import { openDatabaseFromEnv } from './open-from-env';

/** Runs a database task the way the server would: same env, same lock, same database. */
export async function runDatabaseCli(
  task: (database: Database, env: Env, logger: Logger) => Promise<void>,
) {
  const env = readEnv();
  const logger = createLogger(env.LOG_LEVEL, env.LOG_FORMAT);
  try {
    const unlock = await lockDataDir(env.dataDir, (error) => {
      throw error;
    });
    const database = await openDatabaseFromEnv(env);
    try {
      await task(database, env, logger);
    } finally {
      await database.close();
      await unlock();
    }
  } catch (error) {
    if (error instanceof DataDirLockedError) console.error(error.message);
    else logger.fatal({ err: error }, 'database task failed');
    process.exit(1);
  }
}
