import { text, timestamp } from 'drizzle-orm/pg-core';
import { tenants } from './tenants';

/** Column builders every feature table repeats. */
export const tenantIdColumn = () =>
  text('tenant_id')
    .notNull()
    .references(() => tenants.id);

export const timestampColumn = (name: string) =>
  timestamp(name, { withTimezone: true }).notNull().defaultNow();
