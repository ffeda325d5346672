import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

/** Per-tenant, per-prefix, per-year counters behind human references (INS-2026-000123, PAY-..., SUPP-...). */
export const referenceCounters = pgTable(
  'reference_counters',
  {
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    prefix: text('prefix').notNull(),
    year: integer('year').notNull(),
    value: integer('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.prefix, t.year] })],
);
