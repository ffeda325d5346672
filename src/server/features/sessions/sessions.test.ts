import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { createTenant, createUser } from '@/server/test-support/users';
import { auditLog, sessions } from '@/server/db/schema/index';
import { callerFor, expectBadRequest, type TestUser } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

let database: Database;
let admin: TestUser;
let coordinator: TestUser;
let inspector: TestUser;
let outsider: TestUser;

const user = (email: string, role: TestUser['role'], tenantId?: string) =>
  createUser(database.db, {
    email,
    password: 'a-long-password-1',
    firstName: email.split('@')[0]!,
    lastName: 'Test',
    role,
    tenantId,
  });

/** A stored session as better-auth would write it; callerFor's own session id is 'test-session'. */
async function addSession(
  userId: string,
  options: { id?: string; userAgent?: string; minutesIdle?: number; expired?: boolean } = {},
) {
  const id = options.id ?? randomUUID();
  await database.db.insert(sessions).values({
    id,
    token: randomUUID(),
    userId,
    userAgent: options.userAgent ?? CHROME_WINDOWS,
    ipAddress: '192.0.2.44',
    expiresAt: new Date(Date.now() + (options.expired ? -1 : 1) * 86_400_000),
    updatedAt: new Date(Date.now() - (options.minutesIdle ?? 1) * 60_000),
  });
  return id;
}

beforeAll(async () => {
  database = await openTestDatabase();
  admin = await user('admin@list.test', 'ADMIN');
  coordinator = await user('coordinator@list.test', 'COORDINATOR');
  inspector = await user('inspector@list.test', 'INSPECTOR');
  await createTenant(database.db, 'other-tenant');
  outsider = await user('outsider@list.test', 'ADMIN', 'other-tenant');
  await addSession(admin.id, { id: 'test-session' });
  await addSession(admin.id, { userAgent: IPHONE });
  await addSession(coordinator.id);
  await addSession(inspector.id, { userAgent: IPHONE });
  await addSession(inspector.id, { expired: true });
  await addSession(inspector.id, { minutesIdle: 45 }); // past the default 30-minute preference
  await addSession(outsider.id);
});
afterAll(() => database.close());

describe('sessions.list', () => {
  it('shows an admin every live session of the tenant, current first, with devices', async () => {
    const result = await callerFor(database.db, admin).sessions.list();
    expect(result.canManageAll).toBe(true);
    expect(result.sessions.map((s) => s.userEmail).sort()).toEqual(
      ['admin@list.test', 'admin@list.test', 'coordinator@list.test', 'inspector@list.test'].sort(),
    );
    expect(result.sessions[0]).toMatchObject({
      id: 'test-session',
      isCurrent: true,
      device: 'Chrome on Windows',
      isMobile: false,
      ipAddress: '192.0.2.44',
      userName: 'admin Test',
    });
    const phone = result.sessions.find((s) => s.userEmail === 'inspector@list.test');
    expect(phone).toMatchObject({ device: 'Mobile Safari on iOS', isMobile: true });
    expect(result.stats).toEqual({ active: 4, current: 1, mobile: 2, maxAllowed: 5, otherOwn: 1 });
  });

  it('shows anyone else only their own sessions', async () => {
    const result = await callerFor(database.db, coordinator).sessions.list();
    expect(result.canManageAll).toBe(false);
    expect(result.sessions.map((s) => s.userEmail)).toEqual(['coordinator@list.test']);
    expect(result.stats).toMatchObject({ active: 1, current: 0, mobile: 0 });
  });

  it('never shows another tenant', async () => {
    const result = await callerFor(database.db, outsider).sessions.list();
    expect(result.sessions.map((s) => s.userEmail)).toEqual(['outsider@list.test']);
  });

  it('refuses anonymous callers', async () => {
    await expect(callerFor(database.db, null).sessions.list()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});

describe('sessions.terminate', () => {
  it("lets an admin end another user's session, with an audit row", async () => {
    const id = await addSession(coordinator.id);
    await expect(callerFor(database.db, admin).sessions.terminate({ id })).resolves.toEqual({
      id,
    });
    expect(await database.db.select().from(sessions).where(eq(sessions.id, id))).toEqual([]);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'session'), eq(auditLog.resourceId, id)));
    expect(audit).toMatchObject({ action: 'delete', userId: admin.id });
    expect(audit!.details).toMatchObject({
      userEmail: 'coordinator@list.test',
      device: 'Chrome on Windows',
    });
  });

  it('lets a user end their own other session', async () => {
    const id = await addSession(inspector.id);
    await callerFor(database.db, inspector).sessions.terminate({ id });
    expect(await database.db.select().from(sessions).where(eq(sessions.id, id))).toEqual([]);
  });

  it("refuses a non-manager ending someone else's session, and changes nothing", async () => {
    const id = await addSession(admin.id);
    await expect(
      callerFor(database.db, coordinator).sessions.terminate({ id }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN', message: 'You can only end your own sessions.' });
    expect(await database.db.select().from(sessions).where(eq(sessions.id, id))).toHaveLength(1);
  });

  it("refuses the caller's current session (that is Logout)", async () => {
    await expect(
      callerFor(database.db, admin).sessions.terminate({ id: 'test-session' }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'This is your current session. Use Logout to end it.',
    });
  });

  it("treats another tenant's or an unknown session as not found", async () => {
    const foreign = await addSession(outsider.id);
    for (const id of [foreign, 'no-such-session']) {
      await expect(callerFor(database.db, admin).sessions.terminate({ id })).rejects.toMatchObject({
        code: 'NOT_FOUND',
        message: 'This session has already ended.',
      });
    }
    expect(await database.db.select().from(sessions).where(eq(sessions.id, foreign))).toHaveLength(
      1,
    );
  });

  it('validates its input', async () => {
    await expectBadRequest(
      callerFor(database.db, admin).sessions.terminate({ id: ' ' }),
      'Session is required',
    );
  });
});

describe('session settings', () => {
  it('gives everyone the defaults of spec 02 (5 sessions, 120 minutes)', async () => {
    await expect(callerFor(database.db, inspector).sessions.getSettings()).resolves.toEqual({
      maxConcurrentSessions: 5,
      idleTimeoutMinutes: 120,
    });
  });

  it('lets an admin save them, audited, and everyone reads the new values', async () => {
    await callerFor(database.db, admin).sessions.saveSettings({
      maxConcurrentSessions: 3,
      idleTimeoutMinutes: 60,
    });
    await expect(callerFor(database.db, coordinator).sessions.getSettings()).resolves.toEqual({
      maxConcurrentSessions: 3,
      idleTimeoutMinutes: 60,
    });
    expect((await callerFor(database.db, admin).sessions.list()).stats.maxAllowed).toBe(3);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'setting'), eq(auditLog.resourceId, 'sessions')));
    expect(audit).toMatchObject({ action: 'update', userId: admin.id });
  });

  it('enforces the limits of spec 02 §5 with their messages', async () => {
    const caller = callerFor(database.db, admin);
    await expectBadRequest(
      caller.sessions.saveSettings({ maxConcurrentSessions: 0, idleTimeoutMinutes: 120 }),
      'Max concurrent sessions must be between 1 and 20',
    );
    await expectBadRequest(
      caller.sessions.saveSettings({ maxConcurrentSessions: 21, idleTimeoutMinutes: 120 }),
      'Max concurrent sessions must be between 1 and 20',
    );
    await expectBadRequest(
      caller.sessions.saveSettings({ maxConcurrentSessions: 5, idleTimeoutMinutes: 4 }),
      'Session timeout must be between 5 and 1440 minutes',
    );
    await expectBadRequest(
      caller.sessions.saveSettings({ maxConcurrentSessions: 5, idleTimeoutMinutes: 1441 }),
      'Session timeout must be between 5 and 1440 minutes',
    );
    await expectBadRequest(
      caller.sessions.saveSettings({ maxConcurrentSessions: 2.5, idleTimeoutMinutes: 120 }),
      'Max concurrent sessions must be a whole number',
    );
  });

  it('refuses roles without settings:manage', async () => {
    for (const role of [coordinator, inspector]) {
      await expect(
        callerFor(database.db, role).sessions.saveSettings({
          maxConcurrentSessions: 20,
          idleTimeoutMinutes: 1440,
        }),
      ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
    expect((await callerFor(database.db, admin).sessions.getSettings()).maxConcurrentSessions).toBe(
      3,
    );
  });
});
