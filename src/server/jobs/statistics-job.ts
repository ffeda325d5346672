import { sql } from 'drizzle-orm';
import type { Job } from './scheduler';

/**
 * Keeps the planner's statistics current. PGlite runs no autovacuum, so without this its
 * estimates stay those of the last start (startup.ts gathers them then) however much the data
 * grows; on PostgreSQL autovacuum does it already and one more ANALYZE an hour costs little.
 */
export const statisticsJob: Job = {
  name: 'planner-statistics',
  everyMs: 60 * 60_000,
  run: async ({ db }) => {
    await db.execute(sql`ANALYZE`);
  },
};
