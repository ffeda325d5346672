import { pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantIdColumn } from './columns';
import { installers } from './installers';

/**
 * "These installers' inspections changed": one row per installer, written by the installers'
 * refresh in the transaction of the change and taken by the sampling pathway job
 * (features/sampling/pathways-job.ts), which checks those installers once the change has
 * committed. An event table rather than a call keeps installers from importing sampling.
 */
export const installerInspectionChanges = pgTable(
  'installer_inspection_changes',
  {
    tenantId: tenantIdColumn(),
    installerId: uuid('installer_id')
      .notNull()
      .references(() => installers.id, { onDelete: 'cascade' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.installerId] })],
);
