import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createLogger } from '../logger';
import { createLocalStorage } from '../storage/local-storage';
import { createInspection } from '../test-support/inspections';
import { openTestDatabase } from '../test-support/test-database';
import { statisticsJob } from './statistics-job';
import { createTestServices } from '@/server/test-support/test-services';

// Without statistics the planner guessed one row for every table and chose an index that
// read every completed inspection for each lodged measure (the sampling plan, 1-2 s on PGlite).
describe('planner statistics job', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('gathers the statistics the planner estimates rows from', async () => {
    for (let i = 0; i < 40; i++) await createInspection(database.db);
    const estimate = async () => {
      const result = await database.db.execute<{ reltuples: number }>(
        sql`select reltuples::int as reltuples from pg_class where relname = 'inspections'`,
      );
      return Number((result as { rows: { reltuples: number }[] }).rows[0]!.reltuples);
    };
    expect(await estimate()).toBeLessThan(40);
    await statisticsJob.run({
      db: database.db,
      now: new Date(),
      logger: createLogger('silent', 'json'),
      services: createTestServices({
        storage: createLocalStorage('/tmp/inspecthub-statistics-job'),
      }),
    });
    expect(await estimate()).toBeGreaterThanOrEqual(40);
  });
});
