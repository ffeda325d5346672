// `npm run db:migrate`: applies the committed migrations in drizzle/.
import { runDatabaseCli } from './run-cli';

await runDatabaseCli(async (database, _env, logger) => {
  await database.migrate();
  logger.info({ driver: database.driver }, 'migrations applied');
});
