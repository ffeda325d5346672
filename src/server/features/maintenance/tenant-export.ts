import { asc, eq, getTableColumns, is, type Column } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '@/server/db/client';
import * as schema from '@/server/db/schema/index';

/**
 * A tenant's own data, for its ADMIN (issue 11 point 9): every row of every
 * table that carries the tenant's id, as JSON lines, one table after another.
 * Secrets never leave: sign-in accounts (password hashes), sessions, MFA
 * secrets and verification tokens have no tenant column and are not tables
 * of the export; neither are installation tables (leases, backups, throttles).
 * Stored files stay in storage; rows keep their file keys (docs/operators.md).
 */
export const EXPORT_FORMAT = 'inspecthub-tenant-export';
const PAGE = 1_000;

type ExportTable = { name: string; table: PgTable; tenant: Column; order: Column[] };

function exportTables(): ExportTable[] {
  const tables: ExportTable[] = [];
  for (const value of Object.values(schema)) {
    if (!is(value, PgTable)) continue;
    const config = getTableConfig(value);
    const columns = getTableColumns(value) as Record<string, Column>;
    const tenant = Object.values(columns).find((c) => c.name === 'tenant_id');
    if (!tenant) continue;
    const primary = Object.values(columns).filter((c) => c.primary);
    const composite = config.primaryKeys[0]?.columns ?? [];
    const order = primary.length > 0 ? primary : composite.length > 0 ? composite : [tenant];
    tables.push({ name: config.name, table: value, tenant, order });
  }
  return tables.sort((a, b) => a.name.localeCompare(b.name));
}

/** The export as lines: a header, the tenant, then `{ table, row }` per row, read a page at a time. */
export async function* tenantExportLines(db: Db, tenantId: string, now: Date) {
  const tables = exportTables();
  yield `${JSON.stringify({
    format: EXPORT_FORMAT,
    version: 1,
    tenantId,
    exportedAt: now.toISOString(),
    tables: ['tenants', ...tables.map((t) => t.name)],
  })}\n`;
  const [tenant] = await db.select().from(schema.tenants).where(eq(schema.tenants.id, tenantId));
  yield `${JSON.stringify({ table: 'tenants', row: tenant })}\n`;
  for (const { name, table, tenant: tenantColumn, order } of tables) {
    for (let offset = 0; ; offset += PAGE) {
      const rows = await db
        .select()
        .from(table)
        .where(eq(tenantColumn, tenantId))
        .orderBy(...order.map((c) => asc(c)))
        .limit(PAGE)
        .offset(offset);
      if (rows.length === 0) break;
      yield rows.map((row) => `${JSON.stringify({ table: name, row })}\n`).join('');
      if (rows.length < PAGE) break;
    }
  }
}
