import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCEPT_LATE_MESSAGE } from '@/shared/checklists/remediation-review';
import {
  ALREADY_SUBMITTED_MESSAGE,
  NO_NEW_EVIDENCE_AFTER_REJECTION_MESSAGE,
  NO_NEW_EVIDENCE_MESSAGE,
  REMEDIATION_NOT_FOUND,
} from '@/shared/installer-portal/remediations';
import type { Database } from '@/server/db/client';
import { createTenant } from '@/server/db/factories';
import { auditLog, checklistAnswers, remediationSubmissions } from '@/server/db/schema/index';
import { makeTestJpeg } from '@/server/test-support/evidence-photos';
import { createInspection } from '@/server/test-support/inspections';
import { createInstaller, createInstallerUser } from '@/server/test-support/installers';
import { createStaff } from '@/server/test-support/staff-and-inspections';
import { buildTestApp, signInRequest, TEST_BASE_URL } from '@/server/test-support/test-app';
import { callerFor, expectBadRequest } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import type { PortalActor } from './portal-actor';
import { submitPortalRemediation } from './remediation-submit';

/**
 * Issue 31 points 4 and 8 on a real database: an installer sees and submits only its own failed
 * items (installer B and another tenant's installer get nothing, through every procedure and the
 * upload route); submitting stops the clock, a rejection restarts it by exactly the time it was
 * stopped, a late submission is marked late and refused acceptance until overridden; the staff
 * list's order and filters.
 */
const HOUR = 3_600_000;

type InstallerUser = Awaited<ReturnType<typeof createInstallerUser>>;
type UploadReply = { stored: { id: string; capturedAt: string | null }[]; error?: string };

let database: Database;
let app: FastifyInstance;
let staff: Awaited<ReturnType<typeof createStaff>>;
let userA: InstallerUser;
let userB: InstallerUser;
let userOther: InstallerUser;
let inspectionA: { id: string; reference: string };
let inspectionB: { id: string; reference: string };
const auth = new Map<string, Record<string, string>>();

const portal = (user: InstallerUser) => callerFor(database.db, user);
const actorOf = (user: InstallerUser): PortalActor => ({
  db: database.db,
  tenantId: user.tenantId,
  user: {
    id: user.id,
    email: user.email,
    name: `${user.firstName} ${user.lastName}`,
    firstName: user.firstName,
    lastName: user.lastName,
    role: 'INSTALLER',
    tenantId: user.tenantId,
    installerId: user.installerId,
  },
  ip: '127.0.0.1',
  installerId: user.installerId,
});

async function failedInspection(installerId: string, fails: [string, string][]) {
  const inspection = await createInspection(database.db, {
    inspectorUserId: staff.inspector.id,
    inspectorName: 'Tom Hughes',
    status: 'PENDING',
    installerId,
    measureType: 'INSULATION',
    measureCode: 'CWI',
    measureLabel: 'CWI Cavity Wall Insulation',
  });
  for (const [itemId, severity] of fails) {
    await callerFor(database.db, staff.inspector).checklists.answer({
      inspectionId: inspection.id,
      itemId,
      answer: 'Fail',
      severity: severity as 'Major',
      comment: `${itemId} not done to standard`,
    });
  }
  return { id: inspection.id, reference: inspection.reference };
}

async function signIn(user: { id: string; email: string }, ip: string) {
  const response = await app.inject(signInRequest(user.email, 'password-1', { ip }));
  auth.set(user.id, { authorization: `Bearer ${response.headers['set-auth-token'] as string}` });
}

async function upload(user: { id: string }, inspectionId: string, itemId: string, seeds: number[]) {
  const data = new FormData();
  for (const seed of seeds) {
    const bytes = await makeTestJpeg({
      seed,
      takenAt: '2026:07:14 10:15:30',
      gps: { latitude: 53.4808, longitude: -2.2426 },
    });
    data.append('files', new Blob([new Uint8Array(bytes)]), `fix-${seed}.jpg`);
  }
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  const response = await app.inject({
    method: 'POST',
    url: `/api/portal/remediations/${inspectionId}/evidence?itemId=${itemId}`,
    headers: {
      ...auth.get(user.id),
      origin: TEST_BASE_URL,
      'content-type': request.headers.get('content-type')!,
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return { status: response.statusCode, body: response.json<UploadReply>() };
}

const answerOf = async (inspectionId: string, itemId: string) =>
  (
    await database.db
      .select()
      .from(checklistAnswers)
      .where(
        and(eq(checklistAnswers.inspectionId, inspectionId), eq(checklistAnswers.itemId, itemId)),
      )
  )[0]!;

const itemsOf = async (user: InstallerUser) => portal(user).portal.remediations.list();

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  staff = await createStaff(database);
  const a = await createInstaller(database.db, { name: 'Alpha Walls Ltd' });
  const b = await createInstaller(database.db, { name: 'Beta Lofts Ltd' });
  await createTenant(database.db, 'other-tenant');
  const other = await createInstaller(database.db, {
    name: 'Other Tenant Ltd',
    tenantId: 'other-tenant',
  });
  userA = await createInstallerUser(database.db, a.id, {
    firstName: 'Ann',
    lastName: 'Alpha',
    email: 'ann@alpha.test',
  });
  userB = await createInstallerUser(database.db, b.id, {
    firstName: 'Ben',
    lastName: 'Beta',
    email: 'ben@beta.test',
  });
  userOther = await createInstallerUser(database.db, other.id, {
    firstName: 'Olu',
    lastName: 'Other',
    email: 'olu@other.test',
    tenantId: 'other-tenant',
  });
  inspectionA = await failedInspection(a.id, [
    ['CWI.1', 'Major'],
    ['CWI.2', 'Category 1'],
  ]);
  inspectionB = await failedInspection(b.id, [['CWI.1', 'Minor']]);
  for (const [i, user] of [userA, userB, userOther, staff.coordinator].entries())
    await signIn(user, `198.51.100.${i + 60}`);
}, 120_000);
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('portal remediations: only the installer’s own', () => {
  it('lists each failed item of its own inspections with deadline, state and hours for Category 1', async () => {
    const items = await itemsOf(userA);
    expect(items.map((i) => `${i.reference}:${i.itemId}`).sort()).toEqual(
      [`${inspectionA.reference}:CWI.1`, `${inspectionA.reference}:CWI.2`].sort(),
    );
    const cat1 = items.find((i) => i.itemId === 'CWI.2')!;
    expect(cat1).toMatchObject({ state: 'Needs action', isCategory1: true, rejectionReason: null });
    expect(cat1.dueAt.getTime() - cat1.failedAt.getTime()).toBe(24 * HOUR);
    // Category 1 comes first: its deadline is the nearest.
    expect(items[0]!.itemId).toBe('CWI.2');
    expect((await itemsOf(userB)).map((i) => i.reference)).toEqual([inspectionB.reference]);
    expect(await itemsOf(userOther)).toEqual([]);
  });

  it('refuses the upload route to another installer, another tenant and staff (0 leaks)', async () => {
    for (const user of [userB, userOther]) {
      const reply = await upload(user, inspectionA.id, 'CWI.1', [90]);
      expect(reply).toEqual({
        status: 404,
        body: { error: REMEDIATION_NOT_FOUND, stored: [], refused: [] },
      });
    }
    expect((await upload(staff.coordinator, inspectionA.id, 'CWI.1', [91])).status).toBe(403);
    // A passed or unknown item is not a remediation either.
    expect((await upload(userA, inspectionA.id, 'CWI.3', [92])).status).toBe(404);
    const stored = await database.db.select().from(remediationSubmissions);
    expect(stored).toEqual([]);
  });

  it('refuses submit to another installer and another tenant as not found', async () => {
    for (const user of [userB, userOther]) {
      await expect(
        portal(user).portal.remediations.submit({
          inspectionId: inspectionA.id,
          itemId: 'CWI.1',
          note: 'Done',
        }),
      ).rejects.toMatchObject({ code: 'NOT_FOUND', message: REMEDIATION_NOT_FOUND });
    }
    expect((await answerOf(inspectionA.id, 'CWI.1')).evidenceSubmittedAt).toBeNull();
  });

  it('keeps staff and installers on their own sides', async () => {
    await expect(
      callerFor(database.db, staff.coordinator).portal.remediations.list(),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(portal(userA).installerPortal.remediations.list({})).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(
      callerFor(database.db, staff.inspector).installerPortal.remediations.list({}),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});

describe('submitting stops the clock; rejecting restarts it', () => {
  it('stores several photos with their EXIF time and place, refuses a duplicate, and waits for submit', async () => {
    expect(
      await portal(userA)
        .portal.remediations.submit({ inspectionId: inspectionA.id, itemId: 'CWI.1', note: 'Done' })
        .catch((e: Error) => e.message),
    ).toBe(NO_NEW_EVIDENCE_MESSAGE);
    const reply = await upload(userA, inspectionA.id, 'CWI.1', [1, 2]);
    expect(reply.status).toBe(201);
    expect(reply.body.stored).toHaveLength(2);
    expect(reply.body.stored[0]!.capturedAt).not.toBeNull();
    expect((await upload(userA, inspectionA.id, 'CWI.1', [1])).status).toBe(409);
    // Uploading alone neither provides the item nor stops its clock.
    expect(await answerOf(inspectionA.id, 'CWI.1')).toMatchObject({
      status: 'Pending',
      evidenceSubmittedAt: null,
    });
  });

  it('submits: Provided, clock stopped, late flag, the installer as submitter, audited', async () => {
    const submittedAt = new Date(Date.now() - 3 * 24 * HOUR);
    await expectBadRequest(
      portal(userA).portal.remediations.submit({
        inspectionId: inspectionA.id,
        itemId: 'CWI.1',
        note: '  ',
      }),
      'Describe what was done to fix it',
    );
    await submitPortalRemediation(
      actorOf(userA),
      { inspectionId: inspectionA.id, itemId: 'CWI.1', note: 'Refilled the voids and re-drilled.' },
      submittedAt,
    );
    expect(await answerOf(inspectionA.id, 'CWI.1')).toMatchObject({
      status: 'Provided',
      evidenceSubmittedAt: submittedAt,
      evidenceSubmittedBy: userA.id,
      submittedLate: false,
    });
    const item = (await itemsOf(userA)).find((i) => i.itemId === 'CWI.1')!;
    expect(item).toMatchObject({ state: 'Evidence submitted', evidenceSubmittedAt: submittedAt });
    expect(item.lastNote?.note).toBe('Refilled the voids and re-drilled.');
    expect(item.files).toHaveLength(2);
    const staffItem = (
      await callerFor(database.db, staff.coordinator).checklists.forInspection({
        inspectionId: inspectionA.id,
      })
    ).items.find((i) => i.itemId === 'CWI.1')!;
    expect(staffItem.remediation?.submittedByName).toBe('Ann Alpha (installer)');
    // Staff review what the installer says it did, beside its evidence.
    expect(staffItem.remediation?.submittedNote).toBe('Refilled the voids and re-drilled.');
    await expectBadRequest(
      portal(userA).portal.remediations.submit({
        inspectionId: inspectionA.id,
        itemId: 'CWI.1',
        note: 'Again',
      }),
      ALREADY_SUBMITTED_MESSAGE,
    );
    const audits = await database.db
      .select({ action: auditLog.action, userId: auditLog.userId })
      .from(auditLog)
      .where(eq(auditLog.resourceId, `${inspectionA.reference}:CWI.1`));
    expect(audits).toEqual(
      expect.arrayContaining([
        { action: 'submit_remediation', userId: userA.id },
        { action: 'status_change', userId: userA.id },
      ]),
    );
  });

  it('rejection moves the deadline on by exactly the time the clock was stopped and shows the reason', async () => {
    const before = await answerOf(inspectionA.id, 'CWI.1');
    await callerFor(database.db, staff.coordinator).checklists.setStatus({
      inspectionId: inspectionA.id,
      itemId: 'CWI.1',
      status: 'Rejected',
      reason: 'The photos do not show the rear elevation.',
    });
    const after = await answerOf(inspectionA.id, 'CWI.1');
    const stopped = after.statusChangedAt!.getTime() - before.evidenceSubmittedAt!.getTime();
    expect(stopped).toBeGreaterThan(3 * 24 * HOUR - 60_000);
    expect(after.remediationDueAt!.getTime()).toBe(before.remediationDueAt!.getTime() + stopped);
    expect(after).toMatchObject({ status: 'Rejected', evidenceSubmittedAt: null });
    const item = (await itemsOf(userA)).find((i) => i.itemId === 'CWI.1')!;
    expect(item).toMatchObject({
      state: 'Rejected',
      rejectionReason: 'The photos do not show the rear elevation.',
      dueAt: after.remediationDueAt,
    });
    // B still sees nothing of it.
    expect((await itemsOf(userB)).some((i) => i.inspectionId === inspectionA.id)).toBe(false);
  });

  it('resubmission needs new evidence, then goes through', async () => {
    await expectBadRequest(
      portal(userA).portal.remediations.submit({
        inspectionId: inspectionA.id,
        itemId: 'CWI.1',
        note: 'Again',
      }),
      NO_NEW_EVIDENCE_AFTER_REJECTION_MESSAGE,
    );
    expect((await upload(userA, inspectionA.id, 'CWI.1', [3])).status).toBe(201);
    const result = await portal(userA).portal.remediations.submit({
      inspectionId: inspectionA.id,
      itemId: 'CWI.1',
      note: 'Rear elevation photographed.',
    });
    expect(result).toMatchObject({ state: 'Evidence submitted', isLate: false });
    await callerFor(database.db, staff.coordinator).checklists.setStatus({
      inspectionId: inspectionA.id,
      itemId: 'CWI.1',
      status: 'Accepted',
      reason: '',
    });
    expect((await itemsOf(userA)).find((i) => i.itemId === 'CWI.1')!.state).toBe('Accepted');
  });
});

describe('late submissions', () => {
  it('is marked late and refused acceptance until a coordinator overrides', async () => {
    expect((await upload(userA, inspectionA.id, 'CWI.2', [4])).status).toBe(201);
    const due = (await answerOf(inspectionA.id, 'CWI.2')).remediationDueAt!;
    const late = await submitPortalRemediation(
      actorOf(userA),
      { inspectionId: inspectionA.id, itemId: 'CWI.2', note: 'Vent cleared.' },
      new Date(due.getTime() + HOUR),
    );
    expect(late.isLate).toBe(true);
    const coordinator = callerFor(database.db, staff.coordinator);
    const accept = {
      inspectionId: inspectionA.id,
      itemId: 'CWI.2',
      status: 'Accepted' as const,
      reason: '',
    };
    await expectBadRequest(coordinator.checklists.setStatus(accept), ACCEPT_LATE_MESSAGE(due));
    await coordinator.checklists.overrideLateRemediation({
      inspectionId: inspectionA.id,
      itemId: 'CWI.2',
      reason: 'Access to the loft was refused by the tenant until today.',
    });
    await coordinator.checklists.setStatus(accept);
    expect(await answerOf(inspectionA.id, 'CWI.2')).toMatchObject({
      status: 'Accepted',
      submittedLate: true,
    });
  });
});

describe('staff Remediations list', () => {
  let inspectionC: { id: string; reference: string };

  beforeAll(async () => {
    // Alpha's third inspection: one submitted (awaiting review), one still owed.
    inspectionC = await failedInspection(userA.installerId, [
      ['CWI.1', 'Minor'],
      ['CWI.2', 'Major'],
    ]);
    expect((await upload(userA, inspectionC.id, 'CWI.2', [5])).status).toBe(201);
    await portal(userA).portal.remediations.submit({
      inspectionId: inspectionC.id,
      itemId: 'CWI.2',
      note: 'Fixed.',
    });
  });

  const list = (
    input: Parameters<ReturnType<typeof callerFor>['installerPortal']['remediations']['list']>[0],
  ) => callerFor(database.db, staff.coordinator).installerPortal.remediations.list(input);

  it('puts submitted items awaiting review first, then by deadline, accepted last', async () => {
    const { rows, total } = await list({});
    expect(total).toBe(5);
    expect(rows.map((r) => `${r.reference}:${r.itemId}:${r.state}`)).toEqual([
      `${inspectionC.reference}:CWI.2:Evidence submitted`,
      `${inspectionB.reference}:CWI.1:Needs action`,
      `${inspectionC.reference}:CWI.1:Needs action`,
      `${inspectionA.reference}:CWI.1:Accepted`,
      `${inspectionA.reference}:CWI.2:Accepted`,
    ]);
    expect(rows[0]!.reviewDueAt).not.toBeNull();
    expect(rows[0]!.installerName).toBe('Alpha Walls Ltd');
  });

  it('filters by installer, state, late and reference', async () => {
    const ref = (r: { reference: string; itemId: string }) => `${r.reference}:${r.itemId}`;
    expect((await list({ installerId: userB.installerId })).rows.map(ref)).toEqual([
      `${inspectionB.reference}:CWI.1`,
    ]);
    expect((await list({ state: 'Accepted' })).total).toBe(2);
    expect((await list({ lateOnly: true })).rows.map(ref)).toEqual([
      `${inspectionA.reference}:CWI.2`,
    ]);
    expect((await list({ search: inspectionC.reference.slice(-6) })).total).toBe(2);
    expect((await list({ page: 2 })).rows).toEqual([]);
  });

  it('exports the filtered list as XLSX for coordinators only', async () => {
    const ok = await app.inject({
      method: 'GET',
      url: '/api/remediations/export.xlsx?lateOnly=true',
      headers: auth.get(staff.coordinator.id),
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('spreadsheetml');
    expect(ok.rawPayload.subarray(0, 2).toString()).toBe('PK');
    const refused = await app.inject({
      method: 'GET',
      url: '/api/remediations/export.xlsx',
      headers: auth.get(userA.id),
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe("the portal's photo size", () => {
  it("is the installer's tenant's, so the portal reduces photos on the device as staff pages do", async () => {
    expect(await portal(userA).portal.remediations.photoSize()).toEqual({ maxLongSidePx: 2560 });
    await callerFor(database.db, staff.admin).settings.photoSize.save({ maxLongSidePx: 1600 });
    expect(await portal(userA).portal.remediations.photoSize()).toEqual({ maxLongSidePx: 1600 });
    // Another tenant keeps its own (the default).
    expect(await portal(userOther).portal.remediations.photoSize()).toEqual({
      maxLongSidePx: 2560,
    });
    await callerFor(database.db, staff.admin).settings.photoSize.save({ maxLongSidePx: null });
    expect(await portal(userA).portal.remediations.photoSize()).toEqual({ maxLongSidePx: null });
    await callerFor(database.db, staff.admin).settings.photoSize.save({ maxLongSidePx: 2560 });
  });
});
