import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MFA_MESSAGES } from '@/shared/mfa/mfa';
import type { Database } from '@/server/db/client';
import { createUser } from '@/server/test-support/users';
import { auditLog, twoFactors, users } from '@/server/db/schema/index';
import { buildTestApp } from '@/server/test-support/test-app';
import { callerFor, expectBadRequest, type TestUser } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import {
  authPost,
  cookiesOf,
  signIn,
  trpcMutation,
  trpcQuery,
} from '@/server/test-support/trpc-over-http';

let database: Database;
let app: FastifyInstance;
let admin: TestUser;
let inspector: TestUser;
const PASSWORD = 'correct-horse-1';

type Setup = { qrCodeUrl: string; secret: string; backupCodes: string[] };

const codeFor = (secret: string, timestamp = Date.now()) =>
  new OTPAuth.TOTP({
    secret: OTPAuth.Secret.fromBase32(secret),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  }).generate({ timestamp });

/** A 6-digit code that is not valid now (nor one step either side). */
const wrongCodeFor = (secret: string) => {
  const valid = new Set([-30_000, 0, 30_000].map((d) => codeFor(secret, Date.now() + d)));
  let n = 0;
  while (valid.has(String(n).padStart(6, '0'))) n += 1;
  return String(n).padStart(6, '0');
};

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  admin = await createUser(database.db, { password: PASSWORD, role: 'ADMIN' });
  inspector = await createUser(database.db, {
    email: 'inspector@mfa.test',
    password: PASSWORD,
    firstName: 'Ian',
    lastName: 'Spector',
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('MFA set-up, sign-in and reset over HTTP', () => {
  let cookie = '';
  let setup: Setup;

  it('starts disabled and refuses to verify before a set-up exists', async () => {
    ({ cookie } = await signIn(app, 'inspector@mfa.test', PASSWORD));
    expect((await trpcQuery(app, cookie, 'mfa.getStatus')).data).toEqual({
      isEnabled: false,
      hasBackupCodes: false,
    });
    const early = await trpcMutation(app, cookie, 'mfa.verify', { token: '123456' });
    expect(early.error).toEqual({
      code: 'BAD_REQUEST',
      message: 'Start the multi-factor authentication set-up first.',
    });
  });

  it('generates a QR code image, a manual-entry key and backup codes, without a payload', async () => {
    const refused = await trpcMutation(app, cookie, 'mfa.generateSetup', { extra: true });
    expect(refused.error?.code).toBe('BAD_REQUEST');

    const reply = await trpcMutation(app, cookie, 'mfa.generateSetup');
    expect(reply.error).toBeNull();
    setup = reply.data as Setup;
    expect(setup.qrCodeUrl).toMatch(/^data:image\/png;base64,/);
    expect(setup.secret).toMatch(/^[A-Z2-7]{40,}$/);
    expect(setup.backupCodes).toHaveLength(10);
    for (const code of setup.backupCodes) expect(code).toMatch(/^[A-Za-z0-9]{5}-[A-Za-z0-9]{5}$/);
    // Not enabled until a code is confirmed; the stored secret is encrypted.
    expect((await trpcQuery(app, cookie, 'mfa.getStatus')).data).toMatchObject({
      isEnabled: false,
    });
    const [row] = await database.db
      .select()
      .from(twoFactors)
      .where(eq(twoFactors.userId, inspector.id));
    expect(row?.verified).toBe(false);
    expect(row?.secret).not.toContain(setup.secret);
  });

  it('refuses a malformed or wrong code and keeps MFA off', async () => {
    for (const token of ['12345', '1234567', 'abcdef', '']) {
      const reply = await trpcMutation(app, cookie, 'mfa.verify', { token });
      expect(reply.error).toEqual({ code: 'BAD_REQUEST', message: MFA_MESSAGES.invalidCode });
    }
    const wrong = await trpcMutation(app, cookie, 'mfa.verify', {
      token: wrongCodeFor(setup.secret),
    });
    expect(wrong.error).toEqual({ code: 'BAD_REQUEST', message: MFA_MESSAGES.wrongCode });
    expect((await trpcQuery(app, cookie, 'mfa.getStatus')).data).toMatchObject({
      isEnabled: false,
    });
  });

  it('enables MFA with the right code, returns the backup codes and audits', async () => {
    const reply = await trpcMutation(app, cookie, 'mfa.verify', { token: codeFor(setup.secret) });
    expect(reply.error).toBeNull();
    expect(reply.data).toEqual({ success: true, backupCodes: setup.backupCodes });
    expect((await trpcQuery(app, cookie, 'mfa.getStatus')).data).toEqual({
      isEnabled: true,
      hasBackupCodes: true,
    });
    const [user] = await database.db.select().from(users).where(eq(users.id, inspector.id));
    expect(user?.twoFactorEnabled).toBe(true);
    const audits = await database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.userId, inspector.id), eq(auditLog.resource, 'mfa')));
    expect(audits.map((a) => a.action)).toEqual(
      expect.arrayContaining(['mfa_setup_started', 'mfa_enabled']),
    );
    // The session that set it up carries on.
    expect((await trpcQuery(app, cookie, 'session.me')).statusCode).toBe(200);
  });

  it('refuses a second set-up while MFA is on', async () => {
    const reply = await trpcMutation(app, cookie, 'mfa.generateSetup');
    expect(reply.error?.message).toBe(
      'Multi-factor authentication is already enabled. Reset it first to set it up again.',
    );
  });

  it('asks for a second factor at sign-in and accepts a TOTP code', async () => {
    const first = await signIn(app, 'inspector@mfa.test', PASSWORD);
    expect(first.response.statusCode).toBe(200);
    expect(first.body).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    // No session yet: only the short-lived two-factor challenge cookie.
    expect(first.cookie).not.toContain('better-auth.session_token=');
    expect((await trpcQuery(app, first.cookie, 'session.me')).statusCode).toBe(401);

    const wrong = await authPost(app, first.cookie, '/two-factor/verify-totp', {
      code: wrongCodeFor(setup.secret),
    });
    expect(wrong.statusCode).toBe(401);

    const right = await authPost(app, first.cookie, '/two-factor/verify-totp', {
      code: codeFor(setup.secret),
    });
    expect(right.statusCode).toBe(200);
    const session = cookiesOf(right, first.cookie);
    expect(session).toContain('better-auth.session_token=');
    const me = await trpcQuery(app, session, 'session.me');
    expect(me.data).toMatchObject({ email: 'inspector@mfa.test' });
  });

  it('accepts a backup code once and refuses it the second time', async () => {
    const [code] = setup.backupCodes;
    const first = await signIn(app, 'inspector@mfa.test', PASSWORD);
    const used = await authPost(app, first.cookie, '/two-factor/verify-backup-code', { code });
    expect(used.statusCode).toBe(200);
    expect(cookiesOf(used)).toContain('better-auth.session_token=');

    const again = await signIn(app, 'inspector@mfa.test', PASSWORD);
    const reused = await authPost(app, again.cookie, '/two-factor/verify-backup-code', { code });
    expect(reused.statusCode).toBe(401);
    expect(cookiesOf(reused)).not.toContain('better-auth.session_token=');
    // The other codes still work.
    const other = await authPost(app, again.cookie, '/two-factor/verify-backup-code', {
      code: setup.backupCodes[1],
    });
    expect(other.statusCode).toBe(200);
  });

  it('resets only with the account password', async () => {
    const blank = await trpcMutation(app, cookie, 'mfa.disable', { password: '   ' });
    expect(blank.error).toEqual({ code: 'BAD_REQUEST', message: MFA_MESSAGES.passwordRequired });
    const missing = await trpcMutation(app, cookie, 'mfa.disable', {});
    expect(missing.error?.message).toBe(MFA_MESSAGES.passwordRequired);
    const wrong = await trpcMutation(app, cookie, 'mfa.disable', { password: 'not-my-password' });
    expect(wrong.error).toEqual({
      code: 'BAD_REQUEST',
      message: 'The password is incorrect. MFA was not reset.',
    });
    expect((await trpcQuery(app, cookie, 'mfa.getStatus')).data).toMatchObject({ isEnabled: true });

    const ok = await trpcMutation(app, cookie, 'mfa.disable', { password: PASSWORD });
    expect(ok.data).toEqual({ success: true });
    expect((await trpcQuery(app, cookie, 'mfa.getStatus')).data).toEqual({
      isEnabled: false,
      hasBackupCodes: false,
    });
    // Signing in needs the password alone again.
    const plain = await signIn(app, 'inspector@mfa.test', PASSWORD);
    expect(plain.cookie).toContain('better-auth.session_token=');
  });

  it('needs a signed-in user', async () => {
    expect((await trpcQuery(app, '', 'mfa.getStatus')).error?.code).toBe('UNAUTHORIZED');
    expect((await trpcMutation(app, '', 'mfa.generateSetup')).error?.code).toBe('UNAUTHORIZED');
  });
});

describe('MFA required for all users', () => {
  it('is off by default and only settings:manage may change it', async () => {
    expect(await callerFor(database.db, inspector).mfa.getPolicy()).toEqual({
      mfaRequired: false,
      mustSetUp: false,
    });
    await expect(
      callerFor(database.db, inspector).mfa.setPolicy({ mfaRequired: true }),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expectBadRequest(
      callerFor(database.db, admin).mfa.setPolicy({ mfaRequired: 'yes' } as never),
      'Choose whether MFA is required for all users',
    );
  });

  it('refuses everything but session, mfa and notifications to a user without MFA', async () => {
    const adminCaller = callerFor(database.db, admin);
    expect(await adminCaller.mfa.setPolicy({ mfaRequired: true })).toEqual({ mfaRequired: true });
    const audit = await database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.resource, 'setting'), eq(auditLog.resourceId, 'security')));
    expect(audit.at(-1)?.details).toMatchObject({ value: { mfaRequired: true } });

    const caller = callerFor(database.db, inspector);
    await expect(caller.home.badges()).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: MFA_MESSAGES.required,
    });
    await expect(caller.account.getPreferences()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    expect(await caller.session.me()).toMatchObject({ email: 'inspector@mfa.test' });
    expect(await caller.mfa.getStatus()).toEqual({ isEnabled: false, hasBackupCodes: false });
    expect(await caller.mfa.getPolicy()).toEqual({ mfaRequired: true, mustSetUp: true });
    await expect(caller.notifications.unreadCount()).resolves.toBeDefined();
  });

  it('lets the user in once MFA is set up', async () => {
    const { cookie } = await signIn(app, 'inspector@mfa.test', PASSWORD);
    expect((await trpcQuery(app, cookie, 'home.badges')).error?.code).toBe('FORBIDDEN');
    const setup = (await trpcMutation(app, cookie, 'mfa.generateSetup')).data as Setup;
    await trpcMutation(app, cookie, 'mfa.verify', { token: codeFor(setup.secret) });
    expect((await trpcQuery(app, cookie, 'home.badges')).error).toBeNull();
    expect(await callerFor(database.db, inspector).mfa.getPolicy()).toEqual({
      mfaRequired: true,
      mustSetUp: false,
    });
    await callerFor(database.db, admin).mfa.setPolicy({ mfaRequired: false });
  });
});
