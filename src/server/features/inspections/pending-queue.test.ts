import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { createTenant } from '@/server/db/factories';
import { auditLog, inspections, installers, notifications } from '@/server/db/schema/index';
import { callerFor, expectBadRequest } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import {
  createStaff,
  createStaffUser,
  type User,
} from '@/server/test-support/staff-and-inspections';
import { createInspection } from '@/server/test-support/inspections';

/**
 * Issue 28 point 9: the pending queue's search and filters, and 'Assign to
 * inspector' for several inspections in one call (docs/pending-queue.md).
 */
let database: Database;
let staff: Awaited<ReturnType<typeof createStaff>>;
let otherTenantInspector: User;
let installerA: string;
let installerB: string;
const rows: Record<string, Awaited<ReturnType<typeof createInspection>>> = {};

const nameOf = (user: User) => `${user.firstName} ${user.lastName}`;
const queue = (user: User) => callerFor(database.db, user).inspection;
const idsOf = (result: { inspections: { id: string }[] }) =>
  result.inspections.map((row) => row.id).sort();
const expectIds = (result: { inspections: { id: string }[] }, ...names: string[]) =>
  expect(idsOf(result)).toEqual(names.map((name) => rows[name]!.id).sort());

beforeAll(async () => {
  database = await openTestDatabase();
  staff = await createStaff(database);
  await createTenant(database.db, 'other-tenant');
  otherTenantInspector = await createStaffUser(
    database,
    'olga@other.uk',
    'Olga',
    'Other',
    'INSPECTOR',
    'other-tenant',
  );
  const made = await database.db
    .insert(installers)
    .values([
      { tenantId: 'default-tenant', name: 'Alpha Warmth Ltd' },
      { tenantId: 'default-tenant', name: 'Beta Walls Ltd' },
    ])
    .returning({ id: installers.id });
  installerA = made[0]!.id;
  installerB = made[1]!.id;
  const base = {
    measureType: 'INSULATION' as const,
    trigger: 'FOLLOW_UP' as const,
  };
  rows.quill = await createInspection(database.db, {
    ...base,
    status: 'PENDING',
    policyId: '98765431',
    propertyAddress: '7 Quillfeather Lane, Leeds, LS1 4AB',
    customerName: 'Zephyrine Aldous',
    installerId: installerA,
    scheduledDate: '2026-03-02',
  });
  rows.marrow = await createInspection(database.db, {
    ...base,
    status: 'IN_PROGRESS',
    policyId: '55500012',
    propertyAddress: '9 Marrowbone Street, York, YO1 7HH',
    customerName: 'Perpetua Strand',
    installerId: installerB,
    scheduledDate: '2026-03-10',
    inspectorUserId: staff.inspector.id,
    inspectorName: nameOf(staff.inspector),
  });
  rows.byName = await createInspection(database.db, {
    ...base,
    status: 'REQUIRES_FOLLOW_UP',
    policyId: '55500013',
    propertyAddress: '1 Tallow Court, Hull, HU1 1AA',
    customerName: 'Ignatius Brook',
    installerId: installerA,
    scheduledDate: '2026-03-31',
    // Only the free-text name an import carried: still Tom's, as his own queue counts it.
    inspectorName: 'tom hughes',
  });
  rows.unscheduled = await createInspection(database.db, {
    ...base,
    status: 'PENDING',
    policyId: '55500014',
    propertyAddress: '4 Nowhen Row, Bath, BA1 1AA',
    customerName: 'Cressida Vale',
    scheduledDate: null,
    inspectorUserId: staff.otherInspector.id,
    inspectorName: nameOf(staff.otherInspector),
  });
  rows.passed = await createInspection(database.db, {
    ...base,
    status: 'PASSED',
    policyId: '98765432',
    propertyAddress: '8 Quillfeather Lane, Leeds, LS1 4AB',
    customerName: 'Zephyrine Aldous',
    installerId: installerA,
    scheduledDate: '2026-03-02',
    completedDate: '2026-03-02',
  });
  rows.elsewhere = await createInspection(database.db, {
    ...base,
    tenantId: 'other-tenant',
    reference: 'INS-2026-990001',
    status: 'PENDING',
    policyId: '98765433',
    propertyAddress: '6 Quillfeather Lane, Leeds, LS1 4AB',
    customerName: 'Zephyrine Aldous',
    scheduledDate: '2026-03-02',
  });
});
afterAll(() => database.close());

describe('inspection.getPendingInspections search and filters', () => {
  it('searches policy ID, address, customer and reference, trimmed and in any case', async () => {
    const api = queue(staff.coordinator);
    expectIds(await api.getPendingInspections({ search: '98765431' }), 'quill');
    expectIds(await api.getPendingInspections({ search: '  quillFEATHER lane ' }), 'quill');
    expectIds(await api.getPendingInspections({ search: 'zephyrine aldous' }), 'quill');
    expectIds(await api.getPendingInspections({ search: rows.marrow!.reference }), 'marrow');
    const found = await api.getPendingInspections({ search: 'Quillfeather' });
    // The passed one and the other tenant's match the text but are not in this queue.
    expect(found.pagination.total).toBe(1);
  });

  it('refuses a one-letter search and reads a blank one as no search', async () => {
    await expectBadRequest(
      queue(staff.coordinator).getPendingInspections({ search: ' q ' }),
      'Search must be at least 2 characters',
    );
    const all = await queue(staff.coordinator).getPendingInspections({});
    const blank = await queue(staff.coordinator).getPendingInspections({ search: '   ' });
    expect(blank.pagination.total).toBe(all.pagination.total);
  });

  it('filters by inspector: by user or by the name an import carried, or unassigned', async () => {
    const api = queue(staff.coordinator);
    expectIds(
      await api.getPendingInspections({ inspectorId: staff.inspector.id }),
      'marrow',
      'byName',
    );
    expectIds(
      await api.getPendingInspections({ inspectorId: staff.otherInspector.id }),
      'unscheduled',
    );
    expectIds(await api.getPendingInspections({ inspectorId: 'unassigned' }), 'quill');
    expect(
      (await api.getPendingInspections({ inspectorId: otherTenantInspector.id })).pagination.total,
    ).toBe(0);
  });

  it('filters by installer from the register', async () => {
    const api = queue(staff.coordinator);
    expectIds(await api.getPendingInspections({ installerId: installerA }), 'quill', 'byName');
    expectIds(await api.getPendingInspections({ installerId: installerB }), 'marrow');
  });

  it('filters by an open status and refuses a closed one', async () => {
    const api = queue(staff.coordinator);
    expectIds(await api.getPendingInspections({ status: 'IN_PROGRESS' }), 'marrow');
    expectIds(await api.getPendingInspections({ status: 'REQUIRES_FOLLOW_UP' }), 'byName');
    expectIds(await api.getPendingInspections({ status: 'PENDING' }), 'quill', 'unscheduled');
    await expect(api.getPendingInspections({ status: 'PASSED' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });

  it('filters by scheduled date, both ends included, leaving unscheduled ones out', async () => {
    const api = queue(staff.coordinator);
    expectIds(
      await api.getPendingInspections({ from: '2026-03-02', to: '2026-03-10' }),
      'quill',
      'marrow',
    );
    expectIds(await api.getPendingInspections({ from: '2026-03-03' }), 'marrow', 'byName');
    expectIds(await api.getPendingInspections({ to: '2026-03-02' }), 'quill');
    await expectBadRequest(
      api.getPendingInspections({ from: '2026-03-10', to: '2026-03-02' }),
      "'Scheduled from' must be on or before 'Scheduled to'",
    );
  });

  it('combines the filters with the measure type and trigger, and the total counts the page', async () => {
    const api = queue(staff.coordinator);
    const result = await api.getPendingInspections({
      measureType: 'INSULATION',
      trigger: 'FOLLOW_UP',
      installerId: installerA,
      status: 'PENDING',
      limit: 1,
    });
    expectIds(result, 'quill');
    expect(result.pagination).toMatchObject({ total: 1, pages: 1 });
    const none = await api.getPendingInspections({
      measureType: 'HEATING_SYSTEM',
      search: 'Quill',
    });
    expect(none.pagination.total).toBe(0);
  });

  it('keeps an inspector to their own inspections whatever the filters', async () => {
    const tom = queue(staff.inspector);
    expectIds(await tom.getPendingInspections({ search: 'Quillfeather' }));
    expectIds(await tom.getPendingInspections({ installerId: installerA }), 'byName');
    expectIds(await tom.getPendingInspections({ inspectorId: staff.otherInspector.id }));
  });
});

const auditFor = (ids: string[]) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'assign'), inArray(auditLog.resourceId, ids)));

async function inspectorsOf(...names: string[]) {
  const found = await database.db
    .select({
      id: inspections.id,
      inspectorUserId: inspections.inspectorUserId,
      inspectorName: inspections.inspectorName,
      version: inspections.version,
    })
    .from(inspections)
    .where(
      inArray(
        inspections.id,
        names.map((name) => rows[name]!.id),
      ),
    );
  return names.map((name) => found.find((row) => row.id === rows[name]!.id)!);
}

describe('inspection.assignInspector', () => {
  it('assigns every selected inspection in one call, with an audit row each and one notification', async () => {
    const ivy = staff.otherInspector;
    const before = await inspectorsOf('quill', 'marrow');
    const result = await queue(staff.coordinator).assignInspector({
      ids: [rows.quill!.id, rows.marrow!.id, rows.quill!.id],
      inspectorId: ivy.id,
    });
    expect(result).toEqual({ assigned: 2, unchanged: 0, inspectorName: nameOf(ivy) });
    const after = await inspectorsOf('quill', 'marrow');
    for (const [i, row] of after.entries()) {
      expect(row).toMatchObject({ inspectorUserId: ivy.id, inspectorName: nameOf(ivy) });
      expect(row.version).toBe(before[i]!.version + 1);
    }
    const audit = await auditFor([rows.quill!.id, rows.marrow!.id]);
    expect(audit).toHaveLength(2);
    expect(audit.find((row) => row.resourceId === rows.marrow!.id)).toMatchObject({
      userId: staff.coordinator.id,
      resource: 'inspection',
      details: {
        reference: rows.marrow!.reference,
        from: { inspectorUserId: staff.inspector.id, inspectorName: nameOf(staff.inspector) },
        to: { inspectorUserId: ivy.id, inspectorName: nameOf(ivy) },
      },
    });
    const told = await database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, ivy.id), eq(notifications.event, 'inspection_assigned')));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      title: 'New inspections assigned',
      actionUrl: '/inspections/pending',
    });
    expect(told[0]!.message).toContain('2 inspections assigned to you');
    // The queue shows them under their new inspector at once.
    expectIds(
      await queue(staff.coordinator).getPendingInspections({ inspectorId: ivy.id }),
      'quill',
      'marrow',
      'unscheduled',
    );
  });

  it('leaves inspections already with that inspector as they are', async () => {
    const result = await queue(staff.admin).assignInspector({
      ids: [rows.unscheduled!.id],
      inspectorId: staff.otherInspector.id,
    });
    expect(result).toMatchObject({ assigned: 0, unchanged: 1 });
    expect(await auditFor([rows.unscheduled!.id])).toHaveLength(0);
  });

  it('is refused to an INSPECTOR', async () => {
    await expect(
      queue(staff.inspector).assignInspector({
        ids: [rows.byName!.id],
        inspectorId: staff.inspector.id,
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect((await inspectorsOf('byName'))[0]!.inspectorUserId).toBeNull();
  });

  it('takes 1 to 100 inspections a call', async () => {
    const api = queue(staff.coordinator);
    const many = Array.from({ length: 101 }, () => crypto.randomUUID());
    await expectBadRequest(
      api.assignInspector({ ids: many, inspectorId: staff.inspector.id }),
      'Select no more than 100 inspections at a time',
    );
    await expectBadRequest(
      api.assignInspector({ ids: [], inspectorId: staff.inspector.id }),
      'Select at least one inspection',
    );
  });

  it('assigns only to an active inspector of the tenant', async () => {
    const api = queue(staff.coordinator);
    for (const inspectorId of [staff.coordinator.id, otherTenantInspector.id]) {
      await expect(
        api.assignInspector({ ids: [rows.byName!.id], inspectorId }),
      ).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: 'Choose an inspector from the list',
      });
    }
  });

  it('refuses the whole call when one inspection is no longer open', async () => {
    await expect(
      queue(staff.coordinator).assignInspector({
        ids: [rows.byName!.id, rows.passed!.id],
        inspectorId: staff.inspector.id,
      }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: `Only open inspections can be assigned, and ${rows.passed!.reference} (Passed) is no longer open. Nothing was assigned.`,
    });
    expect((await inspectorsOf('byName'))[0]!.inspectorUserId).toBeNull();
    expect(await auditFor([rows.byName!.id, rows.passed!.id])).toHaveLength(0);
  });

  it("refuses the whole call when one inspection is another tenant's", async () => {
    await expect(
      queue(staff.coordinator).assignInspector({
        ids: [rows.byName!.id, rows.elsewhere!.id],
        inspectorId: staff.inspector.id,
      }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message:
        'Some of the selected inspections no longer exist or are not yours to see. Refresh the list and try again; nothing was assigned.',
    });
    expect((await inspectorsOf('byName'))[0]!.inspectorUserId).toBeNull();
    const [elsewhere] = await database.db
      .select({ inspectorUserId: inspections.inspectorUserId })
      .from(inspections)
      .where(eq(inspections.id, rows.elsewhere!.id));
    expect(elsewhere!.inspectorUserId).toBeNull();
    expect(await auditFor([rows.byName!.id, rows.elsewhere!.id])).toHaveLength(0);
  });
});
