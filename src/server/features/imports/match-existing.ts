import { and, eq, or, sql, type SQLWrapper } from 'drizzle-orm';
import type { ImportEntity } from '@/shared/imports/catalogue';
import type { Db, Tx } from '@/server/db/client';
import { inspections, installers, lodgedMeasures } from '@/server/db/schema/index';
import type { Good } from './pass-state';

/** A record a row's natural key already names: the row updates it. */
export type Existing = {
  id: string;
  installerId: string | null;
  status: string;
  reference: string;
};

/** `column = any($1::text[])`: one parameter for a batch's keys, not one per key. */
const anyOf = (column: SQLWrapper, values: string[]) =>
  sql`${column} = any(${sql.param(values)}::text[])`;

async function lookupInspections(db: Db | Tx, tenantId: string, rows: Good[]) {
  const refs: string[] = [];
  const policies: string[] = [];
  for (const row of rows) {
    if (row.entity !== 'inspections') continue;
    if (row.values.reference) refs.push(row.values.reference.toUpperCase());
    else policies.push(row.values.policyId);
  }
  const found = new Map<string, Existing>();
  if (refs.length + policies.length === 0) return found;
  const conditions = [];
  if (refs.length) conditions.push(anyOf(inspections.reference, refs));
  if (policies.length) conditions.push(anyOf(inspections.policyId, policies));
  const existing = await db
    .select({
      id: inspections.id,
      reference: inspections.reference,
      policyId: inspections.policyId,
      measureCode: inspections.measureCode,
      installerId: inspections.installerId,
      status: inspections.status,
      createdAt: inspections.createdAt,
    })
    .from(inspections)
    .where(and(eq(inspections.tenantId, tenantId), or(...conditions)))
    .orderBy(inspections.createdAt);
  for (const e of existing) {
    const value = {
      id: e.id,
      installerId: e.installerId,
      status: e.status,
      reference: e.reference,
    };
    found.set(`ref:${e.reference.toUpperCase()}`, value);
    found.set(`pol:${e.policyId}|${e.measureCode}`, value); // latest wins
  }
  return found;
}

async function lookupInstallers(db: Db | Tx, tenantId: string, rows: Good[]) {
  const qmps: string[] = [];
  const names: string[] = [];
  for (const row of rows) {
    if (row.entity !== 'installers') continue;
    if (row.key.startsWith('qmp:')) qmps.push(row.key.slice(4));
    else names.push(row.key.slice(5));
  }
  const found = new Map<string, Existing>();
  if (qmps.length + names.length === 0) return found;
  const conditions = [];
  if (qmps.length) conditions.push(anyOf(sql`lower(${installers.qmpCertNumber})`, qmps));
  if (names.length) conditions.push(anyOf(sql`lower(${installers.name})`, names));
  const existing = await db
    .select({ id: installers.id, qmp: installers.qmpCertNumber, name: installers.name })
    .from(installers)
    .where(and(eq(installers.tenantId, tenantId), or(...conditions)));
  for (const e of existing) {
    const value = { id: e.id, installerId: e.id, status: '', reference: e.name };
    if (e.qmp) found.set(`qmp:${e.qmp.toLowerCase()}`, value);
    if (!found.has(`name:${e.name.toLowerCase()}`))
      found.set(`name:${e.name.toLowerCase()}`, value);
  }
  return found;
}

/** Measures by UMR (unique per tenant; the row's UMR is upper-cased). */
async function lookupMeasures(db: Db | Tx, tenantId: string, rows: Good[]) {
  const umrs = rows.flatMap((row) => (row.entity === 'measures' ? [row.values.umr] : []));
  const found = new Map<string, Existing>();
  if (umrs.length === 0) return found;
  const existing = await db
    .select({
      id: lodgedMeasures.id,
      umr: lodgedMeasures.umr,
      installerId: lodgedMeasures.installerId,
    })
    .from(lodgedMeasures)
    .where(and(eq(lodgedMeasures.tenantId, tenantId), anyOf(lodgedMeasures.umr, umrs)));
  for (const e of existing)
    found.set(`umr:${e.umr}`, {
      id: e.id,
      installerId: e.installerId,
      status: '',
      reference: e.umr,
    });
  return found;
}

const LOOKUPS = {
  inspections: lookupInspections,
  installers: lookupInstallers,
  measures: lookupMeasures,
} as const;

/** The batch's existing records by the rows' natural keys (one query per batch). */
export function lookupExisting(db: Db | Tx, entity: ImportEntity, tenantId: string, rows: Good[]) {
  return LOOKUPS[entity](db, tenantId, rows);
}
