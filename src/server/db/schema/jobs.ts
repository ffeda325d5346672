import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Leases for timed work (ARCHITECTURE.md, scale-out): a server runs a job only
 * while it holds the job's row, so several instances never run the same one.
 */
export const jobLocks = pgTable('job_locks', {
  name: text('name').primaryKey(),
  lockedBy: text('locked_by'),
  lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastError: text('last_error'),
});
