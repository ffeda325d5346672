import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/schedule/calendar';
import { todayInLondon } from '../../shared/format';
import type { Database } from '../db/client';
import { inspections, installers, rolePermissions } from '../db/schema/index';
import { callerFor } from '../test-support/test-caller';
import { openTestDatabase } from '../test-support/test-database';
import { createStaff, insertInspection, type User } from '../test-support/staff-and-inspections';

/**
 * Issue 11, point 6: an INSPECTOR acts on their own records only; acting on
 * records assigned to others needs the area's "..._all" permission, which
 * ADMIN and COORDINATOR hold by default.
 */
let database: Database;
let staff: Awaited<ReturnType<typeof createStaff>>;
let installerId: string;

beforeAll(async () => {
  database = await openTestDatabase();
  staff = await createStaff(database);
  // Inspectors here may SEE every inspection (a tenant can grant that), so what is tested is
  // acting on others' records, not seeing them; without the grant they get NOT_FOUND (below).
  await database.db
    .insert(rolePermissions)
    .values({ tenantId: 'default-tenant', role: 'INSPECTOR', permission: 'inspections:view_all' });
  const [installer] = await database.db
    .insert(installers)
    .values({ tenantId: 'default-tenant', name: 'Owned Installs Ltd' })
    .returning();
  installerId = installer!.id;
});
afterAll(() => database.close());

const nameOf = (user: User) => `${user.firstName} ${user.lastName}`;

const assignedTo = (user: User) =>
  insertInspection(database, {
    status: 'PENDING',
    inspectorUserId: user.id,
    inspectorName: nameOf(user),
  });

const statusChange = (row: { id: string; version: number }) => ({
  id: row.id,
  status: 'IN_PROGRESS' as const,
  completionNotes: '',
  expectedVersion: row.version,
});

const edit = (row: { id: string; version: number }, inspectorName: string) => ({
  id: row.id,
  expectedVersion: row.version,
  scheduledDate: addDays(todayInLondon(), 3),
  scheduledTime: '',
  inspectorName,
  inspectionType: '' as const,
  onsiteRemote: '' as const,
  specialRequirements: '',
  notes: 'Checked',
});

async function codeOf(call: Promise<unknown>) {
  return call.then(
    () => 'OK',
    (error: { code?: string; message?: string }) =>
      error.code === 'BAD_REQUEST' ? `BAD_REQUEST ${error.message}` : (error.code ?? 'THREW'),
  );
}

describe('inspections', () => {
  it('an inspector changes the status of their own inspection, not of another inspector’s', async () => {
    const tom = callerFor(database.db, staff.inspector);
    expect(
      await codeOf(
        tom.inspection.updateInspectionStatus(statusChange(await assignedTo(staff.inspector))),
      ),
    ).toBe('OK');
    expect(
      await codeOf(
        tom.inspection.updateInspectionStatus(statusChange(await assignedTo(staff.otherInspector))),
      ),
    ).toBe('FORBIDDEN');
    const coordinator = callerFor(database.db, staff.coordinator);
    expect(
      await codeOf(
        coordinator.inspection.updateInspectionStatus(
          statusChange(await assignedTo(staff.otherInspector)),
        ),
      ),
    ).toBe('OK');
  });

  it('an inspector cannot take another’s inspection, nor hand their own to someone else', async () => {
    const tom = callerFor(database.db, staff.inspector);
    const ivys = await assignedTo(staff.otherInspector);
    expect(await codeOf(tom.inspection.update(edit(ivys, nameOf(staff.inspector))))).toBe(
      'FORBIDDEN',
    );
    const [still] = await database.db.select().from(inspections).where(eq(inspections.id, ivys.id));
    expect(still!.inspectorUserId).toBe(staff.otherInspector.id);
    const toms = await assignedTo(staff.inspector);
    expect(await codeOf(tom.inspection.update(edit(toms, nameOf(staff.otherInspector))))).toBe(
      'FORBIDDEN',
    );
    expect(await codeOf(tom.inspection.update(edit(toms, nameOf(staff.inspector))))).toBe('OK');
    const coordinator = callerFor(database.db, staff.coordinator);
    expect(await codeOf(coordinator.inspection.update(edit(ivys, nameOf(staff.inspector))))).toBe(
      'OK',
    );
  });
});

describe('without inspections:view_all (the INSPECTOR default)', () => {
  it('another inspector’s inspection is not even found', async () => {
    const ivys = await assignedTo(staff.otherInspector);
    await database.db
      .delete(rolePermissions)
      .where(
        and(
          eq(rolePermissions.role, 'INSPECTOR'),
          eq(rolePermissions.permission, 'inspections:view_all'),
        ),
      );
    try {
      const tom = callerFor(database.db, staff.inspector);
      expect(await codeOf(tom.inspection.get({ id: ivys.id }))).toBe('NOT_FOUND');
      expect(await codeOf(tom.inspection.updateInspectionStatus(statusChange(ivys)))).toBe(
        'NOT_FOUND',
      );
    } finally {
      await database.db.insert(rolePermissions).values({
        tenantId: 'default-tenant',
        role: 'INSPECTOR',
        permission: 'inspections:view_all',
      });
    }
  });
});

describe('defects and follow-ups', () => {
  it('only the assignee (or a coordinator) resolves a defect or completes a follow-up', async () => {
    const failed = await insertInspection(database, {
      status: 'FAILED',
      completedDate: '2026-11-02',
    });
    const coordinator = callerFor(database.db, staff.coordinator);
    const defect = await coordinator.defects.create({
      inspectionId: failed.id,
      title: 'Render cracking',
      description: 'Cracks at the window reveals',
      severity: 'high',
      category: 'quality',
      location: 'Front elevation',
      assigneeId: staff.otherInspector.id,
    });
    const tom = callerFor(database.db, staff.inspector);
    const ivy = callerFor(database.db, staff.otherInspector);
    expect(await codeOf(tom.defects.update({ id: defect.id, status: 'resolved' }))).toBe(
      'FORBIDDEN',
    );
    expect(
      await codeOf(ivy.defects.update({ id: defect.id, assigneeId: staff.inspector.id })),
    ).toBe('FORBIDDEN');
    expect(await codeOf(ivy.defects.update({ id: defect.id, status: 'resolved' }))).toBe('OK');

    const followup = await coordinator.followups.create({
      type: 'documentation',
      title: 'Chase the BBA certificate',
      description: 'Missing from the pack',
      priority: 'medium',
      dueDate: addDays(todayInLondon(), 14),
      assigneeId: staff.otherInspector.id,
    });
    expect(await codeOf(tom.followups.complete({ id: followup.id }))).toBe('FORBIDDEN');
    expect(await codeOf(tom.followups.completeMany({ ids: [followup.id] }))).toBe('FORBIDDEN');
    expect(await codeOf(tom.followups.updateProgress({ id: followup.id, progress: 50 }))).toBe(
      'FORBIDDEN',
    );
    expect(await codeOf(ivy.followups.updateProgress({ id: followup.id, progress: 50 }))).toBe(
      'OK',
    );
    expect(await codeOf(coordinator.followups.complete({ id: followup.id }))).toBe('OK');
  });
});

describe('installer notes', () => {
  it('are edited or deleted by their author or a coordinator, not by another inspector', async () => {
    const coordinator = callerFor(database.db, staff.coordinator);
    const note = await coordinator.installerContacts.notes.create({
      installerId,
      title: 'Office hours',
      content: 'Closed on Fridays',
    });
    const tom = callerFor(database.db, staff.inspector);
    const change = {
      id: note.id,
      title: 'Changed',
      content: 'By Tom',
      type: 'general' as const,
      priority: 'medium' as const,
      isPrivate: false,
      tags: [],
      reminderDate: '',
    };
    expect(await codeOf(tom.installerContacts.notes.update(change))).toBe('FORBIDDEN');
    expect(await codeOf(tom.installerContacts.notes.delete({ id: note.id }))).toBe('FORBIDDEN');
    const own = await tom.installerContacts.notes.create({
      installerId,
      title: 'Mine',
      content: 'Tom’s note',
    });
    expect(await codeOf(tom.installerContacts.notes.update({ ...change, id: own.id }))).toBe('OK');
    const admin = callerFor(database.db, staff.admin);
    expect(await codeOf(admin.installerContacts.notes.delete({ id: note.id }))).toBe('OK');
    expect(await codeOf(tom.installerContacts.notes.delete({ id: own.id }))).toBe('OK');
  });
});

describe('mayAct: what the web offers follows the same rule', () => {
  it('marks each inspection, defect and follow-up row as actionable or not, per user', async () => {
    const toms = await assignedTo(staff.inspector);
    const ivys = await assignedTo(staff.otherInspector);
    const tom = callerFor(database.db, staff.inspector);
    const coordinator = callerFor(database.db, staff.coordinator);
    const mayActOn = (items: { id: string; mayAct: boolean }[], id: string) =>
      items.find((item) => item.id === id)?.mayAct;

    const listed = (await tom.inspection.list({ limit: 100 })).items;
    expect(mayActOn(listed, toms.id)).toBe(true);
    expect(mayActOn(listed, ivys.id)).toBe(false);
    const pending = (await tom.inspection.getPendingInspections({ limit: 100 })).inspections;
    expect(mayActOn(pending, toms.id)).toBe(true);
    expect(mayActOn(pending, ivys.id)).toBe(false);
    expect((await tom.inspection.get({ id: ivys.id })).mayAct).toBe(false);
    expect((await tom.inspection.get({ id: toms.id })).mayAct).toBe(true);
    expect((await coordinator.inspection.get({ id: ivys.id })).mayAct).toBe(true);

    const failed = await insertInspection(database, {
      status: 'FAILED',
      completedDate: '2026-11-03',
    });
    const defect = await coordinator.defects.create({
      inspectionId: failed.id,
      title: 'Gap in insulation',
      description: 'Behind the boiler',
      severity: 'medium',
      category: 'quality',
      location: 'Kitchen',
      assigneeId: staff.otherInspector.id,
    });
    expect(mayActOn((await tom.defects.list({})).items, defect.id)).toBe(false);
    expect(mayActOn((await coordinator.defects.list({})).items, defect.id)).toBe(true);
    const followup = await coordinator.followups.create({
      type: 'documentation',
      title: 'Send the photos',
      description: 'Mid-install photos missing',
      priority: 'low',
      dueDate: addDays(todayInLondon(), 7),
      assigneeId: staff.inspector.id,
    });
    expect(mayActOn((await tom.followups.list({})).items, followup.id)).toBe(true);
    const ivy = callerFor(database.db, staff.otherInspector);
    expect(mayActOn((await ivy.followups.list({})).items, followup.id)).toBe(false);
  });
});
