import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

/** The role-permission matrix each tenant's server checks reads from. A row is a grant. */
export const rolePermissions = pgTable(
  'role_permissions',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    role: text('role', { enum: ['ADMIN', 'COORDINATOR', 'INSPECTOR'] }).notNull(),
    permission: text('permission').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.role, t.permission] })],
);

/**
 * Which permission keys have had their default grants applied to a tenant.
 * Defaults are applied once per key: a grant an administrator later revokes
 * stays revoked across restarts, while a permission added by a new release
 * still gets its defaults.
 */
export const seededPermissions = pgTable(
  'seeded_permissions',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    permission: text('permission').notNull(),
    seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.permission] })],
);
