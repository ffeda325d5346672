import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { createUser } from '@/server/test-support/users';
import { auditLog, notifications, sessions } from '@/server/db/schema/index';
import { callerFor, type TestUser } from '@/server/test-support/test-caller';
import { buildTestApp, signInRequest } from '@/server/test-support/test-app';
import { openTestDatabase } from '@/server/test-support/test-database';
import { clearTenantSettingsCache } from '../settings/tenant-settings';
import { saveUserSettings } from '../settings/user-settings';
import { ACTIVITY_WRITE_INTERVAL_MS } from './idle-timeout';

// Real sign-ins over HTTP: better-auth's session hooks and the idle check on every request.
const PASSWORD = 'correct-horse-1';
const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:131.0) Gecko/20100101 Firefox/131.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

let database: Database;
let app: FastifyInstance;
let admin: TestUser;
let nextIp = 10;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  admin = await createUser(database.db, {
    email: 'admin@sessions.test',
    password: PASSWORD,
    role: 'ADMIN',
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

async function newUser(label: string) {
  return createUser(database.db, {
    email: `${label}.${Date.now()}@sessions.test`,
    password: PASSWORD,
    firstName: label,
    lastName: 'User',
  });
}

/** Signs in over HTTP (each from its own address unless given, so the rate limit never bites). */
async function signIn(email: string, options: { ip?: string; userAgent?: string } = {}) {
  const response = await app.inject(
    signInRequest(email, PASSWORD, {
      ip: options.ip ?? `198.51.100.${nextIp++}`,
      headers: options.userAgent ? { 'user-agent': options.userAgent } : {},
    }),
  );
  expect(response.statusCode).toBe(200);
  const token = response.headers['set-auth-token'] as string;
  const [row] = await database.db
    .select()
    .from(sessions)
    .where(eq(sessions.token, token.split('.')[0]!));
  expect(row).toBeDefined();
  return { token, id: row!.id };
}

const me = (token: string) =>
  app.inject({
    method: 'GET',
    url: '/trpc/session.me',
    headers: { authorization: `Bearer ${token}` },
  });

/** The account page (another feature) edits these; the shared settings service stores them. */
const savePreferences = (user: TestUser, preferences: Record<string, unknown>) =>
  saveUserSettings(database.db, { tenantId: user.tenantId, user, ip: '127.0.0.1' }, 'preferences', {
    sessionTimeoutMinutes: 30,
    emailNotifications: true,
    loginNotifications: true,
    ...preferences,
  });

const sessionIdsOf = async (userId: string) =>
  (
    await database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))
  ).map((s) => s.id);

describe('maximum concurrent sessions', () => {
  it('ends the oldest sessions when a sign-in goes over the limit, and audits it', async () => {
    await callerFor(database.db, admin).sessions.saveSettings({
      maxConcurrentSessions: 2,
      idleTimeoutMinutes: 120,
    });
    const user = await newUser('limit');
    const first = await signIn(user.email);
    const second = await signIn(user.email);
    expect(await sessionIdsOf(user.id)).toHaveLength(2);

    const third = await signIn(user.email);
    expect((await sessionIdsOf(user.id)).sort()).toEqual([second.id, third.id].sort());
    expect((await me(first.token)).statusCode).toBe(401);
    expect((await me(third.token)).statusCode).toBe(200);

    const [ended] = await database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.resource, 'session'),
          eq(auditLog.action, 'delete'),
          eq(auditLog.resourceId, first.id),
        ),
      );
    expect(ended).toMatchObject({ userId: user.id });
    expect(ended!.details).toMatchObject({ reason: 'max_concurrent_sessions', limit: 2 });

    await callerFor(database.db, admin).sessions.saveSettings({
      maxConcurrentSessions: 5,
      idleTimeoutMinutes: 120,
    });
  });

  it('a limit of 1 keeps only the newest session', async () => {
    await callerFor(database.db, admin).sessions.saveSettings({
      maxConcurrentSessions: 1,
      idleTimeoutMinutes: 120,
    });
    const user = await newUser('single');
    await signIn(user.email);
    const latest = await signIn(user.email);
    expect(await sessionIdsOf(user.id)).toEqual([latest.id]);
    await callerFor(database.db, admin).sessions.saveSettings({
      maxConcurrentSessions: 5,
      idleTimeoutMinutes: 120,
    });
  });
});

describe('idle timeout', () => {
  const setLastActivity = (id: string, minutesAgo: number) =>
    database.db
      .update(sessions)
      .set({ updatedAt: new Date(Date.now() - minutesAgo * 60_000) })
      .where(eq(sessions.id, id));
  const lastActivityOf = async (id: string) =>
    (await database.db.select().from(sessions).where(eq(sessions.id, id)))[0]?.updatedAt;

  it('rejects and deletes a session idle longer than the tenant timeout', async () => {
    const user = await newUser('idle');
    // Own preference 'never', so the tenant's 120 minutes apply.
    await savePreferences(user, { sessionTimeoutMinutes: null });
    const { token, id } = await signIn(user.email);
    await setLastActivity(id, 119);
    expect((await me(token)).statusCode).toBe(200);
    await setLastActivity(id, 121);
    const response = await me(token);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: { data: { code: 'UNAUTHORIZED' } } });
    expect(await sessionIdsOf(user.id)).toEqual([]);
  });

  it("applies the user's shorter own timeout (default 30 minutes)", async () => {
    const user = await newUser('own');
    const { token, id } = await signIn(user.email);
    await setLastActivity(id, 29);
    expect((await me(token)).statusCode).toBe(200);
    await setLastActivity(id, 31);
    expect((await me(token)).statusCode).toBe(401);
  });

  it('applies a shorter tenant timeout than the user preference', async () => {
    await callerFor(database.db, admin).sessions.saveSettings({
      maxConcurrentSessions: 5,
      idleTimeoutMinutes: 10,
    });
    const user = await newUser('tenant');
    const { token, id } = await signIn(user.email);
    await setLastActivity(id, 11);
    expect((await me(token)).statusCode).toBe(401);
    await callerFor(database.db, admin).sessions.saveSettings({
      maxConcurrentSessions: 5,
      idleTimeoutMinutes: 120,
    });
  });

  it('records activity at most once a minute', async () => {
    const user = await newUser('touch');
    const { token, id } = await signIn(user.email);
    await setLastActivity(id, 0.25);
    const recent = await lastActivityOf(id);
    expect((await me(token)).statusCode).toBe(200);
    expect(await lastActivityOf(id)).toEqual(recent);

    await setLastActivity(id, 5);
    const before = Date.now();
    expect((await me(token)).statusCode).toBe(200);
    const moved = await lastActivityOf(id);
    expect(moved!.getTime()).toBeGreaterThanOrEqual(before - ACTIVITY_WRITE_INTERVAL_MS / 60);
  });

  it('also guards the file routes that resolve sessions themselves', async () => {
    const user = await newUser('files');
    const { token, id } = await signIn(user.email);
    await setLastActivity(id, 45);
    const response = await app.inject({
      method: 'GET',
      url: '/api/inspections/export.csv',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(401);
    expect(await sessionIdsOf(user.id)).toEqual([]);
  });
});

describe('sign-in notices', () => {
  const noticesOf = (userId: string) =>
    database.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, userId),
          eq(notifications.title, 'New sign-in to your account'),
        ),
      );

  it('stays quiet on the first sign-in and on a known device or address', async () => {
    const user = await newUser('quiet');
    await signIn(user.email, { ip: '192.0.2.1', userAgent: FIREFOX_WINDOWS });
    // Same device from another address, then a new device from a known address.
    await signIn(user.email, { ip: '192.0.2.2', userAgent: FIREFOX_WINDOWS });
    await signIn(user.email, { ip: '192.0.2.1', userAgent: SAFARI_IPHONE });
    expect(await noticesOf(user.id)).toEqual([]);
    const signIns = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.userId, user.id), eq(auditLog.action, 'sign_in')));
    expect(signIns).toHaveLength(3);
  });

  it('warns about a sign-in from an unfamiliar device and address', async () => {
    const user = await newUser('warned');
    await signIn(user.email, { ip: '192.0.2.10', userAgent: FIREFOX_WINDOWS });
    await signIn(user.email, { ip: '203.0.113.99', userAgent: SAFARI_IPHONE });
    const [notice] = await noticesOf(user.id);
    expect(notice).toMatchObject({ type: 'warning', actionUrl: '/settings?tab=sessions' });
    expect(notice!.message).toContain('Mobile Safari on iOS');
    expect(notice!.message).toContain('203.0.113.99');
  });

  it('remembers devices after their sessions ended (sign-out is not amnesia)', async () => {
    const user = await newUser('remember');
    const first = await signIn(user.email, { ip: '192.0.2.20', userAgent: FIREFOX_WINDOWS });
    await database.db.delete(sessions).where(eq(sessions.id, first.id));
    await signIn(user.email, { ip: '192.0.2.20', userAgent: FIREFOX_WINDOWS });
    expect(await noticesOf(user.id)).toEqual([]);
  });

  it('stays quiet when the user switched login notifications off', async () => {
    const user = await newUser('off');
    await savePreferences(user, { loginNotifications: false });
    await signIn(user.email, { ip: '192.0.2.30', userAgent: FIREFOX_WINDOWS });
    await signIn(user.email, { ip: '203.0.113.30', userAgent: SAFARI_IPHONE });
    expect(await noticesOf(user.id)).toEqual([]);
  });
});

describe('termination over HTTP', () => {
  it("an admin ends another user's session and that client is signed out at once", async () => {
    clearTenantSettingsCache();
    const user = await newUser('ended');
    const target = await signIn(user.email);
    const adminSession = await signIn(admin.email);
    const terminate = await app.inject({
      method: 'POST',
      url: '/trpc/sessions.terminate',
      headers: {
        authorization: `Bearer ${adminSession.token}`,
        'content-type': 'application/json',
      },
      payload: JSON.stringify({ id: target.id }),
    });
    expect(terminate.statusCode).toBe(200);
    expect((await me(target.token)).statusCode).toBe(401);
  });
});
