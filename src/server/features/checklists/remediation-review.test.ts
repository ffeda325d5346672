import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCEPT_LATE_MESSAGE,
  OVERRIDE_ALREADY_MESSAGE,
  OVERRIDE_NOT_LATE_MESSAGE,
} from '@/shared/checklists/remediation-review';
import type { Database } from '@/server/db/client';
import { buildWizardForm } from '@/server/db/inspection-factories';
import {
  auditLog,
  checklistAnswers,
  inspectionEvidence,
  inspections,
} from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import {
  createStaff,
  createStaffUser,
  type User,
} from '@/server/test-support/staff-and-inspections';
import { callerFor, expectBadRequest } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { createTenant } from '@/server/db/factories';
import { installerSeverityCounts } from '../monitoring/installer-severity';
import { notifyMissedRemediation } from './missed-job';
import { markChecklistItemProvided } from './status';

/**
 * Issue 30 point 9 on a real database: the review window and case closure clocks, a
 * remediation submitted after its deadline stored as late (exactly at it is in time), accept
 * refused until a coordinator overrides with a reason, and late and overdue remediations
 * counted against the installer.
 */
const DAY = 24 * 3_600_000;
const dateOnly = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const today = dateOnly(Date.now());

let database: Database;
let admin: User;
let coordinator: User;
let inspector: User;
let inspection: { id: string; reference: string; installerId: string };

const ref = (itemId: string) => ({ inspectionId: inspection.id, itemId });
const actorOf = (user: User): Actor => ({
  db: database.db,
  tenantId: user.tenantId,
  user: {
    id: user.id,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    tenantId: user.tenantId,
  },
  ip: '127.0.0.1',
});

async function errorOf(call: Promise<unknown>) {
  return call.then(
    () => null,
    (e: unknown) => e as { code: string; message: string },
  );
}

const itemOf = async (user: User, itemId: string) => {
  const checklist = await callerFor(database.db, user).checklists.forInspection({
    inspectionId: inspection.id,
  });
  return checklist.items.find((i) => i.itemId === itemId)!;
};

const dueOf = async (itemId: string) => (await itemOf(coordinator, itemId)).remediation!.dueAt;

/** The installer's remediation evidence, attached by the admin at `at` (the upload's own step). */
async function submitRemediation(itemId: string, at: Date) {
  await database.db.insert(inspectionEvidence).values({
    tenantId: admin.tenantId,
    inspectionId: inspection.id,
    itemId,
    kind: 'document',
    purpose: 'remediation',
    fileName: 'remediation.pdf',
    mime: 'application/pdf',
    size: 10,
    sha256: createHash('sha256').update(itemId).digest('hex'),
    storageKey: `test/${itemId}.pdf`,
    uploadedBy: admin.id,
    uploadedByName: 'Ada Min',
  });
  await database.db.transaction((tx) =>
    markChecklistItemProvided(tx, actorOf(admin), { ...ref(itemId), purpose: 'remediation' }, at),
  );
}

/** Late plus overdue remediations on the installer's inspections of the last year, at `at`. */
const missedAt = async (at: Date) =>
  (
    await installerSeverityCounts(
      database.db,
      admin.tenantId,
      inspection.installerId,
      { year: { from: dateOnly(Date.now() - 365 * DAY), to: dateOnly(at.getTime()) } },
      at,
    )
  ).year.missedDeadlines;

beforeAll(async () => {
  database = await openTestDatabase();
  ({ admin, coordinator, inspector } = await createStaff(database));
  // A failed EWI inspection by an installer of its own; the wizard failed EWI.3 and EWI.5.
  const created = await callerFor(database.db, coordinator).inspection.createInspectionDirect({
    source: 'COMPLETED_WIZARD',
    form: buildWizardForm('completed', {
      completedDate: today,
      installerName: 'Pennine Late Walls',
      installerCompany: 'Pennine Late Walls Ltd',
      installerEmail: 'office@penninelate.co.uk',
      qmpCert: 'QMP-55120',
    }),
  });
  const [row] = await database.db
    .select({ installerId: inspections.installerId })
    .from(inspections)
    .where(eq(inspections.id, created.id));
  inspection = { id: created.id, reference: created.reference, installerId: row!.installerId! };
  // The inspector fails EWI.1 too (Minor, 8 weeks): nothing will ever be submitted for it.
  await callerFor(database.db, inspector).checklists.answer({
    ...ref('EWI.1'),
    answer: 'Fail',
    severity: 'Minor',
    comment: 'Insulation boards not fixed to pattern',
  });
}, 60_000);
afterAll(() => database.close());

describe('review window and case closure', () => {
  it('shows the case closure deadline 3 months from the installer being notified', async () => {
    const clock = (await itemOf(coordinator, 'EWI.5')).remediation!;
    const closure = new Date(clock.failedAt);
    closure.setUTCMonth(closure.getUTCMonth() + 3);
    expect(clock.closureDueAt.toISOString().slice(0, 10)).toBe(closure.toISOString().slice(0, 10));
    expect(clock).toMatchObject({ closedAt: null, reviewDueAt: null, isLate: false });
  });

  it('submitted exactly at the deadline is in time, with a 14-day review window and the submitter', async () => {
    const due = await dueOf('EWI.5');
    await submitRemediation('EWI.5', due);
    const item = await itemOf(coordinator, 'EWI.5');
    expect(item.status).toBe('Provided');
    expect(item.remediation).toMatchObject({
      evidenceSubmittedAt: due,
      submittedByName: 'Ada Min',
      isLate: false,
      reviewDueAt: new Date(due.getTime() + 14 * DAY),
      lateOverride: null,
    });
    // The coordinator registered the wizard's Fail, so the inspector may accept it.
    expect((await itemOf(inspector, 'EWI.5')).acceptRefusal).toBeNull();
  });

  it("takes the review window from the tenant's setting, which only an admin saves (audited)", async () => {
    await expect(
      callerFor(database.db, coordinator).defects.settings.save({
        criticalDueHours: 24,
        otherDueWeeks: 8,
        reviewWindowDays: 7,
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expectBadRequest(
      callerFor(database.db, admin).defects.settings.save({
        criticalDueHours: 24,
        otherDueWeeks: 8,
        reviewWindowDays: 0,
      }),
      'Review window must be between 1 and 90 days',
    );
    await callerFor(database.db, admin).defects.settings.save({
      criticalDueHours: 24,
      otherDueWeeks: 8,
      reviewWindowDays: 7,
    });
    // A client that sends only the two due times keeps the stored window.
    await callerFor(database.db, admin).defects.settings.save({
      criticalDueHours: 24,
      otherDueWeeks: 8,
    });
    expect(await callerFor(database.db, inspector).defects.settings.get()).toEqual({
      criticalDueHours: 24,
      otherDueWeeks: 8,
      reviewWindowDays: 7,
    });
    const audits = await database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'setting'), eq(auditLog.resourceId, 'defects')));
    expect(audits.map((a) => (a.details as { value: object }).value)).toContainEqual({
      criticalDueHours: 24,
      otherDueWeeks: 8,
      reviewWindowDays: 7,
    });
  });
});

describe('a late remediation', () => {
  it('submitted a millisecond after the deadline is stored as late, with who and when', async () => {
    await callerFor(database.db, inspector).checklists.answer({
      ...ref('EWI.3'),
      answer: 'Fail',
      severity: 'Major',
      comment: 'Render bridging the DPC',
    });
    const due = await dueOf('EWI.3');
    const at = new Date(due.getTime() + 1);
    await submitRemediation('EWI.3', at);
    const [row] = await database.db
      .select()
      .from(checklistAnswers)
      .where(
        and(eq(checklistAnswers.inspectionId, inspection.id), eq(checklistAnswers.itemId, 'EWI.3')),
      );
    expect(row).toMatchObject({
      submittedLate: true,
      evidenceSubmittedBy: admin.id,
      evidenceSubmittedAt: at,
      reviewDueAt: new Date(at.getTime() + 7 * DAY),
    });
    const item = await itemOf(coordinator, 'EWI.3');
    expect(item.remediation!.isLate).toBe(true);
    expect(item.acceptRefusal).toBe(ACCEPT_LATE_MESSAGE(due));
  });

  it('is not accepted: the server refuses with the reason', async () => {
    // The message first: a refusal made before it is awaited would go unhandled meanwhile.
    const message = ACCEPT_LATE_MESSAGE(await dueOf('EWI.3'));
    await expectBadRequest(
      callerFor(database.db, coordinator).checklists.setStatus({
        ...ref('EWI.3'),
        status: 'Accepted',
      }),
      message,
    );
    expect((await itemOf(coordinator, 'EWI.3')).status).toBe('Provided');
  });
});

describe('refused overrides', () => {
  it('refuses an override from an INSPECTOR, without a reason, on another tenant or when not late', async () => {
    const refused = await errorOf(
      callerFor(database.db, inspector).checklists.overrideLateRemediation({
        ...ref('EWI.3'),
        reason: 'I say so',
      }),
    );
    expect(refused).toMatchObject({ code: 'FORBIDDEN' });
    await expectBadRequest(
      callerFor(database.db, coordinator).checklists.overrideLateRemediation({
        ...ref('EWI.3'),
        reason: '   ',
      }),
      'Give the reason for accepting this late remediation',
    );
    await expectBadRequest(
      callerFor(database.db, coordinator).checklists.overrideLateRemediation({
        ...ref('EWI.5'),
        reason: 'Not needed',
      }),
      OVERRIDE_NOT_LATE_MESSAGE,
    );
    await createTenant(database.db, 'elsewhere');
    const outsider = await createStaffUser(
      database,
      'eve@else.uk',
      'Eve',
      'Else',
      'COORDINATOR',
      'elsewhere',
    );
    const hidden = await errorOf(
      callerFor(database.db, outsider).checklists.overrideLateRemediation({
        ...ref('EWI.3'),
        reason: 'Cross-tenant',
      }),
    );
    expect(hidden).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe("a coordinator's override of a late remediation", () => {
  it("a coordinator's override with a reason is stored, audited and shown; then it is accepted", async () => {
    const reason = 'Installer notified us of scaffold delays in writing before the deadline';
    await callerFor(database.db, coordinator).checklists.overrideLateRemediation({
      ...ref('EWI.3'),
      reason,
    });
    const item = await itemOf(inspector, 'EWI.3');
    expect(item.remediation!.lateOverride).toMatchObject({ byName: 'Cora Ord', reason });
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'override_late_remediation'));
    expect(audit).toMatchObject({
      userId: coordinator.id,
      resource: 'checklist_item',
      resourceId: `${inspection.reference}:EWI.3`,
    });
    expect(audit!.details).toMatchObject({ item: 'EWI.3', reason });
    await expectBadRequest(
      callerFor(database.db, admin).checklists.overrideLateRemediation({
        ...ref('EWI.3'),
        reason: 'Again',
      }),
      OVERRIDE_ALREADY_MESSAGE('Cora Ord'),
    );
    await callerFor(database.db, coordinator).checklists.setStatus({
      ...ref('EWI.3'),
      status: 'Accepted',
    });
    const accepted = await itemOf(coordinator, 'EWI.3');
    expect(accepted.status).toBe('Accepted');
    // Accepted, but it stays late on the record (and against the installer).
    expect(accepted.remediation).toMatchObject({ isLate: true });
    expect(accepted.remediation!.closedAt).not.toBeNull();
  });
});

describe('late and overdue remediations count against the installer', () => {
  it('counts the late one and the overdue one, not the one under review that came in time', async () => {
    const at = new Date((await dueOf('EWI.1')).getTime() + DAY);
    // EWI.3 late (accepted on override), EWI.1 overdue (nothing submitted), EWI.5 in review.
    expect(await missedAt(at)).toBe(2);
    const clocks = await callerFor(database.db, coordinator).checklists.remediationClocks({
      installerId: inspection.installerId,
    });
    expect(clocks.map((c) => [c.itemId, c.isLate]).sort()).toEqual([
      ['EWI.1', false],
      ['EWI.3', true],
      ['EWI.5', false],
    ]);
    // The missed-deadline job tells the coordinator about the overdue one only.
    const run = await notifyMissedRemediation(database.db, at);
    expect(run.missed).toBe(1);
  });

  it('a rejected submission leaves the item overdue once its deadline has passed', async () => {
    await callerFor(database.db, coordinator).checklists.setStatus({
      ...ref('EWI.5'),
      status: 'Rejected',
      reason: 'Photos show the old render',
    });
    const item = await itemOf(coordinator, 'EWI.5');
    expect(item.remediation).toMatchObject({
      evidenceSubmittedAt: null,
      reviewDueAt: null,
      isLate: false,
    });
    const at = new Date((await dueOf('EWI.1')).getTime() + DAY);
    expect(await missedAt(at)).toBe(3);
  });
});
