import type { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { DEFAULT_TENANT_ID } from '@/shared/roles';
import { createTenant } from '@/server/db/factories';
import {
  createStaffUser,
  type StaffUserArgs,
  type User,
} from '@/server/test-support/staff-and-inspections';
import { buildWizardForm } from '@/server/db/inspection-factories';
import { auditLog, followups, notifications, rolePermissions } from '@/server/db/schema/index';
import { callerFor, expectBadRequest } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';

let database: Database;
let admin: User;
let coordinator: User;
let inspector: User;
let otherInspector: User;
let otherTenantAdmin: User;
let lockedInspector: User;
let failedId: string;
let passedId: string;

const newUser = (...args: StaffUserArgs) => createStaffUser(database, ...args);

async function errorOf(call: Promise<unknown>) {
  return call.then(
    () => null,
    (e: unknown) => e as TRPCError,
  );
}

beforeAll(async () => {
  database = await openTestDatabase();
  admin = await newUser('ada@test.uk', 'Ada', 'Admin', 'ADMIN');
  coordinator = await newUser('cora@test.uk', 'Cora', 'Ord', 'COORDINATOR');
  inspector = await newUser('tom@test.uk', 'Tom', 'Hughes', 'INSPECTOR');
  otherInspector = await newUser('ivy@test.uk', 'Ivy', 'Other', 'INSPECTOR');
  await createTenant(database.db, 'other-tenant');
  otherTenantAdmin = await newUser('eve@test.uk', 'Eve', 'Else', 'ADMIN', 'other-tenant');
  await createTenant(database.db, 'locked');
  lockedInspector = await newUser('lock@test.uk', 'Lou', 'Locked', 'INSPECTOR', 'locked');
  await database.db
    .delete(rolePermissions)
    .where(
      and(
        eq(rolePermissions.tenantId, 'locked'),
        eq(rolePermissions.role, 'INSPECTOR'),
        eq(rolePermissions.permission, 'defects:manage'),
      ),
    );
  // A failed completed inspection for Tom Hughes (two 'Fail' answers) and a passed one for nobody.
  const failed = await callerFor(database.db, coordinator).inspection.createInspectionDirect({
    source: 'COMPLETED_WIZARD',
    form: buildWizardForm('completed'),
  });
  failedId = failed.id;
  const passed = await callerFor(database.db, coordinator).inspection.createInspectionDirect({
    source: 'COMPLETED_WIZARD',
    form: buildWizardForm('completed', {
      inspectorName: 'Someone Else',
      inspectionOutcome: 'PASSED',
      defectsFound: false,
      ewiWeatherproofRender: 'Pass',
      ewiDetailingSeals: 'Pass',
      addressLine1: '9 Other Road',
    }),
  });
  passedId = passed.id;
  // The default matrix lets inspectors see everything; these tests check the narrower scope.
  await database.db
    .delete(rolePermissions)
    .where(
      and(
        eq(rolePermissions.tenantId, DEFAULT_TENANT_ID),
        eq(rolePermissions.role, 'INSPECTOR'),
        eq(rolePermissions.permission, 'inspections:view_all'),
      ),
    );
});
afterAll(() => database.close());

const defect = (overrides: Record<string, unknown> = {}) => ({
  inspectionId: failedId,
  title: 'Render cracking',
  description: 'Cracks at the window reveals',
  severity: 'high' as const,
  category: 'quality' as const,
  location: 'Front elevation',
  ...overrides,
});

describe('defects.create', () => {
  it('raises a defect with a DEF reference, the 8-week default due date and its follow-up', async () => {
    const before = Date.now();
    const created = await callerFor(database.db, coordinator).defects.create(defect());
    expect(created.reference).toMatch(/^DEF-\d{4}-\d{6}$/);
    expect(created).toMatchObject({
      title: 'Render cracking',
      status: 'open',
      severity: 'high',
      category: 'quality',
      location: 'Front elevation',
      inspectionId: failedId,
      propertyAddress: '4 Mill Lane, Hebden Bridge, HX7 8AB',
      resolvedAt: null,
      isOverdue: false,
    });
    const weeks = (new Date(created.dueDate).getTime() - before) / (7 * 86_400_000);
    expect(weeks).toBeGreaterThan(7.99);
    expect(weeks).toBeLessThan(8.01);
    const [followup] = await database.db
      .select()
      .from(followups)
      .where(eq(followups.defectId, created.id));
    expect(followup).toMatchObject({
      type: 'defect-resolution',
      priority: 'high',
      status: 'pending',
      inspectionId: failedId,
      dueDate: new Date(created.dueDate),
    });
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.resourceId, created.id));
    expect(audit).toMatchObject([{ action: 'create', resource: 'defect', userId: coordinator.id }]);
  });

  it('gives a critical (health and safety) defect 24 hours by default, and the tenant setting changes it', async () => {
    const before = Date.now();
    const critical = await callerFor(database.db, coordinator).defects.create(
      defect({ severity: 'critical', category: 'safety' }),
    );
    const hours = (new Date(critical.dueDate).getTime() - before) / 3_600_000;
    expect(hours).toBeGreaterThan(23.99);
    expect(hours).toBeLessThan(24.01);
    await callerFor(database.db, admin).defects.settings.save({
      criticalDueHours: 48,
      otherDueWeeks: 4,
    });
    expect(await callerFor(database.db, inspector).defects.settings.get()).toEqual({
      criticalDueHours: 48,
      otherDueWeeks: 4,
      reviewWindowDays: 14,
    });
    const later = await callerFor(database.db, coordinator).defects.create(
      defect({ severity: 'critical' }),
    );
    expect((new Date(later.dueDate).getTime() - Date.now()) / 3_600_000).toBeGreaterThan(47.9);
    await callerFor(database.db, admin).defects.settings.save({
      criticalDueHours: 24,
      otherDueWeeks: 8,
    });
  });

  it('takes a chosen due date as the end of that UK day', async () => {
    const created = await callerFor(database.db, coordinator).defects.create(
      defect({ dueDate: '2026-07-01' }),
    );
    // BST: 23:59:59.999 in London is 22:59:59.999 UTC.
    expect(created.dueDate).toBe('2026-07-01T22:59:59.999Z');
  });

  it('notifies the assignee with defect_assigned, but not someone assigning themselves', async () => {
    const created = await callerFor(database.db, coordinator).defects.create(
      defect({ assigneeId: inspector.id, title: 'Missing cavity vent' }),
    );
    expect(created.assigneeName).toBe('Tom Hughes');
    const mine = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, inspector.id));
    expect(
      mine.filter((n) => n.title === `Defect ${created.reference} assigned to you`),
    ).toHaveLength(1);
    const own = await callerFor(database.db, coordinator).defects.create(
      defect({ assigneeId: coordinator.id }),
    );
    const coordNotes = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, coordinator.id));
    expect(coordNotes.some((n) => n.title.includes(own.reference))).toBe(false);
  });

  it("refuses blank title and description with the spec's messages, and unknown or foreign assignees", async () => {
    const caller = callerFor(database.db, coordinator);
    await expectBadRequest(caller.defects.create(defect({ title: '   ' })), 'Title is required');
    await expectBadRequest(
      caller.defects.create(defect({ description: '' })),
      'Description is required',
    );
    await expectBadRequest(
      caller.defects.create(defect({ inspectionId: '' })),
      'Inspection is required',
    );
    await expectBadRequest(
      caller.defects.create(defect({ dueDate: '2026-02-30' })),
      'Due date must be a valid date',
    );
    await expectBadRequest(
      caller.defects.create(defect({ severity: 'urgent' })),
      'Severity is required',
    );
    const foreign = await errorOf(
      caller.defects.create(defect({ assigneeId: otherTenantAdmin.id })),
    );
    expect(foreign).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Choose an active user of your organisation as the assignee.',
    });
  });

  it('refuses an inspection the user cannot see, and another tenant', async () => {
    const hidden = await errorOf(callerFor(database.db, otherInspector).defects.create(defect()));
    expect(hidden).toMatchObject({ code: 'NOT_FOUND', message: 'Inspection not found.' });
    const foreign = await errorOf(
      callerFor(database.db, otherTenantAdmin).defects.create(defect()),
    );
    expect(foreign).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses a role without defects:manage, and anonymous callers', async () => {
    const refused = await errorOf(callerFor(database.db, lockedInspector).defects.create(defect()));
    expect(refused).toMatchObject({ code: 'FORBIDDEN' });
    const anonymous = await errorOf(callerFor(database.db, null).defects.list({}));
    expect(anonymous).toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('defects.createFromInspection', () => {
  it('raises several defects at once, each with its own follow-up', async () => {
    const result = await callerFor(database.db, inspector).defects.createFromInspection({
      inspectionId: failedId,
      defects: [
        {
          title: 'Gap at DPC',
          description: 'Render bridges the DPC',
          severity: 'medium',
          category: 'installation',
        },
        {
          title: 'Loose board',
          description: 'Board not fixed',
          severity: 'critical',
          category: 'safety',
        },
      ],
    });
    expect(result.created).toBe(2);
    for (const item of result.items) {
      const rows = await database.db
        .select()
        .from(followups)
        .where(eq(followups.defectId, item.id));
      expect(rows).toHaveLength(1);
    }
  });

  it('is all or nothing and needs at least one defect', async () => {
    const caller = callerFor(database.db, inspector);
    await expectBadRequest(
      caller.defects.createFromInspection({ inspectionId: failedId, defects: [] }),
      'Add at least one defect',
    );
    await expectBadRequest(
      caller.defects.createFromInspection({
        inspectionId: failedId,
        defects: [
          { title: 'Fine', description: 'Fine' },
          { title: 'No description', description: ' ' },
        ],
      }),
      'Description is required',
    );
    const error = await errorOf(
      caller.defects.createFromInspection({
        inspectionId: failedId,
        defects: [
          { title: 'Fine one', description: 'Fine' },
          { title: 'Bad assignee', description: 'x', assigneeId: otherTenantAdmin.id },
        ],
      }),
    );
    expect(error).toMatchObject({ code: 'BAD_REQUEST' });
    const list = await caller.defects.list({ search: 'Fine one' });
    expect(list.counts.all).toBe(0);
  });
});

describe('defects.update', () => {
  it('moves open -> in-progress -> resolved (stamping resolved_at and completing the follow-up) and reopens', async () => {
    const caller = callerFor(database.db, coordinator);
    const created = await caller.defects.create(defect({ title: 'Flow test' }));
    const started = await caller.defects.update({ id: created.id, status: 'in-progress' });
    expect(started).toMatchObject({ status: 'in-progress', resolvedAt: null });
    const resolved = await caller.defects.update({ id: created.id, status: 'resolved' });
    expect(resolved.status).toBe('resolved');
    expect(resolved.resolvedAt).not.toBeNull();
    const [done] = await database.db
      .select()
      .from(followups)
      .where(eq(followups.defectId, created.id));
    expect(done).toMatchObject({ status: 'completed', progress: 100 });
    const reopened = await caller.defects.update({ id: created.id, status: 'open' });
    expect(reopened).toMatchObject({ status: 'open', resolvedAt: null });
    const [again] = await database.db
      .select()
      .from(followups)
      .where(eq(followups.defectId, created.id));
    expect(again).toMatchObject({ status: 'pending', completedAt: null });
  });

  it('notifies a new assignee and moves the follow-up to them', async () => {
    const caller = callerFor(database.db, coordinator);
    const created = await caller.defects.create(defect({ title: 'Reassign me' }));
    const updated = await caller.defects.update({ id: created.id, assigneeId: otherInspector.id });
    expect(updated.assigneeId).toBe(otherInspector.id);
    const notes = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, otherInspector.id));
    expect(notes.filter((n) => n.title.includes(created.reference))).toHaveLength(1);
    const [followup] = await database.db
      .select()
      .from(followups)
      .where(eq(followups.defectId, created.id));
    expect(followup?.assigneeId).toBe(otherInspector.id);
    // The assignee now sees the defect though the inspection is not theirs.
    const seen = await callerFor(database.db, otherInspector).defects.get({ id: created.id });
    expect(seen.reference).toBe(created.reference);
  });

  it('refuses an empty change, blank title and an unknown defect', async () => {
    const caller = callerFor(database.db, coordinator);
    const created = await caller.defects.create(defect());
    await expectBadRequest(caller.defects.update({ id: created.id }), 'Change at least one field');
    await expectBadRequest(
      caller.defects.update({ id: created.id, title: ' ' }),
      'Title is required',
    );
    const missing = await errorOf(
      caller.defects.update({ id: '00000000-0000-4000-8000-000000000000', status: 'resolved' }),
    );
    expect(missing).toMatchObject({ code: 'NOT_FOUND', message: 'Defect not found.' });
    const foreign = await errorOf(
      callerFor(database.db, otherTenantAdmin).defects.update({
        id: created.id,
        status: 'resolved',
      }),
    );
    expect(foreign).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('defects.list, stats and get', () => {
  it('counts the tabs, computes overdue and filters, searches, sorts and pages', async () => {
    const caller = callerFor(database.db, admin);
    const late = await caller.defects.create(defect({ title: 'Late one', dueDate: '2020-01-01' }));
    const list = await caller.defects.list({});
    expect(list.counts.all).toBeGreaterThanOrEqual(10);
    expect(list.counts.all).toBe(list.counts.open + list.counts.resolved);
    expect(list.items.find((d) => d.id === late.id)?.isOverdue).toBe(true);
    const critical = await caller.defects.list({ tab: 'critical' });
    expect(critical.items.every((d) => d.severity === 'critical')).toBe(true);
    expect(critical.pagination.total).toBe(list.counts.critical);
    const overdue = await caller.defects.list({ overdueOnly: true });
    expect(overdue.items.map((d) => d.id)).toContain(late.id);
    const searched = await caller.defects.list({ search: late.reference });
    expect(searched.items.map((d) => d.id)).toEqual([late.id]);
    const byAddress = await caller.defects.list({ search: 'mill lane', limit: 2, page: 2 });
    expect(byAddress.items).toHaveLength(2);
    expect(byAddress.pagination).toMatchObject({ page: 2, limit: 2 });
    const sorted = await caller.defects.list({ sort: 'dueDate', direction: 'asc', limit: 1 });
    expect(sorted.items[0]?.id).toBe(late.id);
    const stats = await caller.defects.stats();
    expect(stats.total).toBe(list.counts.all);
    expect(stats.overdue).toBeGreaterThanOrEqual(1);
    expect(await caller.defects.get({ id: late.id })).toMatchObject({ title: 'Late one' });
  });

  it('shows an inspector only defects of their inspections, assigned to them or raised by them', async () => {
    const theirs = await callerFor(database.db, otherInspector).defects.list({ limit: 100 });
    expect(theirs.items.length).toBeGreaterThan(0);
    expect(theirs.items.every((d) => d.assigneeId === otherInspector.id)).toBe(true);
    const tom = await callerFor(database.db, inspector).defects.list({ limit: 100 });
    expect(
      tom.items.every((d) => d.inspectionId === failedId || d.assigneeId === inspector.id),
    ).toBe(true);
    expect(tom.counts.all).toBeGreaterThan(0);
    const foreign = await callerFor(database.db, otherTenantAdmin).defects.list({});
    expect(foreign.counts.all).toBe(0);
  });

  it('offers inspections by reference or address, within scope', async () => {
    const options = await callerFor(database.db, coordinator).defects.inspectionOptions({
      search: 'other road',
    });
    expect(options.map((o) => o.id)).toEqual([passedId]);
    const hidden = await callerFor(database.db, otherInspector).defects.inspectionOptions({
      search: '',
    });
    expect(hidden).toEqual([]);
  });

  it('lets only settings:manage save the due-date settings, with the limits', async () => {
    const refused = await errorOf(
      callerFor(database.db, coordinator).defects.settings.save({
        criticalDueHours: 12,
        otherDueWeeks: 2,
      }),
    );
    expect(refused).toMatchObject({ code: 'FORBIDDEN' });
    await expectBadRequest(
      callerFor(database.db, admin).defects.settings.save({
        criticalDueHours: 0,
        otherDueWeeks: 2,
      }),
      'Critical due time must be between 1 and 720 hours',
    );
  });
});
