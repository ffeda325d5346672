import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toSessionUser } from '@/server/auth/to-session-user';
import type { Database } from '@/server/db/client';
import { auditLog, projectInspections, rolePermissions } from '@/server/db/schema/index';
import { callerFor, expectBadRequest } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { createStaff, type User } from '@/server/test-support/staff-and-inspections';
import { createInspection } from '@/server/test-support/inspections';
import { countOpenProjects } from './list';

let database: Database;
let admin: User;
let coordinator: User;
let inspector: User;

const project = (overrides: Record<string, unknown> = {}) => ({
  name: 'Leeds EWI retrofit',
  description: 'External wall insulation across 40 homes',
  type: 'EWI' as const,
  priority: 'high' as const,
  ...overrides,
});
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  database = await openTestDatabase();
  ({ admin, coordinator, inspector } = await createStaff(database));
});
afterAll(() => database.close());

async function expectTrpcError(call: Promise<unknown>, code: string, message: string) {
  await expect(call).rejects.toMatchObject({ code, message });
}

const auditRows = (id: string) =>
  database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.resource, 'project'), eq(auditLog.resourceId, id)));

describe('projects.create', () => {
  it('creates a project in planning with a PROJ-YYYY-NNNN reference, audited', async () => {
    const year = new Date().getUTCFullYear();
    const caller = callerFor(database.db, coordinator);
    const first = await caller.projects.create(project({ name: '  Padded name  ' }));
    const second = await caller.projects.create(project({ type: 'CWI', priority: 'urgent' }));
    expect(first.reference).toBe(`PROJ-${year}-0001`);
    expect(second.reference).toBe(`PROJ-${year}-0002`);
    const detail = await caller.projects.get({ id: first.id });
    expect(detail).toMatchObject({
      name: 'Padded name',
      status: 'planning',
      type: 'EWI',
      priority: 'high',
      createdByName: 'Cora Ord',
      inspections: [],
      totalInspections: 0,
    });
    expect(await auditRows(first.id)).toMatchObject([{ action: 'create', userId: coordinator.id }]);
  });

  it('gives the spec messages: name and description must not be blank', async () => {
    const caller = callerFor(database.db, coordinator);
    await expectBadRequest(caller.projects.create(project({ name: '   ' })), 'Name is required');
    await expectBadRequest(
      caller.projects.create(project({ description: '' })),
      'Description is required',
    );
    await expectBadRequest(caller.projects.create(project({ type: 'LOFT' })), 'Type is required');
    await expectBadRequest(
      caller.projects.create(project({ priority: 'asap' })),
      'Priority is required',
    );
    await expectBadRequest(
      caller.projects.create(project({ name: 'x'.repeat(201) })),
      'Name must be no more than 200 characters',
    );
  });

  it('is FORBIDDEN to an inspector', async () => {
    await expectTrpcError(
      callerFor(database.db, inspector).projects.create(project()),
      'FORBIDDEN',
      'You do not have permission to do this (projects:manage).',
    );
  });
});

describe('projects.list', () => {
  it('pages, searches and filters by status, with four stat cards', async () => {
    const caller = callerFor(database.db, admin);
    for (let i = 0; i < 3; i++) await caller.projects.create(project({ name: `Batch ${i}` }));
    const active = await caller.projects.create(project({ name: 'Sheffield CWI' }));
    await caller.projects.update({
      id: active.id,
      ...project({ name: 'Sheffield CWI' }),
      status: 'active',
    });
    const page = await caller.projects.list({ limit: 2, page: 1 });
    expect(page.items).toHaveLength(2);
    expect(page.items[0]!.name).toBe('Sheffield CWI'); // newest first
    expect(page.pagination).toMatchObject({ total: 6, pages: 3 });
    expect(page.stats).toEqual({ total: 6, active: 1, completed: 0, linkedInspections: 0 });
    const actor = {
      db: database.db,
      tenantId: admin.tenantId,
      ip: '203.0.113.7',
      user: toSessionUser({ ...admin, isActive: true })!,
    };
    expect(await countOpenProjects(actor)).toBe(6);
    const found = await caller.projects.list({ search: 'sheff' });
    expect(found.items.map((p) => p.reference)).toEqual([active.reference]);
    const byRef = await caller.projects.list({ search: active.reference });
    expect(byRef.items).toHaveLength(1);
    const onlyActive = await caller.projects.list({ status: 'active' });
    expect(onlyActive.items.map((p) => p.id)).toEqual([active.id]);
    // A literal % matches nothing rather than everything.
    expect((await caller.projects.list({ search: '%' })).items).toHaveLength(0);
    // An inspector may read.
    expect((await callerFor(database.db, inspector).projects.list({})).pagination.total).toBe(6);
  });

  it('refuses a status that does not exist', async () => {
    await expect(
      callerFor(database.db, admin).projects.list({ status: 'archived' as 'all' }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('projects.update', () => {
  it('changes fields and status, recording what changed', async () => {
    const caller = callerFor(database.db, coordinator);
    const created = await caller.projects.create(project({ name: 'Old name' }));
    await caller.projects.update({
      id: created.id,
      ...project({ name: 'New name', priority: 'low' }),
      status: 'on-hold',
    });
    const detail = await caller.projects.get({ id: created.id });
    expect(detail).toMatchObject({ name: 'New name', priority: 'low', status: 'on-hold' });
    const rows = await auditRows(created.id);
    expect(rows.map((r) => r.action)).toEqual(['create', 'update']);
    expect(rows[1]!.details).toEqual({
      changes: {
        name: { from: 'Old name', to: 'New name' },
        priority: { from: 'high', to: 'low' },
        status: { from: 'planning', to: 'on-hold' },
      },
    });
    await expectBadRequest(
      caller.projects.update({ id: created.id, ...project({ name: '' }), status: 'active' }),
      'Name is required',
    );
    await expectTrpcError(
      caller.projects.update({ id: MISSING_ID, ...project(), status: 'active' }),
      'NOT_FOUND',
      'Project not found.',
    );
  });
});

describe('projects.linkInspections, unlinkInspection and get', () => {
  it('links inspections once, shows them on the project page and unlinks', async () => {
    const caller = callerFor(database.db, coordinator);
    const created = await caller.projects.create(project({ name: 'Linked' }));
    const a = await createInspection(database.db, {
      status: 'PENDING',
      inspectorUserId: inspector.id,
    });
    const b = await createInspection(database.db, { status: 'PASSED' });
    expect(
      await caller.projects.linkInspections({ projectId: created.id, inspectionIds: [a.id, b.id] }),
    ).toEqual({ linked: 2, alreadyLinked: 0 });
    expect(
      await caller.projects.linkInspections({ projectId: created.id, inspectionIds: [a.id] }),
    ).toEqual({ linked: 0, alreadyLinked: 1 });
    const detail = await caller.projects.get({ id: created.id });
    expect(detail.inspections.map((i) => i.reference).sort()).toEqual(
      [a.reference, b.reference].sort(),
    );
    expect(detail.totalInspections).toBe(2);
    expect(await caller.projects.forInspection({ inspectionId: a.id })).toEqual([
      { id: created.id, reference: created.reference, name: 'Linked' },
    ]);

    // An inspector without view_all sees the project but only their own inspections in it.
    const viewAll = and(
      eq(rolePermissions.tenantId, 'default-tenant'),
      eq(rolePermissions.role, 'INSPECTOR'),
      eq(rolePermissions.permission, 'inspections:view_all'),
    );
    await database.db.delete(rolePermissions).where(viewAll);
    const seen = await callerFor(database.db, inspector).projects.get({ id: created.id });
    expect(seen.inspections.map((i) => i.id)).toEqual([a.id]);
    expect(seen.totalInspections).toBe(2);
    await database.db.insert(rolePermissions).values({
      tenantId: 'default-tenant',
      role: 'INSPECTOR',
      permission: 'inspections:view_all',
    });

    await caller.projects.unlinkInspection({ projectId: created.id, inspectionId: b.id });
    expect((await caller.projects.get({ id: created.id })).totalInspections).toBe(1);
    await expectTrpcError(
      caller.projects.unlinkInspection({ projectId: created.id, inspectionId: b.id }),
      'NOT_FOUND',
      'This inspection is not linked to the project.',
    );
    const actions = (await auditRows(created.id)).map(
      (r) => (r.details as { change?: string } | null)?.change ?? r.action,
    );
    expect(actions).toEqual(['create', 'link_inspections', 'unlink_inspection']);
    const stored = await database.db
      .select()
      .from(projectInspections)
      .where(eq(projectInspections.projectId, created.id));
    expect(stored).toHaveLength(1);
  });

  it('refuses unknown projects and inspections, and bad input', async () => {
    const caller = callerFor(database.db, coordinator);
    const created = await caller.projects.create(project());
    await expectTrpcError(
      caller.projects.linkInspections({ projectId: created.id, inspectionIds: [MISSING_ID] }),
      'NOT_FOUND',
      'Inspection not found.',
    );
    await expectTrpcError(
      caller.projects.linkInspections({ projectId: MISSING_ID, inspectionIds: [MISSING_ID] }),
      'NOT_FOUND',
      'Project not found.',
    );
    await expectBadRequest(
      caller.projects.linkInspections({ projectId: created.id, inspectionIds: [] }),
      'Choose at least one inspection',
    );
    await expectTrpcError(
      caller.projects.get({ id: MISSING_ID }),
      'NOT_FOUND',
      'Project not found.',
    );
    await expectTrpcError(
      callerFor(database.db, inspector).projects.linkInspections({
        projectId: created.id,
        inspectionIds: [MISSING_ID],
      }),
      'FORBIDDEN',
      'You do not have permission to do this (projects:manage).',
    );
    await expectTrpcError(
      callerFor(database.db, inspector).projects.unlinkInspection({
        projectId: created.id,
        inspectionId: MISSING_ID,
      }),
      'FORBIDDEN',
      'You do not have permission to do this (projects:manage).',
    );
    await expect(callerFor(database.db, null).projects.list({})).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });

  it('keeps tenants apart', async () => {
    const created = await callerFor(database.db, coordinator).projects.create(project());
    const { createTenant, createUser } = await import('@/server/db/factories');
    await createTenant(database.db, 'other-tenant');
    const outsider = await createUser(database.db, {
      email: 'eve@other.uk',
      password: 'password-1',
      firstName: 'Eve',
      lastName: 'Other',
      role: 'ADMIN',
      tenantId: 'other-tenant',
    });
    const { ensureDefaultMatrix } = await import('../permissions/service');
    await ensureDefaultMatrix(database.db, 'other-tenant');
    await expectTrpcError(
      callerFor(database.db, outsider).projects.get({ id: created.id }),
      'NOT_FOUND',
      'Project not found.',
    );
    expect((await callerFor(database.db, outsider).projects.list({})).pagination.total).toBe(0);
  });
});
