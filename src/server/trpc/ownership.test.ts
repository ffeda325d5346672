import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listDefaultGrants, type Permission } from '@/shared/permissions';
import { addDays } from '@/shared/schedule/calendar';
import { todayInLondon } from '@/shared/format';
import type { Database } from '../db/client';
import {
  generatedReports,
  guidanceDocuments,
  inspections,
  inspectionVisits,
  notifications,
  rolePermissions,
  sessions,
} from '../db/schema/index';
import { backfillInspectionChecklists } from '../features/checklist-catalogue/init';
import { callerFor } from '../test-support/test-caller';
import { openTestDatabase } from '../test-support/test-database';
import { createStaff, type User } from '../test-support/staff-and-inspections';
import { createInspection } from '../test-support/inspections';
import { createInstaller } from '../test-support/installers';
import { appRouter } from './router';

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
  const installer = await createInstaller(database.db, { name: 'Owned Installs Ltd' });
  installerId = installer.id;
});
afterAll(() => database.close());

const nameOf = (user: User) => `${user.firstName} ${user.lastName}`;

const assignedTo = (user: User) =>
  createInspection(database.db, {
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
    const failed = await createInspection(database.db, {
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

    const failed = await createInspection(database.db, {
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

describe('toggleComplete on installer notes (issue 27, point 5)', () => {
  it('an inspector cannot complete another user’s note; its author and a coordinator can', async () => {
    const ivy = callerFor(database.db, staff.otherInspector);
    const note = await ivy.installerContacts.notes.create({
      installerId,
      title: 'Ivy’s reminder',
      content: 'Call back on Monday',
    });
    const tom = callerFor(database.db, staff.inspector);
    expect(await codeOf(tom.installerContacts.notes.toggleComplete({ id: note.id }))).toBe(
      'FORBIDDEN',
    );
    const notes = await ivy.installerContacts.notes.list({ installerId });
    expect(notes.find((n) => n.id === note.id)?.isCompleted).toBe(false);
    expect(await codeOf(ivy.installerContacts.notes.toggleComplete({ id: note.id }))).toBe('OK');
    const coordinator = callerFor(database.db, staff.coordinator);
    expect(await codeOf(coordinator.installerContacts.notes.toggleComplete({ id: note.id }))).toBe(
      'OK',
    );
  });
});

/**
 * Issue 27, point 5: every mutation of the router is classified here, so a new
 * one cannot be added without deciding whether it changes a record that
 * belongs to someone (assigned to them, created or written by them). Each
 * such mutation is probed: Tom (INSPECTOR, holding the procedure's own
 * permission but not the "others" one) is refused Ivy's record; with the
 * "others" permission granted he may act on it (or, where no permission
 * reaches others' records, Ivy herself may). docs/security-ownership.md.
 */
type Api = ReturnType<typeof callerFor>;
type Act = (api: Api) => Promise<unknown>;
type Classified =
  /** Changes a record that belongs to one user: probed below. `others`: who may act on anyone's (null: nobody). */
  | { kind: 'owned'; others: Permission | null; arrange: () => Promise<Act> }
  /** Changes tenant records, or anyone's; its own permission is the "all records" one (not an INSPECTOR default). */
  | { kind: 'manager' }
  /** Only creates a record (owned by the caller) from scratch. */
  | { kind: 'creates' }
  /** Changes only the caller's own rows, found by the signed-in user and never by an id of someone's record. */
  | { kind: 'own-rows' }
  /** Stores nothing. */
  | { kind: 'no-change' };

const manager: Classified = { kind: 'manager' };
const creates: Classified = { kind: 'creates' };
const ownRows: Classified = { kind: 'own-rows' };
const noChange: Classified = { kind: 'no-change' };
const owned = (others: Permission | null, arrange: () => Promise<Act>): Classified => ({
  kind: 'owned',
  others,
  arrange,
});

const ivyApi = () => callerFor(database.db, staff.otherInspector);
const coordinatorApi = () => callerFor(database.db, staff.coordinator);

async function checklistItemOfIvys(status?: 'Pending') {
  const row = await createInspection(database.db, {
    status: 'IN_PROGRESS',
    measureCode: 'EWI',
    inspectorUserId: staff.otherInspector.id,
    inspectorName: nameOf(staff.otherInspector),
  });
  await backfillInspectionChecklists(database.db);
  const checklist = await coordinatorApi().checklists.forInspection({ inspectionId: row.id });
  const item = checklist.items.find((i) => !status || i.status === status)!;
  return { inspectionId: row.id, itemId: item.itemId };
}

async function defectOfIvys() {
  const failed = await createInspection(database.db, {
    status: 'FAILED',
    completedDate: '2026-11-04',
  });
  return coordinatorApi().defects.create({
    inspectionId: failed.id,
    title: 'Missing vent',
    description: 'No trickle vent in the bedroom',
    severity: 'medium',
    category: 'quality',
    location: 'Bedroom 2',
    assigneeId: staff.otherInspector.id,
  });
}

const followupOfIvys = () =>
  coordinatorApi().followups.create({
    type: 'documentation',
    title: 'Chase the handover pack',
    description: 'Missing from the file',
    priority: 'medium',
    dueDate: addDays(todayInLondon(), 10),
    assigneeId: staff.otherInspector.id,
  });

const noteOfIvys = () =>
  ivyApi().installerContacts.notes.create({ installerId, title: 'Ivy’s', content: 'Her note' });

const draftOfIvys = () =>
  ivyApi().installerContacts.emails.saveDraft({ installerId, subject: 'Ivy’s draft' });

async function guidanceDraftOfIvys() {
  const [row] = await database.db
    .insert(guidanceDocuments)
    .values({
      tenantId: 'default-tenant',
      reference: `DOC-OWN-${randomUUID().slice(0, 8)}`,
      title: 'Ivy’s draft guide',
      category: 'procedures',
      docType: 'guide',
      description: 'Draft',
      authorId: staff.otherInspector.id,
      ownerId: staff.otherInspector.id,
      currentVersion: '1.0',
      format: 'pdf',
      fileSize: 1,
    })
    .returning();
  return row!;
}

async function notificationOfIvys() {
  const [row] = await database.db
    .insert(notifications)
    .values({
      tenantId: 'default-tenant',
      userId: staff.otherInspector.id,
      type: 'info',
      title: 'For Ivy',
      message: 'Only hers',
    })
    .returning();
  return row!;
}

let visitDay = 20;
const MUTATIONS: Record<string, Classified> = {
  'notifications.markRead': owned(null, async () => {
    const { id } = await notificationOfIvys();
    return (api) => api.notifications.markRead({ id });
  }),
  'notifications.markAllRead': ownRows,
  'notifications.savePreferences': ownRows,
  // Overturning a fail is a coordinator's duty (checklists:overturn), never the inspector's.
  'checklists.overturnFail': manager,
  // Overriding a late remediation is the same coordinator's judgement (checklists:overturn).
  'checklists.overrideLateRemediation': manager,
  'notifications.clear': owned(null, async () => {
    const { id } = await notificationOfIvys();
    return (api) => api.notifications.clear({ id });
  }),
  'inspection.createInspectionDirect': creates,
  'inspection.updateInspectionStatus': owned('inspections:edit_all', async () => {
    const row = await assignedTo(staff.otherInspector);
    return (api) => api.inspection.updateInspectionStatus(statusChange(row));
  }),
  'inspection.update': owned('inspections:edit_all', async () => {
    const row = await assignedTo(staff.otherInspector);
    return (api) => api.inspection.update(edit(row, nameOf(staff.otherInspector)));
  }),
  // Reassigns anyone's inspections, so its own permission is the "all records" one.
  'inspection.assignInspector': manager,
  'inspection.saveDraft': ownRows,
  'inspection.deleteDraft': ownRows,
  'installers.create': creates,
  'installers.update': manager,
  'installers.setStatus': manager,
  'installers.setMonitoringType': manager,
  'installerContacts.notes.create': creates,
  'installerContacts.notes.update': owned('installers:notes_all', async () => {
    const note = await noteOfIvys();
    return (api) =>
      api.installerContacts.notes.update({
        id: note.id,
        title: 'Changed',
        content: 'Changed',
        type: 'general',
        priority: 'medium',
        isPrivate: false,
        tags: [],
        reminderDate: '',
      });
  }),
  'installerContacts.notes.delete': owned('installers:notes_all', async () => {
    const note = await noteOfIvys();
    return (api) => api.installerContacts.notes.delete({ id: note.id });
  }),
  'installerContacts.notes.toggleComplete': owned('installers:notes_all', async () => {
    const note = await noteOfIvys();
    return (api) => api.installerContacts.notes.toggleComplete({ id: note.id });
  }),
  'installerContacts.calls.create': creates,
  'installerContacts.emails.saveDraft': owned(null, async () => {
    const { id } = await draftOfIvys();
    return (api) =>
      api.installerContacts.emails.saveDraft({ id, installerId, subject: 'Mine now' });
  }),
  'installerContacts.emails.send': owned(null, async () => {
    const { id } = await draftOfIvys();
    return (api) =>
      api.installerContacts.emails.send({
        id,
        installerId,
        to: ['office@owned-installs.test'],
        subject: 'Sent',
        body: 'Hello',
      });
  }),
  'installerContacts.emails.sendBulk': creates,
  'installerContacts.emails.compose': noChange,
  'installerContacts.emails.polish': noChange,
  'installerContacts.templates.create': creates,
  'installerContacts.templates.update': manager,
  'installerContacts.templates.duplicate': manager,
  'installerContacts.templates.delete': manager,
  'installerContacts.documents.delete': manager,
  'monitoring.proposals.confirm': manager,
  'monitoring.proposals.dismiss': manager,
  'monitoring.escalations.create': manager,
  'monitoring.escalations.setStatus': manager,
  'monitoring.settings.save': manager,
  'users.create': manager,
  'users.update': manager,
  'users.delete': manager,
  'users.changePassword': manager,
  'permissions.updateMatrix': manager,
  'mfa.generateSetup': ownRows,
  'mfa.verify': ownRows,
  'mfa.disable': ownRows,
  'mfa.setPolicy': manager,
  'account.savePreferences': ownRows,
  'account.resetSettings': ownRows,
  'account.changePassword': ownRows,
  'account.deactivate': ownRows,
  'sessions.terminate': owned('sessions:manage', async () => {
    const id = randomUUID();
    await database.db.insert(sessions).values({
      id,
      token: randomUUID(),
      userId: staff.otherInspector.id,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    return (api) => api.sessions.terminate({ id });
  }),
  'sessions.saveSettings': manager,
  'profile.save': ownRows,
  'settings.widgets.save': ownRows,
  'settings.featureFlags.save': manager,
  'settings.notificationRules.save': manager,
  'settings.inspectionCompletion.save': manager,
  'settings.photoSize.save': manager,
  'settings.dataRetention.save': manager,
  'settings.dataRetention.runNow': manager,
  'maintenance.setMaintenanceMode': manager,
  'maintenance.setAutoBackup': manager,
  'maintenance.backupNow': manager,
  'maintenance.clearCache': manager,
  // The tenant's webhook endpoints and their deliveries (issue 33): webhooks:manage, ADMIN only.
  'webhooks.create': manager,
  'webhooks.update': manager,
  'webhooks.rotateSecret': manager,
  'webhooks.delete': manager,
  'webhooks.replay': manager,
  'webhooks.replayFailed': manager,
  'webhooks.sendTest': manager,
  // The tenant's API keys (issue 33): apiKeys:manage, ADMIN only; any ADMIN may revoke any key.
  'apiKeys.create': manager,
  'apiKeys.revoke': manager,
  // The tenant's single sign-on providers (issue 33): sso:manage, ADMIN only. testConnection
  // changes nothing (it reads the issuer's discovery document).
  'sso.create': manager,
  'sso.update': manager,
  'sso.delete': manager,
  'sso.testConnection': manager,
  'reports.generate': creates,
  'reports.delete': owned(null, async () => {
    const [row] = await database.db
      .insert(generatedReports)
      .values({
        tenantId: 'default-tenant',
        ownerId: staff.otherInspector.id,
        preset: 'weekly-summary',
        filters: {} as never,
        format: 'csv',
        status: 'failed',
      })
      .returning();
    return (api) => api.reports.delete({ id: row!.id });
  }),
  'reports.schedules.update': manager,
  'reports.schedules.toggle': manager,
  // The monitoring programme's tenant-wide plan: rules, draws and proposals belong to nobody.
  'sampling.rules.create': manager,
  'sampling.proposals.draw': manager,
  'sampling.proposals.accept': manager,
  'sampling.proposals.skip': manager,
  'sampling.proposals.setCategoryWeight': manager,
  'checklists.addItem': manager,
  'checklists.setVersionDate': manager,
  'checklists.setQuestionRules': manager,
  'checklists.answer': owned('inspections:edit_all', async () => {
    const ref = await checklistItemOfIvys();
    return (api) => api.checklists.answer({ ...ref, answer: 'N/A' });
  }),
  'checklists.setStatus': owned('inspections:edit_all', async () => {
    const ref = await checklistItemOfIvys('Pending');
    return (api) => api.checklists.setStatus({ ...ref, status: 'Provided' });
  }),
  // Offline capture: each change goes through the online service it stands for (the answer here).
  'offline.applyChange': owned('inspections:edit_all', async () => {
    const ref = await checklistItemOfIvys();
    return (api) =>
      api.offline.applyChange({
        key: randomUUID(),
        change: { kind: 'answer', ...ref, base: { answeredAt: null }, answer: 'N/A' },
      });
  }),
  'defects.create': creates,
  'defects.createFromInspection': creates,
  'defects.update': owned('defects:manage_all', async () => {
    const defect = await defectOfIvys();
    return (api) => api.defects.update({ id: defect.id, status: 'resolved' });
  }),
  'defects.settings.save': manager,
  'followups.create': creates,
  'followups.complete': owned('followups:manage_all', async () => {
    const followup = await followupOfIvys();
    return (api) => api.followups.complete({ id: followup.id });
  }),
  'followups.completeMany': owned('followups:manage_all', async () => {
    const followup = await followupOfIvys();
    return (api) => api.followups.completeMany({ ids: [followup.id] });
  }),
  'followups.updateProgress': owned('followups:manage_all', async () => {
    const followup = await followupOfIvys();
    return (api) => api.followups.updateProgress({ id: followup.id, progress: 40 });
  }),
  'followups.reassign': manager,
  'schedule.book': creates,
  'schedule.reschedule': manager,
  'schedule.cancel': manager,
  'schedule.complete': owned('schedule:manage', async () => {
    visitDay += 1;
    const [visit] = await database.db
      .insert(inspectionVisits)
      .values({
        tenantId: 'default-tenant',
        visitDate: addDays(todayInLondon(), visitDay),
        visitTime: '10:00',
        type: 'Initial Inspection',
        inspectorUserId: staff.otherInspector.id,
        location: '1 Test Street',
        createdBy: staff.coordinator.id,
      })
      .returning();
    return (api) => api.schedule.complete({ id: visit!.id });
  }),
  'projects.create': creates,
  'projects.update': manager,
  'projects.linkInspections': manager,
  'projects.unlinkInspection': manager,
  'assistant.ask': ownRows,
  'assistant.clear': ownRows,
  'support.create': creates,
  'support.reply': owned('support:handle', async () => {
    const ticket = await ivyApi().support.create({
      subject: 'Ivy’s problem',
      description: 'Cannot upload',
    });
    return (api) => api.support.reply({ ticketId: ticket.id, body: 'Me too' });
  }),
  'support.update': manager,
  'support.merge': manager,
  'support.watch': ownRows,
  'support.sla.save': manager,
  'support.faq.create': manager,
  'support.faq.update': manager,
  'support.faq.delete': manager,
  'support.faq.move': manager,
  'support.contact.save': manager,
  'news.create': manager,
  'news.update': manager,
  'news.delete': manager,
  'news.recordView': ownRows,
  'news.like': ownRows,
  'news.bookmark': ownRows,
  'news.comment': creates,
  'news.deleteComment': owned('news:publish', async () => {
    const post = await coordinatorApi().news.create({ title: 'Owned news', content: 'Body' });
    const comment = await ivyApi().news.comment({ postId: post.id, body: 'Ivy’s comment' });
    return (api) => api.news.deleteComment({ id: comment.id });
  }),
  'news.acknowledge': ownRows,
  'news.subscription.save': ownRows,
  'news.feed.create': ownRows,
  'news.feed.revoke': ownRows,
  'improvements.initiatives.create': manager,
  'improvements.initiatives.update': manager,
  'improvements.initiatives.vote': ownRows,
  'improvements.suggestions.create': creates,
  'improvements.suggestions.vote': ownRows,
  'improvements.suggestions.setStatus': manager,
  'improvements.suggestions.merge': manager,
  'improvements.suggestions.convert': manager,
  'improvements.comments.add': creates,
  'improvements.comments.delete': owned('improvements:manage', async () => {
    const ivy = ivyApi();
    const suggestion = await ivy.improvements.suggestions.create({
      title: 'Ivy’s idea',
      description: 'Shorter forms',
    });
    const comment = await ivy.improvements.comments.add({
      target: 'suggestion',
      id: suggestion.id,
      body: 'More detail',
    });
    return (api) => api.improvements.comments.delete({ id: comment.id });
  }),
  'improvements.metrics.create': manager,
  'improvements.metrics.record': manager,
  'improvements.metrics.update': manager,
  'improvements.metrics.delete': manager,
  'improvements.metrics.setTarget': manager,
  'guidance.setStatus': manager,
  'guidance.setFeatured': manager,
  'guidance.setReview': manager,
  'guidance.setRequiredReading': manager,
  'guidance.update': owned('guidance:publish', async () => {
    const document = await guidanceDraftOfIvys();
    return (api) =>
      api.guidance.update({ id: document.id, title: 'Taken over', description: 'Changed' });
  }),
  'guidance.delete': owned('guidance:publish', async () => {
    const document = await guidanceDraftOfIvys();
    return (api) => api.guidance.delete({ id: document.id });
  }),
  'guidance.acknowledge': ownRows,
  'imports.dryRun': manager,
  'imports.start': manager,
  'imports.cancel': manager,
  'payments.record': manager,
  'payments.markPaid': manager,
  'payments.generateInvoice': manager,
  'payments.settings.save': manager,
  'documentReviews.approve': manager,
  'documentReviews.reject': manager,
  'evidence.withdraw': manager,
  // A coordinator's explanation of a photo's flag, and the tenant's photo checks.
  'evidence.explainFlag': manager,
  'evidence.saveChecks': manager,
  'evidence.importPropertyCoordinates': manager,
  'inspectionVisit.start': owned('inspections:edit_all', async () => {
    const row = await assignedTo(staff.otherInspector);
    return (api) =>
      api.inspectionVisit.start({ inspectionId: row.id, position: { status: 'denied' } });
  }),
  'installerPortal.settings.save': manager,
  'installerPortal.invitations.invite': manager,
  'installerPortal.invitations.resend': manager,
  'installerPortal.invitations.revoke': manager,
  'installerPortal.users.setActive': manager,
  // Public: creates the caller's own account from the invitation its e-mailed token proves.
  'portal.acceptInvitation': creates,
  // The signed-in installer user's own portal row, found by the session.
  'portal.account.setMuteReminders': ownRows,
  // Messages (docs/installer-portal.md): a new row by the caller; read marks are the caller's own.
  'installerPortal.messages.send': creates,
  'installerPortal.messages.markRead': ownRows,
  'portal.messages.send': creates,
  'portal.messages.markRead': ownRows,
  'portal.notices.markRead': ownRows,
  // A failed item of the session's own installer, found within that installer's inspections
  // (another installer's or tenant's is NOT_FOUND: installer-portal/remediations.test.ts).
  'portal.remediations.submit': ownRows,
};

type ProcedureDef = { _def: { type: string; meta?: { requires?: string } } };
const procedures = Object.entries(
  (appRouter as unknown as { _def: { procedures: Record<string, ProcedureDef> } })._def.procedures,
);
const mutationNames = procedures
  .filter(([, procedure]) => procedure._def.type === 'mutation')
  .map(([name]) => name);
const requiresOf = (name: string) =>
  procedures.find(([n]) => n === name)![1]._def.meta?.requires ?? 'session';

const inspectorDefaults = new Set(
  listDefaultGrants()
    .filter((grant) => grant.role === 'INSPECTOR')
    .map((grant) => grant.permission as string),
);

/** Grants INSPECTOR these permissions for the length of `run`, then takes back what was added. */
async function withInspectorPermissions(permissions: string[], run: () => Promise<void>) {
  const held = await database.db
    .select({ permission: rolePermissions.permission })
    .from(rolePermissions)
    .where(
      and(eq(rolePermissions.tenantId, 'default-tenant'), eq(rolePermissions.role, 'INSPECTOR')),
    );
  const heldSet = new Set(held.map((row) => row.permission));
  const added = [...new Set(permissions)].filter((p) => p !== 'session' && !heldSet.has(p));
  if (added.length > 0) {
    await database.db.insert(rolePermissions).values(
      added.map((permission) => ({
        tenantId: 'default-tenant',
        role: 'INSPECTOR' as const,
        permission: permission as Permission,
      })),
    );
  }
  try {
    await run();
  } finally {
    if (added.length > 0) {
      await database.db
        .delete(rolePermissions)
        .where(
          and(
            eq(rolePermissions.role, 'INSPECTOR'),
            inArray(rolePermissions.permission, added as Permission[]),
          ),
        );
    }
  }
}

describe('every mutation that changes an owned record (issue 27, point 5)', () => {
  it('classifies every mutation of the router, and only those', () => {
    expect(mutationNames.length).toBeGreaterThan(100);
    expect([...mutationNames].sort()).toEqual(Object.keys(MUTATIONS).sort());
  });

  it('a "manager" mutation needs a permission the INSPECTOR role does not hold by default', () => {
    const reachable = Object.entries(MUTATIONS)
      .filter(([, classified]) => classified.kind === 'manager')
      .map(([name]) => ({ name, requires: requiresOf(name) }))
      .filter(({ requires }) => requires === 'session' || inspectorDefaults.has(requires));
    expect(reachable).toEqual([]);
  });

  const ownedMutations = Object.entries(MUTATIONS).flatMap(([name, c]) =>
    c.kind === 'owned'
      ? [{ name, ...c, rule: c.others ? `without ${c.others}` : '(only its owner may)' }]
      : [],
  );

  it.each(ownedMutations)(
    '$name refuses another user’s record $rule',
    async ({ name, others, arrange }) => {
      await withInspectorPermissions([requiresOf(name)], async () => {
        const act = await arrange();
        const tom = callerFor(database.db, staff.inspector);
        expect(await codeOf(act(tom))).toMatch(/^(FORBIDDEN|NOT_FOUND)$/);
        if (others) {
          await withInspectorPermissions([others], async () => {
            expect(await codeOf(act(tom))).toBe('OK');
          });
        } else {
          expect(await codeOf(act(ivyApi()))).toBe('OK');
        }
      });
    },
  );
});
