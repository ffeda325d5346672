import type { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TENANT_ID } from '@/shared/roles';
import type { Database } from '@/server/db/client';
import { createTenant } from '@/server/db/factories';
import {
  createStaffUser,
  type StaffUserArgs,
  type User,
} from '@/server/test-support/staff-and-inspections';
import { buildWizardForm } from '@/server/db/inspection-factories';
import { auditLog, followups, notifications, rolePermissions } from '@/server/db/schema/index';
import { toSessionUser } from '@/server/auth/to-session-user';
import {
  callerFor,
  expectBadRequest,
  silentLogger,
  testDataDirectory,
} from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { createLocalStorage } from '@/server/storage/local-storage';
import { openFollowupsForFailedAnswers } from '../inspections/failed-answer-followups';
import { followupOverdueJob } from './overdue-job';
import { createTestServices } from '@/server/test-support/test-services';

let database: Database;
let admin: User;
let coordinator: User;
let inspector: User;
let otherInspector: User;
let otherTenantAdmin: User;
let inspection: { id: string; reference: string };

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
  const created = await callerFor(database.db, coordinator).inspection.createInspectionDirect({
    source: 'COMPLETED_WIZARD',
    form: buildWizardForm('completed'),
  });
  inspection = { id: created.id, reference: created.reference };
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

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const newFollowup = (overrides: Record<string, unknown> = {}) => ({
  type: 'documentation' as const,
  title: 'Chase the installer for the BBA certificate',
  description: 'Missing from the pack',
  priority: 'medium' as const,
  dueDate: inDays(14),
  ...overrides,
});

describe('follow-ups opened automatically', () => {
  it('opens one high-priority quality-check per failed checklist answer, assigned to the inspector', async () => {
    const rows = await database.db
      .select()
      .from(followups)
      .where(and(eq(followups.inspectionId, inspection.id), eq(followups.type, 'quality-check')));
    expect(rows.map((r) => r.answerKey).sort()).toEqual([
      'ewiDetailingSeals',
      'ewiWeatherproofRender',
    ]);
    expect(rows[0]).toMatchObject({
      priority: 'high',
      status: 'pending',
      assigneeId: inspector.id,
    });
    expect(rows.map((r) => r.title)).toContain(
      `Quality check: Weatherproof Render failed on ${inspection.reference}`,
    );
  });

  it('never opens a second follow-up for the same answer', async () => {
    const actor = {
      db: database.db,
      tenantId: DEFAULT_TENANT_ID,
      user: toSessionUser({ ...coordinator, isActive: true })!,
      ip: '203.0.113.7',
    };
    const again = await database.db.transaction((tx) =>
      openFollowupsForFailedAnswers(tx, actor, {
        id: inspection.id,
        reference: inspection.reference,
        answers: { ewiWeatherproofRender: 'Fail', ewiDetailingSeals: 'Fail' },
        inspectorUserId: inspector.id,
      }),
    );
    expect(again).toEqual([]);
  });

  it('opens a defect-resolution follow-up for a new defect', async () => {
    const defect = await callerFor(database.db, coordinator).defects.create({
      inspectionId: inspection.id,
      title: 'Render cracking',
      description: 'At reveals',
      severity: 'low',
      assigneeId: otherInspector.id,
    });
    const list = await callerFor(database.db, otherInspector).followups.list({
      search: defect.reference,
    });
    expect(list.items).toMatchObject([
      {
        type: 'defect-resolution',
        priority: 'low',
        status: 'pending',
        defectReference: defect.reference,
        inspectionReference: inspection.reference,
        assigneeName: 'Ivy Other',
      },
    ]);
  });
});

describe('followups.create', () => {
  it('creates a follow-up due at the end of the chosen UK day, notifies the assignee, audits', async () => {
    const created = await callerFor(database.db, coordinator).followups.create(
      newFollowup({
        assigneeId: otherInspector.id,
        inspectionId: inspection.id,
        dueDate: '2026-12-01',
      }),
    );
    const [row] = await database.db.select().from(followups).where(eq(followups.id, created.id));
    expect(row).toMatchObject({
      type: 'documentation',
      status: 'pending',
      progress: 0,
      dueDate: new Date('2026-12-01T23:59:59.999Z'),
      inspectionId: inspection.id,
    });
    const notes = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, otherInspector.id));
    expect(notes.some((n) => n.title === 'Follow-up assigned to you')).toBe(true);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.resourceId, created.id));
    expect(audit).toMatchObject([{ action: 'create', resource: 'followup' }]);
  });

  it('validates with clear messages', async () => {
    const caller = callerFor(database.db, coordinator);
    await expectBadRequest(
      caller.followups.create(newFollowup({ title: '  ' })),
      'Title is required',
    );
    await expectBadRequest(
      caller.followups.create(newFollowup({ dueDate: '' })),
      'Due date is required',
    );
    await expectBadRequest(
      caller.followups.create(newFollowup({ type: 'chat' })),
      'Type is required',
    );
    const foreign = await errorOf(
      caller.followups.create(newFollowup({ assigneeId: otherTenantAdmin.id })),
    );
    expect(foreign).toMatchObject({ code: 'BAD_REQUEST' });
    const hidden = await errorOf(
      callerFor(database.db, otherInspector).followups.create(
        newFollowup({ inspectionId: inspection.id }),
      ),
    );
    expect(hidden).toMatchObject({ code: 'NOT_FOUND', message: 'Inspection not found.' });
  });
});

describe('complete, completeMany, updateProgress', () => {
  it('completes a pending item once, then refuses', async () => {
    const caller = callerFor(database.db, coordinator);
    const { id } = await caller.followups.create(newFollowup());
    await caller.followups.updateProgress({ id, progress: 40 });
    expect(await caller.followups.complete({ id })).toEqual({ completed: 1 });
    const [row] = await database.db.select().from(followups).where(eq(followups.id, id));
    expect(row).toMatchObject({ status: 'completed', progress: 100, completedBy: coordinator.id });
    expect(row?.completedAt).toBeInstanceOf(Date);
    const again = await errorOf(caller.followups.complete({ id }));
    expect(again).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'This follow-up is already completed.',
    });
    const progress = await errorOf(caller.followups.updateProgress({ id, progress: 10 }));
    expect(progress).toMatchObject({
      message: 'A completed follow-up cannot change its progress.',
    });
    await expectBadRequest(
      caller.followups.updateProgress({ id, progress: 101 }),
      'Progress must be a whole number between 0 and 100',
    );
  });

  it('completes an overdue item too', async () => {
    const caller = callerFor(database.db, coordinator);
    const { id } = await caller.followups.create(newFollowup({ dueDate: '2020-01-01' }));
    const overdue = await caller.followups.list({ tab: 'overdue', search: '' });
    expect(overdue.items.find((i) => i.id === id)?.status).toBe('overdue');
    await caller.followups.complete({ id });
  });

  it('completes the selected open items in bulk and skips completed ones', async () => {
    const caller = callerFor(database.db, coordinator);
    const a = await caller.followups.create(newFollowup({ title: 'Bulk A' }));
    const b = await caller.followups.create(newFollowup({ title: 'Bulk B' }));
    await caller.followups.complete({ id: b.id });
    const result = await caller.followups.completeMany({ ids: [a.id, b.id] });
    expect(result).toEqual({ completed: 1, skipped: 1 });
    await expectBadRequest(
      caller.followups.completeMany({ ids: [] }),
      'Select at least one follow-up',
    );
    const missing = await errorOf(
      caller.followups.completeMany({ ids: [a.id, '00000000-0000-4000-8000-000000000000'] }),
    );
    expect(missing).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Some of the selected follow-ups were not found.',
    });
    const foreign = await errorOf(
      callerFor(database.db, otherTenantAdmin).followups.complete({ id: a.id }),
    );
    expect(foreign).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('followups.reassign', () => {
  it('reassigns open items, notifies the new assignee once, and is refused to inspectors', async () => {
    const caller = callerFor(database.db, coordinator);
    const a = await caller.followups.create(newFollowup({ title: 'Move A' }));
    const b = await caller.followups.create(newFollowup({ title: 'Move B' }));
    const result = await caller.followups.reassign({ ids: [a.id, b.id], assigneeId: inspector.id });
    expect(result).toEqual({ reassigned: 2, skipped: 0, assigneeName: 'Tom Hughes' });
    const notes = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, inspector.id));
    expect(notes.filter((n) => n.title === '2 follow-ups assigned to you')).toHaveLength(1);
    const mine = await callerFor(database.db, inspector).followups.list({
      mine: true,
      search: 'Move',
    });
    expect(mine.counts.all).toBe(2);
    const refused = await errorOf(
      callerFor(database.db, inspector).followups.reassign({
        ids: [a.id],
        assigneeId: inspector.id,
      }),
    );
    expect(refused).toMatchObject({ code: 'FORBIDDEN' });
    await expectBadRequest(
      caller.followups.reassign({ ids: [a.id], assigneeId: '' }),
      'Assignee is required',
    );
    const foreign = await errorOf(
      caller.followups.reassign({ ids: [a.id], assigneeId: otherTenantAdmin.id }),
    );
    expect(foreign).toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('followups.list and stats', () => {
  it('counts All Items / Pending / Overdue / Completed and narrows inspectors to their own', async () => {
    const caller = callerFor(database.db, admin);
    const list = await caller.followups.list({});
    const { all, pending, overdue, completed } = list.counts;
    expect(all).toBe(pending + overdue + completed);
    const stats = await caller.followups.stats();
    expect(stats).toMatchObject({ total: all, pending, overdue, completed });
    const done = await caller.followups.list({ tab: 'completed', limit: 100 });
    expect(done.items.every((i) => i.status === 'completed')).toBe(true);
    const sorted = await caller.followups.list({ sort: 'priority', direction: 'desc', limit: 1 });
    expect(sorted.items[0]?.priority).toBe('high');
    const ivy = await callerFor(database.db, otherInspector).followups.list({ limit: 100 });
    expect(ivy.items.length).toBeGreaterThan(0);
    expect(ivy.counts.all).toBeLessThan(all);
    expect((await callerFor(database.db, otherTenantAdmin).followups.list({})).counts.all).toBe(0);
    expect(
      (await callerFor(database.db, inspector).followups.assignees()).map((u) => u.name),
    ).toContain('Ivy Other');
  });
});

describe('the overdue job', () => {
  it('marks due items overdue and notifies the assignee exactly once', async () => {
    const { id } = await callerFor(database.db, coordinator).followups.create(
      newFollowup({ title: 'Job target', assigneeId: otherInspector.id, dueDate: '2030-01-10' }),
    );
    const context = {
      db: database.db,
      driver: database.driver,
      logger: silentLogger,
      services: createTestServices({ storage: createLocalStorage(testDataDirectory()) }),
    };
    const countNotes = async () =>
      (
        await database.db
          .select()
          .from(notifications)
          .where(eq(notifications.userId, otherInspector.id))
      ).filter((n) => n.title === 'Follow-up overdue' && n.message.includes('Job target')).length;
    await followupOverdueJob.run({ ...context, now: new Date('2030-01-10T12:00:00Z') });
    expect(await countNotes()).toBe(0);
    const first = (await followupOverdueJob.run({
      ...context,
      now: new Date('2030-01-11T09:00:00Z'),
    })) as {
      marked: number;
    };
    expect(first.marked).toBeGreaterThanOrEqual(1);
    await followupOverdueJob.run({ ...context, now: new Date('2030-01-12T09:00:00Z') });
    expect(await countNotes()).toBe(1);
    const [row] = await database.db.select().from(followups).where(eq(followups.id, id));
    expect(row).toMatchObject({
      status: 'overdue',
      overdueNotifiedAt: new Date('2030-01-11T09:00:00Z'),
    });
  });
});
