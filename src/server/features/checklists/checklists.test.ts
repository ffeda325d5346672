import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { remediationDueAt } from '@/shared/checklists/remediation';
import {
  ACCEPT_OWN_EVIDENCE_MESSAGE,
  ACCEPT_OWN_FAIL_MESSAGE,
  PROVIDE_NEEDS_REMEDIATION_EVIDENCE_MESSAGE,
} from '@/shared/checklists/remediation-duties';
import type { Database } from '@/server/db/client';
import { createTenant } from '@/server/db/factories';
import {
  createStaffUser,
  type StaffUserArgs,
  type User,
} from '@/server/test-support/staff-and-inspections';
import { buildWizardForm } from '@/server/db/inspection-factories';
import {
  auditLog,
  checklistAnswers,
  defects,
  followups,
  inspectionChecklists,
  inspectionEvidence,
  inspections,
  notifications,
  rolePermissions,
} from '@/server/db/schema/index';
import { callerFor, expectBadRequest } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { backfillInspectionChecklists } from '../checklist-catalogue/init';
import { installerSeverityCounts } from '../monitoring/installer-severity';
import { notifyMissedRemediation } from './missed-job';
import { markChecklistItemProvided } from './status';

let database: Database;
let admin: User;
let coordinator: User;
let inspector: User;
let otherInspector: User;
let otherTenantAdmin: User;
let inspection: { id: string; reference: string; installerId: string | null };

const HOUR = 3_600_000;
const settings = { criticalDueHours: 24, otherDueWeeks: 8 };
const dateOnly = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const newUser = (...args: StaffUserArgs) => createStaffUser(database, ...args);

async function errorOf(call: Promise<unknown>) {
  return call.then(
    () => null,
    (e: unknown) => e as { code: string; message: string },
  );
}

async function register(form = buildWizardForm('completed')) {
  const created = await callerFor(database.db, coordinator).inspection.createInspectionDirect({
    source: 'COMPLETED_WIZARD',
    form,
  });
  const [row] = await database.db
    .select({ installerId: inspections.installerId })
    .from(inspections)
    .where(eq(inspections.id, created.id));
  return { id: created.id, reference: created.reference, installerId: row!.installerId };
}

const itemOf = async (user: User, inspectionId: string, itemId: string) => {
  const checklist = await callerFor(database.db, user).checklists.forInspection({ inspectionId });
  return checklist.items.find((i) => i.itemId === itemId)!;
};

beforeAll(async () => {
  database = await openTestDatabase();
  admin = await newUser('ada@test.uk', 'Ada', 'Admin', 'ADMIN');
  coordinator = await newUser('cora@test.uk', 'Cora', 'Ord', 'COORDINATOR');
  inspector = await newUser('tom@test.uk', 'Tom', 'Hughes', 'INSPECTOR');
  otherInspector = await newUser('ivy@test.uk', 'Ivy', 'Other', 'INSPECTOR');
  await createTenant(database.db, 'other-tenant');
  otherTenantAdmin = await newUser('eve@test.uk', 'Eve', 'Else', 'ADMIN', 'other-tenant');
  inspection = await register();
});
afterAll(() => database.close());

describe('severity and deadlines', () => {
  it('gives Category 1 24 hours and Major or Minor 8 weeks from the failure', () => {
    const failedAt = new Date('2026-11-20T10:00:00Z');
    expect(remediationDueAt('Category 1', failedAt, settings).toISOString()).toBe(
      '2026-11-21T10:00:00.000Z',
    );
    expect(remediationDueAt('Major', failedAt, settings).toISOString()).toBe(
      '2027-01-15T10:00:00.000Z',
    );
    expect(remediationDueAt('Minor', failedAt, settings)).toEqual(
      remediationDueAt('Major', failedAt, settings),
    );
    expect(
      remediationDueAt('Category 1', failedAt, { criticalDueHours: 48, otherDueWeeks: 2 }),
    ).toEqual(new Date(failedAt.getTime() + 48 * HOUR));
  });
});

describe('checklist per inspection', () => {
  it('gives a registered EWI inspection the PAS items and EWI questions, wizard answers first', async () => {
    const checklist = await callerFor(database.db, inspector).checklists.forInspection({
      inspectionId: inspection.id,
    });
    expect(checklist.version).toBe(1);
    expect(checklist.inspection.family).toBe('PAS');
    expect(checklist.mayAnswer).toBe(true);
    const ids = checklist.items.map((i) => i.itemId);
    expect(ids).toContain('PAS.DOC-1');
    expect(ids).toContain('PAS.PHOTO-PRE-1');
    expect(ids).toEqual(expect.arrayContaining(['EWI.1', 'EWI.2', 'EWI.3', 'EWI.4', 'EWI.5']));
    expect(ids).not.toContain('CWI.1');
    expect(ids.every((id) => /^[A-Z0-9]+(\.[A-Z0-9-]+)+$/.test(id))).toBe(true);
    const ewi3 = checklist.items.find((i) => i.itemId === 'EWI.3')!;
    expect(ewi3).toMatchObject({ label: 'Weatherproof Render', answer: 'Fail', severity: null });
    expect(ewi3.followup).not.toBeNull();
    expect(ewi3.remediation).not.toBeNull();
    expect(checklist.items.find((i) => i.itemId === 'EWI.1')).toMatchObject({
      answer: 'Pass',
      status: 'Pending',
    });
  });

  it('backfills inspections registered before checklists existed', async () => {
    const other = await register(buildWizardForm('completed', { measureType: 'EWI' }));
    await database.db.delete(checklistAnswers).where(eq(checklistAnswers.inspectionId, other.id));
    await database.db
      .delete(inspectionChecklists)
      .where(eq(inspectionChecklists.inspectionId, other.id));
    const result = await backfillInspectionChecklists(database.db);
    expect(result.initialised).toBeGreaterThanOrEqual(1);
    const rows = await database.db
      .select()
      .from(checklistAnswers)
      .where(eq(checklistAnswers.inspectionId, other.id));
    expect(rows.find((r) => r.itemId === 'EWI.5')?.answer).toBe('Fail');
    expect((await backfillInspectionChecklists(database.db)).initialised).toBe(0);
  });
});

describe('answers', () => {
  it('requires a severity for a Fail', async () => {
    await expectBadRequest(
      callerFor(database.db, inspector).checklists.answer({
        inspectionId: inspection.id,
        itemId: 'EWI.1',
        answer: 'Fail',
      }),
      'Choose the severity of the failure',
    );
  });

  it('opens a quality-check follow-up for a Minor failure, no defect', async () => {
    const before = Date.now();
    const result = await callerFor(database.db, inspector).checklists.answer({
      inspectionId: inspection.id,
      itemId: 'PAS.DOC-2',
      answer: 'Fail',
      severity: 'Minor',
      comment: 'Lodgement missing',
    });
    expect(result.defectId).toBeNull();
    const [followup] = await database.db
      .select()
      .from(followups)
      .where(eq(followups.id, result.followupId!));
    expect(followup).toMatchObject({ type: 'quality-check', answerKey: 'PAS.DOC-2' });
    expect(followup!.assigneeId).toBe(inspector.id);
    const weeks = (followup!.dueDate.getTime() - before) / (7 * 24 * HOUR);
    expect(weeks).toBeGreaterThan(7.99);
    expect(weeks).toBeLessThan(8.01);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'checklist_item'), eq(auditLog.action, 'answer')));
    expect(audit.some((a) => a.resourceId === `${inspection.reference}:PAS.DOC-2`)).toBe(true);
  });

  it('opens a critical defect due in 24 hours for a Category 1 failure', async () => {
    const before = Date.now();
    const result = await callerFor(database.db, inspector).checklists.answer({
      inspectionId: inspection.id,
      itemId: 'EWI.1',
      answer: 'Fail',
      severity: 'Category 1',
      comment: 'Exposed live cable behind insulation',
    });
    const [defect] = await database.db
      .select()
      .from(defects)
      .where(eq(defects.id, result.defectId!));
    expect(defect).toMatchObject({ severity: 'critical', category: 'safety' });
    expect(defect!.description).toBe('Exposed live cable behind insulation');
    const hours = (defect!.dueDate.getTime() - before) / HOUR;
    expect(hours).toBeGreaterThan(23.99);
    expect(hours).toBeLessThan(24.01);
    const [followup] = await database.db
      .select()
      .from(followups)
      .where(eq(followups.id, result.followupId!));
    expect(followup).toMatchObject({ type: 'defect-resolution', defectId: defect!.id });
    expect(followup!.dueDate).toEqual(defect!.dueDate);
  });

  it('opens a high defect for a Major failure and a classified wizard Fail keeps its clock start', async () => {
    const row = await itemOf(inspector, inspection.id, 'EWI.3');
    const result = await callerFor(database.db, inspector).checklists.answer({
      inspectionId: inspection.id,
      itemId: 'EWI.3',
      answer: 'Fail',
      severity: 'Major',
    });
    const [defect] = await database.db
      .select()
      .from(defects)
      .where(eq(defects.id, result.defectId!));
    expect(defect!.severity).toBe('high');
    expect(result.followupId).toBe(row.followup!.id);
    const after = await itemOf(inspector, inspection.id, 'EWI.3');
    expect(after.remediation!.failedAt).toEqual(row.remediation!.failedAt);
  });

  it('accepts N/A and Unable to validate, clearing the clock', async () => {
    await callerFor(database.db, inspector).checklists.answer({
      inspectionId: inspection.id,
      itemId: 'EWI.2',
      answer: 'Unable to validate',
      comment: 'Scaffold down',
    });
    const item = await itemOf(inspector, inspection.id, 'EWI.2');
    expect(item).toMatchObject({ answer: 'Unable to validate', comment: 'Scaffold down' });
    expect(item.remediation).toBeNull();
  });
});

describe('status transitions and the remediation clock', () => {
  it('moves Pending -> Provided -> Rejected (with reason) -> Provided -> Accepted, duties kept apart', async () => {
    const caller = callerFor(database.db, inspector);
    const ref = { inspectionId: inspection.id, itemId: 'PAS.DOC-2' };
    const refused = await errorOf(caller.checklists.setStatus({ ...ref, status: 'Accepted' }));
    expect(refused).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'An item that is Pending cannot become Accepted.',
    });
    // The inspector failed PAS.DOC-2: without the installer's remediation evidence it is not Provided.
    await expectBadRequest(
      caller.checklists.setStatus({ ...ref, status: 'Provided' }),
      PROVIDE_NEEDS_REMEDIATION_EVIDENCE_MESSAGE,
    );
    // The coordinator's upload of the installer's fix (the upload route itself: outcomes.test.ts).
    await database.db.insert(inspectionEvidence).values({
      tenantId: coordinator.tenantId,
      inspectionId: inspection.id,
      itemId: 'PAS.DOC-2',
      kind: 'document',
      purpose: 'remediation',
      fileName: 'lodgement.pdf',
      mime: 'application/pdf',
      size: 10,
      sha256: 'a'.repeat(64),
      storageKey: 'test/lodgement.pdf',
      uploadedBy: coordinator.id,
      uploadedByName: 'Cora Ord',
    });
    const byCoordinator = callerFor(database.db, coordinator);
    await byCoordinator.checklists.setStatus({ ...ref, status: 'Provided' });
    expect(
      (await itemOf(inspector, inspection.id, 'PAS.DOC-2')).remediation!.evidenceSubmittedAt,
    ).not.toBeNull();
    await expectBadRequest(
      byCoordinator.checklists.setStatus({ ...ref, status: 'Rejected' }),
      'Give the reason for the rejection',
    );
    await byCoordinator.checklists.setStatus({
      ...ref,
      status: 'Rejected',
      reason: 'Wrong address',
    });
    const rejected = await itemOf(inspector, inspection.id, 'PAS.DOC-2');
    expect(rejected).toMatchObject({ status: 'Rejected', statusReason: 'Wrong address' });
    expect(rejected.remediation!.evidenceSubmittedAt).toBeNull();
    await byCoordinator.checklists.setStatus({ ...ref, status: 'Provided' });
    expect((await itemOf(inspector, inspection.id, 'PAS.DOC-2')).acceptRefusal).toBe(
      ACCEPT_OWN_FAIL_MESSAGE,
    );
    await expectBadRequest(
      caller.checklists.setStatus({ ...ref, status: 'Accepted' }),
      ACCEPT_OWN_FAIL_MESSAGE,
    );
    await expectBadRequest(
      byCoordinator.checklists.setStatus({ ...ref, status: 'Accepted' }),
      ACCEPT_OWN_EVIDENCE_MESSAGE,
    );
    await callerFor(database.db, admin).checklists.setStatus({ ...ref, status: 'Accepted' });
    const accepted = await itemOf(inspector, inspection.id, 'PAS.DOC-2');
    expect(accepted.status).toBe('Accepted');
    expect(accepted.remediation!.acceptedAt).not.toBeNull();
  });

  it('markChecklistItemProvided moves Pending to Provided and leaves Accepted alone', async () => {
    const actor = {
      db: database.db,
      tenantId: admin.tenantId,
      user: { ...admin, id: admin.id },
      ip: '127.0.0.1',
    } as unknown as Parameters<typeof markChecklistItemProvided>[1];
    const first = await database.db.transaction((tx) =>
      markChecklistItemProvided(tx, actor, {
        inspectionId: inspection.id,
        itemId: 'PAS.PHOTO-PRE-1',
        purpose: 'inspection',
      }),
    );
    expect(first).toBe('Provided');
    expect((await itemOf(admin, inspection.id, 'PAS.PHOTO-PRE-1')).status).toBe('Provided');
    const again = await database.db.transaction((tx) =>
      markChecklistItemProvided(tx, actor, {
        inspectionId: inspection.id,
        itemId: 'PAS.DOC-2',
        purpose: 'remediation',
      }),
    );
    expect(again).toBe('Accepted');
  });

  it('notifies the coordinator once when a deadline is missed and counts it for the installer', async () => {
    // The installer's missed deadlines over the last year, as the risk score counts them at `at`.
    const missedOf = async (at: Date) =>
      (
        await installerSeverityCounts(
          database.db,
          coordinator.tenantId,
          inspection.installerId!,
          { year: { from: dateOnly(Date.now() - 365 * 24 * HOUR), to: dateOnly(at.getTime()) } },
          at,
        )
      ).year.missedDeadlines;
    const later = new Date(Date.now() + 25 * HOUR);
    expect(await missedOf(later)).toBe(1);
    const first = await notifyMissedRemediation(database.db, later);
    expect(first.missed).toBe(1);
    const second = await notifyMissedRemediation(database.db, new Date(later.getTime() + HOUR));
    expect(second.missed).toBe(0);
    const sent = await database.db
      .select()
      .from(notifications)
      .where(eq(notifications.title, 'Remediation deadline missed'));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.userId).toBe(coordinator.id);
    expect(sent[0]!.message).toContain('EWI.1 (Category 1)');
    // Nine weeks on: EWI.1, EWI.3 and EWI.5 here and the two wizard fails of the backfilled
    // inspection (same installer) have missed theirs; PAS.DOC-2 was accepted in time.
    const afterNine = new Date(Date.now() + 9 * 7 * 24 * HOUR);
    expect(await missedOf(afterNine)).toBe(5);
  });
});

describe('permissions', () => {
  it('lets an INSPECTOR answer only their own inspections', async () => {
    const error = await errorOf(
      callerFor(database.db, otherInspector).checklists.answer({
        inspectionId: inspection.id,
        itemId: 'EWI.4',
        answer: 'Pass',
      }),
    );
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: 'Inspection not found.' });
  });

  it('refuses an inspector who can see but not own the inspection', async () => {
    const grant = {
      tenantId: otherInspector.tenantId,
      role: 'INSPECTOR' as const,
      permission: 'inspections:view_all' as const,
    };
    await database.db.insert(rolePermissions).values(grant);
    try {
      const error = await errorOf(
        callerFor(database.db, otherInspector).checklists.setStatus({
          inspectionId: inspection.id,
          itemId: 'EWI.4',
          status: 'Provided',
        }),
      );
      expect(error).toMatchObject({
        code: 'FORBIDDEN',
        message:
          'This inspection is assigned to someone else. You can answer only the checklists of inspections assigned to you.',
      });
      const view = await callerFor(database.db, otherInspector).checklists.forInspection({
        inspectionId: inspection.id,
      });
      expect(view.mayAnswer).toBe(false);
    } finally {
      await database.db
        .delete(rolePermissions)
        .where(
          and(
            eq(rolePermissions.tenantId, grant.tenantId),
            eq(rolePermissions.role, 'INSPECTOR'),
            eq(rolePermissions.permission, 'inspections:view_all'),
          ),
        );
    }
  });

  it('lets a coordinator answer any inspection of the tenant and hides it from other tenants', async () => {
    await callerFor(database.db, coordinator).checklists.answer({
      inspectionId: inspection.id,
      itemId: 'EWI.4',
      answer: 'N/A',
    });
    const error = await errorOf(
      callerFor(database.db, otherTenantAdmin).checklists.forInspection({
        inspectionId: inspection.id,
      }),
    );
    expect(error).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('catalogue versioning', () => {
  it('adds a question in a new version; older inspections keep theirs', async () => {
    const refused = await errorOf(
      callerFor(database.db, coordinator).checklists.addItem({
        family: 'PAS',
        kind: 'question',
        measureCode: 'EWI',
        label: 'Render beads at openings',
      }),
    );
    expect(refused?.code).toBe('FORBIDDEN');
    const added = await callerFor(database.db, admin).checklists.addItem({
      family: 'PAS',
      kind: 'question',
      measureCode: 'EWI',
      label: 'Render beads at openings',
    });
    expect(added).toEqual({ version: 2, itemId: 'EWI.6' });
    const photo = await callerFor(database.db, admin).checklists.addItem({
      family: 'CWI',
      kind: 'photo',
      stage: 'post',
      label: 'Thermal image of the filled wall',
    });
    expect(photo).toEqual({ version: 3, itemId: 'CWI.PHOTO-POST-4' });
    const catalogue = await callerFor(database.db, inspector).checklists.catalogue();
    expect(catalogue.version).toBe(3);
    const old = await callerFor(database.db, inspector).checklists.forInspection({
      inspectionId: inspection.id,
    });
    expect(old.version).toBe(1);
    expect(old.items.map((i) => i.itemId)).not.toContain('EWI.6');
    const fresh = await register();
    const next = await callerFor(database.db, inspector).checklists.forInspection({
      inspectionId: fresh.id,
    });
    expect(next.version).toBe(3);
    expect(next.items.find((i) => i.itemId === 'EWI.6')?.label).toBe('Render beads at openings');
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'checklist_item'), eq(auditLog.resourceId, 'EWI.6')));
    expect(audit).toHaveLength(1);
    const other = await callerFor(database.db, otherTenantAdmin).checklists.catalogue();
    expect(other.version).toBe(1);
  });
});
