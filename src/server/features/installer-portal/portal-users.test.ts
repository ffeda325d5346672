import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MFA_MESSAGES } from '@/shared/mfa/mfa';
import type { Database } from '@/server/db/client';
import { WRONG_PASSWORD_ERROR } from '@/server/auth/auth';
import { auditLog, installers, sessions, users } from '@/server/db/schema/index';
import { createInstaller, createInstallerUser } from '@/server/test-support/installers';
import { createStaff } from '@/server/test-support/staff-and-inspections';
import { buildTestApp } from '@/server/test-support/test-app';
import { callerFor } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { signIn, trpcQuery } from '@/server/test-support/trpc-over-http';
import { TEST_PASSWORD } from '@/server/test-support/users';
import { enforceRequirement } from '@/server/trpc/requirement';

/**
 * Issue 31 points 1 and 7: staff deactivate installer users (or the installer) and their
 * sessions end at once; MFA for installer users follows the portal setting.
 */
let database: Database;
let app: FastifyInstance;
let staff: Awaited<ReturnType<typeof createStaff>>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  staff = await createStaff(database);
}, 60_000);

afterAll(async () => {
  await app.close();
  await database.close();
});

const coordinator = () => callerFor(database.db, staff.coordinator);
const admin = () => callerFor(database.db, staff.admin);

async function signedInInstallerUser(email: string) {
  const installer = await createInstaller(database.db);
  const user = await createInstallerUser(database.db, installer.id, { email });
  const { cookie } = await signIn(app, email, TEST_PASSWORD);
  expect((await trpcQuery(app, cookie, 'mfa.getPolicy')).statusCode).toBe(200);
  return { installer, user, cookie };
}

describe('portal users on the installer profile (issue 31 point 1)', () => {
  it('deactivating a user ends their sessions at once; reactivating lets them sign in again', async () => {
    const { installer, user, cookie } = await signedInInstallerUser('dee@fitters.test');
    const listed = await coordinator().installerPortal.users.list({ installerId: installer.id });
    expect(listed).toMatchObject([{ id: user.id, email: 'dee@fitters.test', isActive: true }]);
    expect(listed[0]!.lastLoginAt).not.toBeNull();

    await coordinator().installerPortal.users.setActive({ userId: user.id, isActive: false });
    expect((await trpcQuery(app, cookie, 'mfa.getPolicy')).error?.code).toBe('UNAUTHORIZED');
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual(
      [],
    );
    expect((await signIn(app, 'dee@fitters.test', TEST_PASSWORD)).response.statusCode).not.toBe(
      200,
    );

    await coordinator().installerPortal.users.setActive({ userId: user.id, isActive: true });
    expect((await signIn(app, 'dee@fitters.test', TEST_PASSWORD)).response.statusCode).toBe(200);
    const audits = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'user'), eq(auditLog.resourceId, user.id)));
    expect(audits.map((a) => a.action)).toEqual([
      'portal_user.deactivate',
      'portal_user.reactivate',
    ]);
  });

  it('reaches only installer users of the tenant, and only for installers:edit', async () => {
    const { user } = await signedInInstallerUser('scope@fitters.test');
    await expect(
      coordinator().installerPortal.users.setActive({
        userId: staff.inspector.id,
        isActive: false,
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      callerFor(database.db, staff.inspector).installerPortal.users.setActive({
        userId: user.id,
        isActive: false,
      }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    const [row] = await database.db.select().from(users).where(eq(users.id, staff.inspector.id));
    expect(row!.isActive).toBe(true);
  });

  it('deactivating the installer ends its users’ sessions in the same change', async () => {
    const { installer, user, cookie } = await signedInInstallerUser('out@fitters.test');
    await coordinator().installers.setStatus({ id: installer.id, status: 'Suspended', reason: '' });
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual(
      [],
    );
    expect((await trpcQuery(app, cookie, 'mfa.getPolicy')).error?.code).toBe('UNAUTHORIZED');
  });

  it('a user of an installer that is not Active cannot sign in, and is told as for a wrong password', async () => {
    const { installer, user } = await signedInInstallerUser('later@fitters.test');
    await coordinator().installers.setStatus({ id: installer.id, status: 'Suspended', reason: '' });
    // A session here would be refused by every request, and the web app would wait on it.
    const refused = await signIn(app, 'later@fitters.test', TEST_PASSWORD);
    expect(refused.response.statusCode).toBe(401);
    expect(refused.body).toEqual(WRONG_PASSWORD_ERROR);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual(
      [],
    );
    await coordinator().installers.setStatus({ id: installer.id, status: 'Active', reason: '' });
    expect((await signIn(app, 'later@fitters.test', TEST_PASSWORD)).response.statusCode).toBe(200);
  });

  it('forgets a session the app refuses, so the web app sends its user to sign in again', async () => {
    const installer = await createInstaller(database.db);
    const user = await createInstallerUser(database.db, installer.id, {
      email: 'gone@fitters.test',
    });
    const { cookie } = await signIn(app, 'gone@fitters.test', TEST_PASSWORD);
    // Not through installers.setStatus, which ends the sessions itself.
    await database.db
      .update(installers)
      .set({ status: 'Inactive' })
      .where(eq(installers.id, installer.id));
    expect((await trpcQuery(app, cookie, 'mfa.getPolicy')).error?.code).toBe('UNAUTHORIZED');
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual(
      [],
    );
  });
});

describe('MFA for installer users (issue 31 point 7)', () => {
  it('follows the portal setting, not the staff policy, and blocks portal calls until set up', async () => {
    const { user, cookie } = await signedInInstallerUser('mfa@fitters.test');
    const actor = { db: database.db, tenantId: user.tenantId, ip: '203.0.113.9' };
    const sessionUser = { ...user, name: 'Ina Installer', role: 'INSTALLER' as const };
    await enforceRequirement({ ...actor, user: sessionUser }, 'portal', 'portal.probe');

    const settings = await admin().installerPortal.settings.get();
    expect(settings).toEqual({
      requireMfa: false,
      showPhotos: true,
      showReports: true,
      showRiskScore: false,
      showPayments: false,
    });
    await admin().installerPortal.settings.save({ ...settings, requireMfa: true });

    const policy = await trpcQuery(app, cookie, 'mfa.getPolicy');
    expect(policy.data).toEqual({ mfaRequired: true, mustSetUp: true });
    const refused = await enforceRequirement(
      { ...actor, user: sessionUser },
      'portal',
      'portal.probe',
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TRPCError);
    expect(refused).toMatchObject({ code: 'FORBIDDEN', message: MFA_MESSAGES.required });
    // Staff follow their own policy, which is still off.
    expect(await admin().mfa.getPolicy()).toEqual({ mfaRequired: false, mustSetUp: false });

    await database.db.update(users).set({ twoFactorEnabled: true }).where(eq(users.id, user.id));
    await enforceRequirement({ ...actor, user: sessionUser }, 'portal', 'portal.probe');
    await admin().installerPortal.settings.save({ ...settings, requireMfa: false });
  });

  it('only an administrator reads or changes the portal setting', async () => {
    await expect(coordinator().installerPortal.settings.get()).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});
