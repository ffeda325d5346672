// Second pass of the database tests on real PostgreSQL, when TEST_DATABASE_URL is set (.ci/run sets it).
import { spawnSync } from 'node:child_process';

if (!process.env.TEST_DATABASE_URL) {
  console.log('TEST_DATABASE_URL is not set: database tests ran on PGlite only.');
  process.exit(0);
}
console.log('Running the database tests again on PostgreSQL (TEST_DATABASE_URL).');
const result = spawnSync('npx', ['vitest', 'run', 'src/server'], {
  stdio: 'inherit',
  env: { ...process.env, TEST_DB_DRIVER: 'postgres' },
});
process.exit(result.status ?? 1);
