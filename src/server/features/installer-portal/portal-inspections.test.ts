import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InstallerPortalSettingValue } from '@/shared/installer-portal/accounts-settings';
import { todayInLondon } from '@/shared/format';
import type { Database } from '@/server/db/client';
import { createTenant } from '@/server/db/factories';
import { auditLog, inspections, installerPortalUsers, installers } from '@/server/db/schema/index';
import { makeTestJpeg } from '@/server/test-support/evidence-photos';
import { createInspection } from '@/server/test-support/inspections';
import { createInstaller, createInstallerUser } from '@/server/test-support/installers';
import { createStaff } from '@/server/test-support/staff-and-inspections';
import { buildTestApp, signInRequest, TEST_BASE_URL } from '@/server/test-support/test-app';
import { callerFor } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { backfillInspectionChecklists } from '../checklist-catalogue/init';
import { saveTenantSetting } from '../settings/tenant-settings';

/**
 * Issue 31 points 2 and 3 on a real database: the portal's overview, inspections, account and
 * files show installer A its own records only (installer B, a user of another tenant and staff
 * get nothing of them), never a staff-only field, and honour the tenant's visibility switches.
 */
let database: Database;
let app: FastifyInstance;
let staff: Awaited<ReturnType<typeof createStaff>>;
type PortalUser = Awaited<ReturnType<typeof createInstallerUser>>;
let userA: PortalUser;
let userB: PortalUser;
let userX: PortalUser;
let failedA: { id: string; reference: string };
let passedA: { id: string };
let pendingA: { id: string };
let failedB: { id: string };
/** The inspector's photo on each inspection that has one. */
const photoOf = new Map<string, string>();
const auth = new Map<string, Record<string, string>>();
const today = todayInLondon();

const SHOWN: InstallerPortalSettingValue = {
  requireMfa: false,
  showPhotos: true,
  showReports: true,
  showRiskScore: false,
  showPayments: false,
};
const show = (changes: Partial<InstallerPortalSettingValue>) =>
  saveTenantSetting(
    database.db,
    { tenantId: 'default-tenant', user: null, ip: '127.0.0.1' },
    'installerPortal',
    { ...SHOWN, ...changes },
  );

const cwi = {
  measureType: 'INSULATION',
  measureCode: 'CWI',
  measureLabel: 'CWI Cavity Wall Insulation',
} as const;

/**
 * An inspection of the installer failed on CWI.1 (Category 1) by the coordinator, with the
 * inspector's photo when asked, then Failed.
 */
async function failedInspectionOf(
  installerId: string,
  options: { tenantId?: string; photo?: boolean } = {},
) {
  const tenantId = options.tenantId ?? 'default-tenant';
  const row = await createInspection(database.db, {
    ...cwi,
    tenantId,
    status: 'IN_PROGRESS',
    installerId,
    notes: 'INTERNAL NOTE staff only',
    additionalNotes: 'PRIVATE inspector remark',
    propertyAddress: `${installerId.slice(0, 8)} Mill Lane, Leeds LS1 1AA`,
  });
  await backfillInspectionChecklists(database.db);
  if (tenantId === 'default-tenant') {
    await callerFor(database.db, staff.coordinator).checklists.answer({
      inspectionId: row.id,
      itemId: 'CWI.1',
      answer: 'Fail',
      severity: 'Category 1',
      comment: 'Cavity left unfilled under the window',
    });
    if (options.photo) photoOf.set(row.id, await uploadPhoto(row.id));
  }
  await database.db
    .update(inspections)
    .set({ status: 'FAILED', completedDate: today })
    .where(eq(inspections.id, row.id));
  return row;
}

async function signIn(user: { id: string; email: string }, ip: number) {
  const response = await app.inject(
    signInRequest(user.email, 'password-1', { ip: `198.51.100.${ip}` }),
  );
  auth.set(user.id, { authorization: `Bearer ${response.headers['set-auth-token'] as string}` });
}

async function uploadPhoto(inspectionId: string) {
  const data = new FormData();
  data.append(
    'files',
    new Blob([new Uint8Array(await makeTestJpeg({ seed: photoOf.size + 7 }))]),
    'vent.jpg',
  );
  const request = new Request('http://localhost/', { method: 'POST', body: data });
  const response = await app.inject({
    method: 'POST',
    url: `/api/inspections/${inspectionId}/evidence?itemId=CWI.PHOTO-PRE-1`,
    headers: {
      ...auth.get(staff.coordinator.id),
      origin: TEST_BASE_URL,
      'content-type': request.headers.get('content-type')!,
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ stored: { id: string }[] }>().stored[0]!.id;
}

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  staff = await createStaff(database);
  const a = await createInstaller(database.db, { name: 'Alpha Insulation Ltd' });
  const b = await createInstaller(database.db, { name: 'Bravo Walls Ltd' });
  await createTenant(database.db, 'tenant-x');
  const x = await createInstaller(database.db, { name: 'Xeno Ltd', tenantId: 'tenant-x' });
  userA = await createInstallerUser(database.db, a.id, { email: 'ann@alpha.test' });
  userB = await createInstallerUser(database.db, b.id, { email: 'bob@bravo.test' });
  userX = await createInstallerUser(database.db, x.id, {
    email: 'xia@xeno.test',
    tenantId: 'tenant-x',
  });
  await signIn(staff.coordinator, 60);
  await signIn(userA, 61);
  await signIn(userB, 62);
  await signIn(userX, 63);
  await show({});
  failedA = await failedInspectionOf(a.id, { photo: true });
  passedA = await createInspection(database.db, {
    ...cwi,
    status: 'PASSED',
    completedDate: today,
    installerId: a.id,
  });
  pendingA = await createInspection(database.db, { ...cwi, status: 'PENDING', installerId: a.id });
  failedB = await failedInspectionOf(b.id, { photo: true });
  await failedInspectionOf(x.id, { tenantId: 'tenant-x' });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const portal = (user: PortalUser) => callerFor(database.db, user).portal;
const codeOf = (call: Promise<unknown>) =>
  call.then(
    () => 'OK',
    (e: { code?: string }) => e.code ?? 'THREW',
  );
const STAFF_ONLY = [
  'notes',
  'additionalNotes',
  'customerEmail',
  'customerPhone',
  'installerName',
  'installerCompany',
  'policyId',
  'inspectorUserId',
  'completionNotes',
];

describe('portal.inspections', () => {
  it('lists the installer’s inspections with a result only, by page and by reference or address', async () => {
    const list = await portal(userA).inspections.list({});
    expect(list.items.map((i) => i.id).sort()).toEqual([failedA.id, passedA.id].sort());
    expect(list.items.map((i) => i.id)).not.toContain(pendingA.id);
    expect(list.total).toBe(2);
    const failed = list.items.find((i) => i.id === failedA.id)!;
    expect(failed).toMatchObject({ outcome: 'Failed', date: today, failedItems: 1 });
    expect(Object.keys(failed).sort()).toEqual(
      [
        'id',
        'reference',
        'status',
        'outcome',
        'propertyAddress',
        'addressPostcode',
        'measureLabel',
        'date',
        'failedItems',
      ].sort(),
    );
    const byReference = await portal(userA).inspections.list({ search: failedA.reference });
    expect(byReference.items.map((i) => i.id)).toEqual([failedA.id]);
    const byAddress = await portal(userA).inspections.list({ search: 'mill lane' });
    expect(byAddress.items.map((i) => i.id)).toEqual([failedA.id]);
    const paged = await portal(userA).inspections.list({ pageSize: 1, page: 2 });
    expect(paged).toMatchObject({ total: 2, page: 2 });
    expect(paged.items).toHaveLength(1);
    // A wildcard is a literal character, not "anything".
    expect((await portal(userA).inspections.list({ search: '%' })).total).toBe(0);
  });

  it('gives installer B and another tenant’s user none of A’s inspections', async () => {
    const bList = await portal(userB).inspections.list({});
    expect(bList.items.map((i) => i.id)).toEqual([failedB.id]);
    expect((await portal(userB).inspections.list({ search: failedA.reference })).total).toBe(0);
    expect((await portal(userX).inspections.list({})).items.map((i) => i.id)).not.toContain(
      failedA.id,
    );
    for (const user of [userB, userX])
      expect(await codeOf(portal(user).inspections.get({ id: failedA.id }))).toBe('NOT_FOUND');
    expect(await codeOf(portal(userA).inspections.get({ id: failedB.id }))).toBe('NOT_FOUND');
    expect(await codeOf(portal(userA).inspections.get({ id: pendingA.id }))).toBe('NOT_FOUND');
  });

  it('shows the failed item with severity, comment and deadline, and no staff-only field', async () => {
    const detail = await portal(userA).inspections.get({ id: failedA.id });
    for (const key of STAFF_ONLY) expect(detail).not.toHaveProperty(key);
    const json = JSON.stringify(detail);
    expect(json).not.toContain('INTERNAL NOTE');
    expect(json).not.toContain('PRIVATE inspector');
    expect(json).not.toContain('Bravo');
    const [item] = detail.failedItems;
    expect(item).toMatchObject({
      itemId: 'CWI.1',
      severity: 'Category 1',
      comment: 'Cavity left unfilled under the window',
      status: 'Pending',
      rejectionReason: null,
    });
    expect(item!.dueAt!.getTime() - item!.failedAt!.getTime()).toBe(24 * 3_600_000);
    expect(detail.photos?.map((p) => p.id)).toEqual([photoOf.get(failedA.id)]);
    expect(detail).toMatchObject({ isReportAvailable: true, payments: null });
  });

  it('honours the tenant’s switches for photos, reports and payments', async () => {
    await show({ showPhotos: false, showReports: false, showPayments: true });
    try {
      const detail = await portal(userA).inspections.get({ id: failedA.id });
      expect(detail).toMatchObject({ photos: null, isReportAvailable: false, payments: [] });
    } finally {
      await show({});
    }
  });
});

describe('portal.overview', () => {
  it('lists A’s open items by deadline and this quarter’s rates; B’s items never', async () => {
    const overview = await portal(userA).overview();
    expect(overview.openItems.total).toBe(1);
    expect(overview.openItems.items[0]).toMatchObject({
      inspectionId: failedA.id,
      itemId: 'CWI.1',
      severity: 'Category 1',
    });
    expect(overview.quarter).toMatchObject({
      results: 2,
      passed: 1,
      failed: 1,
      passRate: 50,
      failRate: 50,
    });
    expect(overview.band).toBeNull();
    expect(overview.risk).toBeNull();
    const other = await portal(userB).overview();
    expect(other.openItems.items.map((i) => i.inspectionId)).toEqual([failedB.id]);
    expect(other.quarter).toMatchObject({ results: 1, failed: 1, passRate: 0, failRate: 100 });
    expect((await portal(userX).overview()).openItems.total).toBe(0);
  });

  it('shows the band under enhanced monitoring, and the risk score only when the tenant shows it', async () => {
    await database.db
      .update(installers)
      .set({ monitoringType: 'Enhanced', monitoringStartDate: '2026-10-01', riskScore: 8.4 })
      .where(eq(installers.id, userA.installerId));
    await show({ showRiskScore: true });
    try {
      const overview = await portal(userA).overview();
      expect(overview.band).toEqual({ type: 'Enhanced', since: '2026-10-01' });
      expect(overview.risk).toMatchObject({ score: 8.4, band: 'High', recentCat1: true, cat1: 1 });
      expect((await portal(userB).overview()).band).toBeNull();
    } finally {
      await show({});
    }
  });
});

describe('portal.account', () => {
  it('names the user and installer, and mutes reminders on the user’s own row only, audited', async () => {
    expect(await portal(userA).account.get()).toEqual({
      name: 'Ina Installer',
      email: 'ann@alpha.test',
      installerName: 'Alpha Insulation Ltd',
      muteReminders: false,
    });
    expect(await portal(userA).account.setMuteReminders({ muted: true })).toEqual({
      muteReminders: true,
    });
    const rows = await database.db
      .select({ userId: installerPortalUsers.userId, muted: installerPortalUsers.muteReminders })
      .from(installerPortalUsers);
    expect(rows.find((r) => r.userId === userA.id)?.muted).toBe(true);
    expect(rows.find((r) => r.userId === userB.id)?.muted).toBe(false);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'mute_reminders'), eq(auditLog.resourceId, userA.id)));
    expect(audit?.details).toEqual({ before: false, after: true });
    expect((await portal(userB).account.get()).installerName).toBe('Bravo Walls Ltd');
  });

  it('refuses staff every portal view', async () => {
    const api = callerFor(database.db, staff.coordinator).portal;
    expect(await codeOf(api.overview())).toBe('FORBIDDEN');
    expect(await codeOf(api.inspections.list({}))).toBe('FORBIDDEN');
    expect(await codeOf(api.account.setMuteReminders({ muted: true }))).toBe('FORBIDDEN');
  });
});

describe('portal files', () => {
  const get = (user: { id: string }, url: string) =>
    app.inject({ method: 'GET', url, headers: auth.get(user.id) });

  it('sends A the photos of its own inspections only', async () => {
    const mine = photoOf.get(failedA.id)!;
    const thumb = await get(userA, `/api/portal/photos/${mine}/thumbnail`);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/jpeg');
    expect((await get(userA, `/api/portal/photos/${mine}/file`)).statusCode).toBe(200);
    for (const user of [userB, userX])
      expect((await get(user, `/api/portal/photos/${mine}/file`)).statusCode).toBe(404);
    const theirs = photoOf.get(failedB.id)!;
    expect((await get(userA, `/api/portal/photos/${theirs}/thumbnail`)).statusCode).toBe(404);
    expect((await get(staff.coordinator, `/api/portal/photos/${mine}/file`)).statusCode).toBe(403);
    await show({ showPhotos: false });
    try {
      const refused = await get(userA, `/api/portal/photos/${mine}/file`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: 'Inspection photos are not shared on this portal.' });
    } finally {
      await show({});
    }
  });

  it('sends A the report of its own inspection with a result, audited, while reports are shown', async () => {
    const report = await get(userA, `/api/portal/inspections/${failedA.id}/report`);
    expect(report.statusCode).toBe(200);
    expect(report.headers['content-type']).toBe('application/pdf');
    expect(report.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'download_report'), eq(auditLog.userId, userA.id)));
    expect(audit?.resourceId).toBe(failedA.id);
    for (const [user, id] of [
      [userB, failedA.id],
      [userX, failedA.id],
      [userA, failedB.id],
      [userA, pendingA.id],
    ] as const)
      expect((await get(user, `/api/portal/inspections/${id}/report`)).statusCode).toBe(404);
    await show({ showReports: false });
    try {
      expect((await get(userA, `/api/portal/inspections/${failedA.id}/report`)).statusCode).toBe(
        403,
      );
    } finally {
      await show({});
    }
  });
});
