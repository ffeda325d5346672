import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/schedule/calendar';
import { todayInLondon } from '../../shared/format';
import type { Database } from '../db/client';
import { inspections, installers } from '../db/schema/index';
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
