import { jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { tenantIdColumn, timestampColumn } from './columns';

/** Tenant-wide settings: one JSON value per key; keys and schemas in src/shared/settings. */
export const tenantSettings = pgTable(
  'tenant_settings',
  {
    tenantId: tenantIdColumn(),
    key: text('key').notNull(),
    value: jsonb('value').notNull(),
    updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestampColumn('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.key] })],
);

/** A user's own settings (src/shared/user-settings.ts): profile, preferences, widgets. */
export const userSettings = pgTable('user_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tenantId: tenantIdColumn(),
  profile: jsonb('profile').notNull().default({}),
  preferences: jsonb('preferences').notNull().default({}),
  widgets: jsonb('widgets').notNull().default({}),
  notificationChannels: jsonb('notification_channels').notNull().default({}),
  updatedAt: timestampColumn('updated_at'),
});
