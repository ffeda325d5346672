import { bigint, boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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

/**
 * Installation-wide database backups (not a tenant's data: see
 * docs/admin-settings.md). The dump lives in storage under `backups/<name>`,
 * so every server lists and serves the same ones; failed attempts are kept as
 * rows without a file so the Maintenance tab can show the last outcome.
 */
export const databaseBackups = pgTable(
  'database_backups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').unique(),
    size: bigint('size', { mode: 'number' }),
    ok: boolean('ok').notNull(),
    error: text('error'),
    trigger: text('trigger', { enum: ['manual', 'automatic'] }).notNull(),
    createdBy: text('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('database_backups_created_idx').on(t.createdAt)],
);
