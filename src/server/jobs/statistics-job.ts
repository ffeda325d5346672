import { sql } from 'drizzle-orm';
import type { Job } from './scheduler';

/**
 * Keeps the planner's statistics current on PGlite, which runs no autovacuum: without this its
 * estimates stay those of the last start (startup.ts gathers them then) however much the data
 * grows. PostgreSQL's autovacuum analyses each table as it changes, so there the job does nothing
 * (an hourly ANALYZE of every table would only load a shared database).
 */
export const statisticsJob: Job = {
  name: 'planner-statistics',
  everyMs: 60 * 60_000,
  run: async ({ db, driver }) => {
    if (driver === 'postgres') return { analysed: false };
    await db.execute(sql`ANALYZE`);
    return { analysed: true };
  },
};
