import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createLogger } from '../logger';
import { createLocalStorage } from '../storage/local-storage';
import { createInspection } from '../test-support/inspections';
import { openTestDatabase } from '../test-support/test-database';
import type { JobContext } from './scheduler';
import { statisticsJob } from './statistics-job';
import { createTestServices } from '@/server/test-support/test-services';

// Without statistics the planner guessed one row for every table and chose an index that
// read every completed inspection for each lodged measure (the sampling plan, 1-2 s on PGlite).
// The job runs ANALYZE only where nothing else does: on PGlite, not on PostgreSQL (autovacuum).
// Which it does follows the driver the job is given, so one real database shows both.
describe('planner statistics job', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  const contextOn = (driver: JobContext['driver']): JobContext => ({
    db: database.db,
    driver,
    now: new Date(),
    logger: createLogger('silent', 'json'),
    services: createTestServices({
      storage: createLocalStorage('/tmp/inspecthub-statistics-job'),
    }),
  });
  const estimate = async () => {
    const result = await database.db.execute<{ reltuples: number }>(
      sql`select reltuples::int as reltuples from pg_class where relname = 'inspections'`,
    );
    return Number((result as { rows: { reltuples: number }[] }).rows[0]!.reltuples);
  };

  it('leaves the statistics to autovacuum on PostgreSQL', async () => {
    for (let i = 0; i < 40; i++) await createInspection(database.db);
    expect(await estimate()).toBeLessThan(40);
    expect(await statisticsJob.run(contextOn('postgres'))).toEqual({ analysed: false });
    expect(await estimate()).toBeLessThan(40);
  });

  it('gathers the statistics the planner estimates rows from on PGlite', async () => {
    expect(await statisticsJob.run(contextOn('pglite'))).toEqual({ analysed: true });
    expect(await estimate()).toBeGreaterThanOrEqual(40);
  });
});
