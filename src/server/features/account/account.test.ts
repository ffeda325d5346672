import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LAST_ADMIN_DEACTIVATION } from '@/shared/account/account';
import type { Database } from '@/server/db/client';
import { createUser } from '@/server/test-support/users';
import { auditLog, sessions, users } from '@/server/db/schema/index';
import { buildTestApp } from '@/server/test-support/test-app';
import { callerFor, expectBadRequest, type TestUser } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { signIn, trpcMutation, trpcQuery } from '@/server/test-support/trpc-over-http';

let database: Database;
let app: FastifyInstance;
let admin: TestUser;
let coordinator: TestUser;
const PASSWORD = 'correct-horse-1';

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  admin = await createUser(database.db, { password: PASSWORD, lastName: 'Min', role: 'ADMIN' });
  coordinator = await createUser(database.db, {
    email: 'coordinator@account.test',
    password: PASSWORD,
    role: 'COORDINATOR',
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const auditActions = async (userId: string) =>
  (
    await database.db
      .select({ action: auditLog.action, resource: auditLog.resource })
      .from(auditLog)
      .where(eq(auditLog.userId, userId))
  ).map((row) => `${row.resource}:${row.action}`);

describe('account preferences', () => {
  const PREFS = {
    sessionTimeoutMinutes: 60,
    emailNotifications: false,
    loginNotifications: true,
    offlineWindowDays: 7,
  };

  it('default to a 30-minute timeout with both notifications on, 7 days offline', async () => {
    expect(await callerFor(database.db, coordinator).account.getPreferences()).toEqual({
      sessionTimeoutMinutes: 30,
      emailNotifications: true,
      loginNotifications: true,
      offlineWindowDays: 7,
    });
  });

  it('saves the preferences, including Never, and audits', async () => {
    const caller = callerFor(database.db, coordinator);
    expect(await caller.account.savePreferences(PREFS)).toEqual(PREFS);
    expect(await caller.account.getPreferences()).toEqual(PREFS);
    await caller.account.savePreferences({ ...PREFS, sessionTimeoutMinutes: null });
    expect((await caller.account.getPreferences()).sessionTimeoutMinutes).toBeNull();
    expect(await auditActions(coordinator.id)).toContain('user_settings:update');
  });

  it('saves the days available offline (0 to 31); a form without the field keeps them', async () => {
    const caller = callerFor(database.db, coordinator);
    await caller.account.savePreferences({ ...PREFS, offlineWindowDays: 0 });
    const { offlineWindowDays: _omitted, ...older } = PREFS;
    expect(await caller.account.savePreferences(older)).toMatchObject({ offlineWindowDays: 0 });
    await expectBadRequest(
      caller.account.savePreferences({ ...PREFS, offlineWindowDays: 32 }),
      'At most 31 days ahead',
    );
    await expectBadRequest(
      caller.account.savePreferences({ ...PREFS, offlineWindowDays: 1.5 }),
      'Enter a whole number of days',
    );
  });

  it('refuses timeouts the spec does not offer and partial input', async () => {
    const caller = callerFor(database.db, coordinator);
    await expectBadRequest(
      caller.account.savePreferences({ ...PREFS, sessionTimeoutMinutes: 45 }),
      'Choose a session timeout of 15, 30, 60 or 120 minutes, or Never',
    );
    await expectBadRequest(
      caller.account.savePreferences({ sessionTimeoutMinutes: 15 } as never),
      'Email notifications must be on or off',
    );
  });

  it('Reset All Settings puts the defaults back', async () => {
    const caller = callerFor(database.db, coordinator);
    await caller.account.savePreferences(PREFS);
    expect(await caller.account.resetSettings()).toEqual({
      sessionTimeoutMinutes: 30,
      emailNotifications: true,
      loginNotifications: true,
      offlineWindowDays: 7,
    });
    expect(await caller.account.getPreferences()).toMatchObject({ sessionTimeoutMinutes: 30 });
    await expect(caller.account.resetSettings({ id: 'x' } as never)).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});

describe('account.changePassword', () => {
  it('validates with the generic messages', async () => {
    const caller = callerFor(database.db, coordinator);
    await expectBadRequest(
      caller.account.changePassword({ currentPassword: '', newPassword: 'long-enough-1' }),
      'Current password is required',
    );
    await expectBadRequest(
      caller.account.changePassword({ currentPassword: PASSWORD, newPassword: 'short' }),
      'New password must be at least 8 characters',
    );
    await expectBadRequest(
      caller.account.changePassword({ currentPassword: PASSWORD, newPassword: 'x'.repeat(129) }),
      'New password must be no more than 128 characters',
    );
    await expectBadRequest(
      caller.account.changePassword({ currentPassword: PASSWORD, newPassword: PASSWORD }),
      'New password must be different from your current password',
    );
  });

  it('checks the current password, changes it, ends the other sessions and audits', async () => {
    const other = await signIn(app, 'coordinator@account.test', PASSWORD);
    const { cookie } = await signIn(app, 'coordinator@account.test', PASSWORD);

    const wrong = await trpcMutation(app, cookie, 'account.changePassword', {
      currentPassword: 'not-the-password',
      newPassword: 'a-new-password-2',
    });
    expect(wrong.error).toEqual({ code: 'BAD_REQUEST', message: 'Current password is incorrect' });

    const ok = await trpcMutation(app, cookie, 'account.changePassword', {
      currentPassword: PASSWORD,
      newPassword: 'a-new-password-2',
    });
    expect(ok.error).toBeNull();
    expect(ok.data).toMatchObject({ success: true });
    expect((ok.data as { otherSessionsEnded: number }).otherSessionsEnded).toBeGreaterThanOrEqual(
      1,
    );
    expect((await trpcQuery(app, cookie, 'session.me')).statusCode).toBe(200);
    expect((await trpcQuery(app, other.cookie, 'session.me')).statusCode).toBe(401);
    expect((await signIn(app, 'coordinator@account.test', PASSWORD)).response.statusCode).toBe(401);
    expect(
      (await signIn(app, 'coordinator@account.test', 'a-new-password-2')).response.statusCode,
    ).toBe(200);
    expect(await auditActions(coordinator.id)).toContain('user:password_changed');
  });
});

describe('account.deactivate', () => {
  it('refuses the last active administrator', async () => {
    await expect(callerFor(database.db, admin).account.deactivate()).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: LAST_ADMIN_DEACTIVATION,
    });
    const [row] = await database.db.select().from(users).where(eq(users.id, admin.id));
    expect(row?.isActive).toBe(true);
  });

  it('takes no input', async () => {
    await expect(
      callerFor(database.db, coordinator).account.deactivate({ id: 'x' } as never),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('deactivates the user, ends every session of theirs and audits', async () => {
    const { cookie } = await signIn(app, 'coordinator@account.test', 'a-new-password-2');
    const reply = await trpcMutation(app, cookie, 'account.deactivate');
    expect(reply.data).toEqual({ success: true });
    const [row] = await database.db.select().from(users).where(eq(users.id, coordinator.id));
    expect(row?.isActive).toBe(false);
    expect(
      await database.db.select().from(sessions).where(eq(sessions.userId, coordinator.id)),
    ).toHaveLength(0);
    expect((await trpcQuery(app, cookie, 'session.me')).statusCode).toBe(401);
    // Refused as a wrong password is (issue 27, point 10).
    expect(
      (await signIn(app, 'coordinator@account.test', 'a-new-password-2')).response.statusCode,
    ).toBe(401);
    const [audit] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.resourceId, coordinator.id), eq(auditLog.action, 'deactivate')));
    expect(audit?.details).toMatchObject({ self: true });
  });

  it('lets an administrator go when another active one remains', async () => {
    const second = await createUser(database.db, { password: PASSWORD, role: 'ADMIN' });
    expect(await callerFor(database.db, second).account.deactivate()).toEqual({ success: true });
  });
});
