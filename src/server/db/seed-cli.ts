// `npm run db:seed`: migrates, then adds the demo data if the database is empty.
import { prepareDatabase } from '../startup';
import { runDatabaseCli } from './run-cli';

await runDatabaseCli(async (database, env, logger) => {
  const { seeded } = await prepareDatabase(database, { ...env, SEED_DEMO: true }, logger);
  logger.info(seeded ? 'demo data added' : 'the database is not empty: nothing seeded');
});
