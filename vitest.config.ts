import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The mutation property test (every mutation x 200 inputs) runs once: on PostgreSQL in the
// second pass when there is one (TEST_DATABASE_URL, as in CI), otherwise on PGlite.
const fuzzRunsOnPostgres =
  Boolean(process.env.TEST_DATABASE_URL) && process.env.TEST_DB_DRIVER !== 'postgres';
// *.postgres.test.ts need PostgreSQL itself (a second connection, for example): PostgreSQL pass only.
const onPostgres =
  process.env.TEST_DB_DRIVER === 'postgres' && Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  resolve: {
    alias: {
      '@': fromRoot('./src'),
    },
  },
  test: {
    // e2e/*.test.ts are unit tests of the browser-test helpers (Playwright runs only *.spec.ts).
    // eslint/*.test.ts check the feature dependency map and the lint rule built from it.
    include: [
      'src/**/*.test.ts',
      'src/**/*.test.tsx',
      'e2e/**/*.test.ts',
      'eslint/**/*.test.ts',
      'scripts/**/*.test.ts',
    ],
    exclude: [
      ...configDefaults.exclude,
      ...(fuzzRunsOnPostgres ? ['src/server/trpc/mutations-fuzz.test.ts'] : []),
      ...(onPostgres ? [] : ['**/*.postgres.test.ts']),
    ],
    environment: 'node',
    setupFiles: ['src/server/test-support/refuse-busy-connection.ts'],
    globalSetup: ['src/server/test-support/text-extraction-bundle.ts'],
    // Users are in the UK: date defaults and formats are tested in UK time, summer time included.
    env: { TZ: 'Europe/London' },
    // Each integration file opens its own PGlite (~800 MB); two cores, two workers.
    pool: 'forks',
    maxWorkers: 2,
    // Each worker imports the server's modules once for all its files instead of once per file:
    // imports were 300 s of the PGlite pass and 250 s of the PostgreSQL pass (decision 019).
    // Every file opens its own database, so no test may rely on module state left by another.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
