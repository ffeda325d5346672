// Second pass of the database tests on real PostgreSQL, when TEST_DATABASE_URL is set (.ci/run sets it).
import { spawnSync } from 'node:child_process';
import { databaseTestFiles } from './database-tests.mjs';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: database tests ran on PGlite only.');
  process.exit(0);
}
// Only the files whose database the pass chooses: the rest ran already and would run unchanged.
const files = databaseTestFiles(process.cwd());
console.log(
  `Running the ${files.length} database test files again on PostgreSQL (TEST_DATABASE_URL).`,
);
const result = spawnSync('npx', ['vitest', 'run', ...files], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DB_DRIVER: 'postgres' },
});
process.exit(result.status ?? 1);
