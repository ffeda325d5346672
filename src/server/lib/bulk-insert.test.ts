import { eq, inArray, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { auditLog, inspections, inspectionStatusHistory } from '../db/schema/index';
import { openTestDatabase } from '../test-support/test-database';
import { bulkInsert, bulkInsertStatement, bulkUpdate } from './bulk-insert';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const inspection = (i: number) => ({
  tenantId: 'default-tenant',
  reference: `INS-BULK-${i}`,
  source: 'SINGLE_PAGE' as const,
  status: 'PENDING' as const,
  policyId: `BULK-${i}`,
  customerName: 'O\'Brien, "Jo" {x} \\ ',
  customerForename: 'Jo',
  customerSurname: 'NULL',
  propertyAddress: `${i} Bulk Street`,
  addressLine1: `${i} Bulk Street`,
  addressTown: 'Leeds',
  addressPostcode: 'LS1 4AP',
  measureType: 'INSULATION' as const,
  installerName: 'I',
  installerCompany: 'I',
  trigger: 'ROUTINE_CHECK' as const,
  measureCode: 'EWI',
  measureLabel: 'EWI',
  triggerLabel: 'Routine Check',
  propertyBedrooms: i % 2 === 0 ? 3 : undefined,
  scheduledDate: i % 3 === 0 ? null : '2026-12-01',
  defectsFound: i % 2 === 0,
  answers: i === 0 ? { wallsPass: 'Pass' } : undefined,
  createdAt: new Date('2026-11-20T10:00:00Z'),
  updatedAt: new Date('2026-11-20T10:00:00Z'),
});

describe('bulkInsert', () => {
  it('inserts rows with one statement, in order, with types, defaults and awkward text', async () => {
    const rows = Array.from({ length: 25 }, (_, i) => inspection(i));
    const created = await bulkInsert(database.db, inspections, rows, {
      returning: {
        id: inspections.id,
        reference: inspections.reference,
        createdAt: inspections.createdAt,
      },
    });
    expect(created.map((c) => c.reference)).toEqual(rows.map((r) => r.reference));
    // Only the columns that differ between rows travel as arrays (reference, policy ID, the
    // addresses, scheduled date, bedrooms, defects found, answers); the rest once each.
    const { params } = new PgDialect().sqlToQuery(bulkInsertStatement(inspections, rows));
    expect(params.filter(Array.isArray)).toHaveLength(8);
    expect(params).toContain(rows[0]!.customerName);
    expect(created[0]!.createdAt).toBeInstanceOf(Date);
    expect(created[0]!.createdAt.toISOString()).toBe('2026-11-20T10:00:00.000Z');
    const stored = await database.db
      .select()
      .from(inspections)
      .where(
        inArray(
          inspections.id,
          created.map((c) => c.id),
        ),
      )
      .orderBy(inspections.policyId);
    const byRef = new Map(stored.map((s) => [s.reference, s]));
    const first = byRef.get('INS-BULK-0')!;
    expect(first.customerName).toBe('O\'Brien, "Jo" {x} \\ ');
    expect(first.customerSurname).toBe('NULL');
    expect(first.propertyBedrooms).toBe(3);
    expect(first.defectsFound).toBe(true);
    expect(first.answers).toEqual({ wallsPass: 'Pass' });
    expect(first.scheduledDate).toBeNull();
    expect(first.version).toBe(1); // database default (no row gives it)
    expect(first.notes).toBe('');
    const second = byRef.get('INS-BULK-1')!;
    expect(second.propertyBedrooms).toBeNull();
    expect(second.answers).toEqual({}); // the column's JavaScript default for a missing value
    expect(second.scheduledDate).toBe('2026-12-01');
    expect(second.defectsFound).toBe(false);
  });

  it('writes jsonb details and nullable columns (audit rows, status history)', async () => {
    const [one] = await bulkInsert(database.db, inspections, [inspection(100)], {
      returning: { id: inspections.id },
    });
    await bulkInsert(database.db, inspectionStatusHistory, [
      {
        tenantId: 'default-tenant',
        inspectionId: one!.id,
        fromStatus: null,
        toStatus: 'PENDING',
        notes: 'Imported',
        changedBy: 'u1',
        changedByName: 'Cora',
      },
    ]);
    const history = await database.db
      .select()
      .from(inspectionStatusHistory)
      .where(eq(inspectionStatusHistory.inspectionId, one!.id));
    expect(history).toHaveLength(1);
    expect(history[0]!.changedAt).toBeInstanceOf(Date);
    await bulkInsert(database.db, auditLog, [
      {
        tenantId: 'default-tenant',
        action: 'create',
        resource: 'bulk-test',
        resourceId: one!.id,
        details: { nested: { a: [1, 'two'] }, quote: '"' },
      },
    ]);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.resource, 'bulk-test'));
    expect(audit!.details).toEqual({ nested: { a: [1, 'two'] }, quote: '"' });
    expect(audit!.userId).toBeNull();
  });

  it('takes shared values once and per-row columns as arrays, over the rows own keys', async () => {
    const rows = [inspection(200), inspection(201)];
    const at = new Date('2026-11-21T08:30:00Z');
    const created = await bulkInsert(database.db, inspections, rows, {
      same: { tenantId: 'default-tenant', createdAt: at, updatedAt: at, source: 'SINGLE_PAGE' },
      columns: { reference: ['INS-BULK-X1', 'INS-BULK-X2'], notes: ['first', undefined] },
      returning: { id: inspections.id, reference: inspections.reference },
    });
    expect(created.map((c) => c.reference)).toEqual(['INS-BULK-X1', 'INS-BULK-X2']);
    const stored = await database.db
      .select()
      .from(inspections)
      .where(
        inArray(
          inspections.id,
          created.map((c) => c.id),
        ),
      )
      .orderBy(inspections.reference);
    expect(stored.map((s) => [s.notes, s.createdAt.toISOString(), s.policyId])).toEqual([
      ['first', at.toISOString(), 'BULK-200'],
      ['', at.toISOString(), 'BULK-201'], // undefined in a column with a JavaScript default: the default
    ]);
  });

  it('sends a value every row shares once, and still inserts rows that are all alike', async () => {
    const [one] = await bulkInsert(database.db, inspections, [inspection(400)], {
      returning: { id: inspections.id },
    });
    // Every column the same in all three rows (the id is an SQL default): no column varies
    // to give unnest its rows, so the first is sent as an array anyway.
    const alike = {
      tenantId: 'default-tenant',
      inspectionId: one!.id,
      fromStatus: null,
      toStatus: 'PENDING',
      notes: 'NULL',
      changedBy: 'u1',
      changedByName: 'O\'Brien, "Jo" {x} \\',
    };
    // One array for the rows; every other value once, as a scalar.
    const { params } = new PgDialect().sqlToQuery(
      bulkInsertStatement(inspectionStatusHistory, [alike, alike, alike]),
    );
    expect(params.filter(Array.isArray)).toEqual([
      ['default-tenant', 'default-tenant', 'default-tenant'],
    ]);
    expect(params).toContain('NULL');
    await bulkInsert(database.db, inspectionStatusHistory, [alike, alike, alike]);
    const history = await database.db
      .select()
      .from(inspectionStatusHistory)
      .where(eq(inspectionStatusHistory.inspectionId, one!.id));
    expect(history).toHaveLength(3);
    expect(new Set(history.map((h) => h.id)).size).toBe(3);
    for (const row of history) {
      expect(row).toMatchObject({
        fromStatus: null,
        notes: 'NULL',
        changedByName: alike.changedByName,
      });
    }
  });

  it('skips the rows a unique index already holds with onConflictDoNothing, and refuses them without', async () => {
    await bulkInsert(database.db, inspections, [inspection(500)]);
    const rows = [inspection(500), inspection(501)];
    await expect(bulkInsert(database.db, inspections, rows)).rejects.toThrow();
    const created = await bulkInsert(database.db, inspections, rows, {
      returning: { reference: inspections.reference },
      onConflictDoNothing: true,
    });
    expect(created.map((c) => c.reference)).toEqual(['INS-BULK-501']);
  });

  it('does nothing for no rows', async () => {
    expect(await bulkInsert(database.db, auditLog, [], { returning: { id: auditLog.id } })).toEqual(
      [],
    );
  });
});

describe('bulkUpdate', () => {
  it('updates rows by key in one statement per set of columns; undefined keeps the stored value', async () => {
    const created = await bulkInsert(
      database.db,
      inspections,
      [300, 301, 302].map((i) => inspection(i)),
      { returning: { id: inspections.id, reference: inspections.reference } },
    );
    const at = new Date('2026-11-22T09:00:00Z');
    const updated = await bulkUpdate(
      database.db,
      inspections,
      inspections.id,
      [
        { id: created[0]!.id, customerName: 'Zoë "Z" O\'Neil', propertyBedrooms: 5 },
        { id: created[1]!.id, customerName: 'Ravi', propertyBedrooms: undefined },
        // Another tenant's id is not touched (the where).
        { id: '00000000-0000-4000-8000-000000000000', customerName: 'Nobody' },
      ],
      {
        same: { updatedAt: at },
        also: { version: sql`${inspections.version} + 1` },
        where: eq(inspections.tenantId, 'default-tenant'),
      },
    );
    expect(updated).toBe(2);
    const stored = await database.db
      .select()
      .from(inspections)
      .where(
        inArray(
          inspections.id,
          created.map((c) => c.id),
        ),
      )
      .orderBy(inspections.reference);
    expect(
      stored.map((s) => [s.customerName, s.propertyBedrooms, s.version, s.updatedAt.toISOString()]),
    ).toEqual([
      ['Zoë "Z" O\'Neil', 5, 2, at.toISOString()],
      // No bedrooms given: the stored figure (null for an odd row) stays.
      ['Ravi', null, 2, at.toISOString()],
      // Not in the list: untouched.
      ['O\'Brien, "Jo" {x} \\ ', 3, 1, '2026-11-20T10:00:00.000Z'],
    ]);
    const other = await bulkUpdate(
      database.db,
      inspections,
      inspections.id,
      [{ id: created[2]!.id, customerName: 'Elsewhere' }],
      { where: eq(inspections.tenantId, 'other-tenant') },
    );
    expect(other).toBe(0);
  });
});
