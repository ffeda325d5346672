import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInLondon } from '@/shared/format';
import type { Database } from '@/server/db/client';
import { rolePermissions } from '@/server/db/schema/index';
import { createInspection } from '@/server/test-support/inspections';
import { createInstaller, createInstallerUser } from '@/server/test-support/installers';
import { createStaff, type User } from '@/server/test-support/staff-and-inspections';
import { callerFor } from '@/server/test-support/test-caller';
import { createTestStorage } from '@/server/test-support/test-services';
import { openTestDatabase } from '@/server/test-support/test-database';
import { newThumbnailBudget, thumbnailDataUrl } from './thumbnails';
import { offlineWindow } from './window';

let database: Database;
let staff: Awaited<ReturnType<typeof createStaff>>;

const dayFromToday = (days: number) => {
  const date = new Date(`${todayInLondon()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const assigned = (user: User, days: number, extra: Record<string, unknown> = {}) =>
  createInspection(database.db, {
    inspectorUserId: user.id,
    scheduledDate: dayFromToday(days),
    status: 'PENDING',
    ...extra,
  });

beforeAll(async () => {
  database = await openTestDatabase();
  staff = await createStaff(database);
});
afterAll(() => database.close());

describe('offline window', () => {
  it('is today and the next N UK days, across a month end and the clock change', () => {
    expect(offlineWindow(7, new Date('2026-10-28T23:30:00Z'))).toEqual({
      from: '2026-10-28',
      to: '2026-11-04',
    });
    // 23:30 UTC on 30 June is already 1 July in London (BST).
    expect(offlineWindow(0, new Date('2026-06-30T23:30:00Z'))).toEqual({
      from: '2026-07-01',
      to: '2026-07-01',
    });
  });
});

describe('thumbnails in the bundle', () => {
  it('are data: URLs until the budget is spent, then null and marked capped', async () => {
    const storage = createTestStorage();
    await storage.putFile('t/one.jpg', Buffer.alloc(600, 1));
    await storage.putFile('t/two.jpg', Buffer.alloc(600, 2));
    const budget = newThumbnailBudget(1000);
    expect(await thumbnailDataUrl(storage, 't/one.jpg', budget)).toMatch(
      /^data:image\/jpeg;base64,/,
    );
    expect(budget).toEqual({ left: 400, capped: false });
    expect(await thumbnailDataUrl(storage, 't/two.jpg', budget)).toBeNull();
    expect(budget.capped).toBe(true);
    expect(await thumbnailDataUrl(storage, 't/gone.jpg', newThumbnailBudget())).toBeNull();
    expect(await thumbnailDataUrl(storage, null, newThumbnailBudget())).toBeNull();
  });
});

describe('offline.bundle', () => {
  it("keeps the user's own open inspections of their window, with what the on-site page shows", async () => {
    const { inspector, otherInspector, coordinator } = staff;
    const today = await assigned(inspector, 0, { scheduledTime: '09:30' });
    const lastDay = await assigned(inspector, 7);
    await assigned(inspector, 8);
    await assigned(inspector, -1);
    await assigned(inspector, 1, { status: 'PASSED', completedDate: dayFromToday(0) });
    await assigned(inspector, 1, { status: 'CANCELLED' });
    await assigned(otherInspector, 1);
    await createInspection(database.db, { scheduledDate: dayFromToday(1), status: 'PENDING' });
    const mine = await assigned(coordinator, 2);

    const bundle = await callerFor(database.db, inspector).offline.bundle();
    expect(bundle).toMatchObject({ windowDays: 7, from: dayFromToday(0), to: dayFromToday(7) });
    expect(Date.parse(bundle.refreshedAt)).toBeGreaterThan(Date.now() - 60_000);
    expect(bundle.inspections.map((k) => k.inspection.reference)).toEqual([
      today.reference,
      lastDay.reference,
    ]);
    const [first] = bundle.inspections;
    expect(first!.inspection).toMatchObject({
      id: today.id,
      status: 'PENDING',
      version: today.version,
      scheduledTime: '09:30',
      addressPostcode: today.addressPostcode,
      measureCode: today.measureCode,
    });
    expect(first!.checklist.mayAnswer).toBe(true);
    expect(first!.checklist.items.length).toBeGreaterThan(0);
    expect(first!.evidence).toMatchObject({ files: [], signature: null });
    expect(first!.visitStart).toEqual({ visit: null, mayRecord: true });
    expect(first!.statusMoves.version).toBe(today.version);
    expect(first!.photoMaxLongSidePx).toBe(2560);

    // A coordinator keeps the inspections assigned to them, not the whole tenant.
    const theirs = await callerFor(database.db, coordinator).offline.bundle();
    expect(theirs.inspections.map((k) => k.inspection.id)).toEqual([mine.id]);
  });

  it('follows the saved number of days (0: today only)', async () => {
    const caller = callerFor(database.db, staff.inspector);
    const preferences = await caller.account.getPreferences();
    await caller.account.savePreferences({ ...preferences, offlineWindowDays: 0 });
    const bundle = await caller.offline.bundle();
    expect(bundle).toMatchObject({ windowDays: 0, from: dayFromToday(0), to: dayFromToday(0) });
    expect(bundle.inspections.every((k) => k.inspection.scheduledDate === dayFromToday(0))).toBe(
      true,
    );
    await caller.account.savePreferences({ ...preferences, offlineWindowDays: 7 });
  });

  it('refuses an installer and a role without checklists:answer', async () => {
    const installer = await createInstaller(database.db);
    const portalUser = await createInstallerUser(database.db, installer.id, {
      email: 'ina@bundle.test',
    });
    await expect(callerFor(database.db, portalUser).offline.bundle()).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const revoke = and(
      eq(rolePermissions.tenantId, staff.inspector.tenantId),
      eq(rolePermissions.role, 'INSPECTOR'),
      eq(rolePermissions.permission, 'checklists:answer'),
    );
    await database.db.delete(rolePermissions).where(revoke);
    try {
      await expect(callerFor(database.db, staff.inspector).offline.bundle()).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
    } finally {
      await database.db.insert(rolePermissions).values({
        tenantId: staff.inspector.tenantId,
        role: 'INSPECTOR',
        permission: 'checklists:answer',
      });
    }
  });
});
