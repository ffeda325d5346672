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
