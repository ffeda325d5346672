import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TENANT_ID } from '../shared/roles';
import { buildApp } from './app';
import { openDatabase, type Database } from './db/client';
import { createUser } from './test-support/users';
import { sessions, users } from './db/schema/index';
import { ensureDefaultMatrix } from './features/permissions/service';
import { createScratchDatabase } from './test-support/scratch-postgres';
import { createLocalStorage } from './storage/local-storage';
import { TEST_BASE_URL } from './test-support/test-app';
import { silentLogger } from './test-support/test-caller';
import { openTestDatabase } from './test-support/test-database';
import { authPost, signIn, trpcMutation, trpcQuery } from './test-support/trpc-over-http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestServices } from '@/server/test-support/test-services';

/**
 * Issue 17: each server caches the resolved request context (session -> user,
 * role permissions, settings) in memory. Security must not get weaker for it:
 * every change below takes effect on the very next request on the server that
 * made it (A), and within one second on another server sharing the database
 * (B). On PostgreSQL (TEST_DB_DRIVER=postgres) A and B each have their own
 * connection pool and caches and hear of each other's changes through
 * LISTEN/NOTIFY; on PGlite they share the embedded database.
 */
const onPostgres = process.env.TEST_DB_DRIVER === 'postgres' && !!process.env.TEST_DATABASE_URL;
const PASSWORD = 'password-1';

let databases: Database[] = [];
let dropScratch: (() => Promise<void>) | null = null;
let serverA: FastifyInstance;
let serverB: FastifyInstance;
let dbA: Database;
let adminCookie: string;
let counter = 0;

async function openSharedDatabases(): Promise<[Database, Database]> {
  if (!onPostgres) {
    const shared = await openTestDatabase();
    return [shared, shared];
  }
  const scratch = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'inspecthub_cache');
  dropScratch = scratch.drop;
  const a = await openDatabase({ kind: 'postgres', url: scratch.url, maxConnections: 3 });
  await a.migrate();
  const b = await openDatabase({ kind: 'postgres', url: scratch.url, maxConnections: 3 });
  await ensureDefaultMatrix(a.db, DEFAULT_TENANT_ID);
  return [a, b];
}

const serverOn = (database: Database) =>
  buildApp({
    database,
    logger: silentLogger,
    authSecret: 'request-cache-secret-that-is-long-enough-00',
    baseUrl: TEST_BASE_URL,
    services: createTestServices({
      storage: createLocalStorage(mkdtempSync(join(tmpdir(), 'inspecthub-cache-test-'))),
    }),
  });

beforeAll(async () => {
  const [a, b] = await openSharedDatabases();
  dbA = a;
  databases = a === b ? [a] : [a, b];
  serverA = await serverOn(a);
  serverB = await serverOn(b);
  await Promise.all([serverA.ready(), serverB.ready()]);
  await createUser(a.db, { email: 'admin@cache.test', role: 'ADMIN' });
  ({ cookie: adminCookie } = await signIn(serverA, 'admin@cache.test', PASSWORD));
}, 60_000);

afterAll(async () => {
  await serverA?.close();
  await serverB?.close();
  for (const database of databases) await database.close();
  await dropScratch?.();
});

async function signedInUser(role: 'ADMIN' | 'COORDINATOR' | 'INSPECTOR' = 'INSPECTOR') {
  const email = `user${++counter}.${Date.now()}@cache.test`;
  const user = await createUser(dbA.db, {
    email,
    firstName: 'Cache',
    lastName: `User ${counter}`,
    role,
  });
  const { cookie } = await signIn(serverA, email, PASSWORD);
  expect(cookie).toContain('session_token');
  return { user, cookie };
}

const TRIVIAL = 'notifications.unreadCount';
const status = async (app: FastifyInstance, cookie: string, path = TRIVIAL) =>
  (await trpcQuery(app, cookie, path)).statusCode;

/** Both servers answer `expected` (cached by the first calls, so later ones are cache hits). */
async function warm(cookie: string, path = TRIVIAL, expected = 200) {
  for (const app of [serverA, serverB, serverA, serverB])
    expect(await status(app, cookie, path)).toBe(expected);
}

/** The very next request on A answers `expected`; B does within one second. */
async function takesEffect(cookie: string, expected: number, path = TRIVIAL) {
  expect(await status(serverA, cookie, path)).toBe(expected);
  const started = Date.now();
  let last = await status(serverB, cookie, path);
  while (last !== expected && Date.now() - started < 1000) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    last = await status(serverB, cookie, path);
  }
  expect(last).toBe(expected);
  expect(Date.now() - started).toBeLessThan(1000);
}

describe('cached request context: changes take effect at once', () => {
  it('signing out', async () => {
    const { cookie } = await signedInUser();
    await warm(cookie);
    const response = await authPost(serverA, cookie, '/sign-out', {});
    expect(response.statusCode).toBe(200);
    await takesEffect(cookie, 401);
  });

  it('revoking a session from another one', async () => {
    const { user, cookie } = await signedInUser();
    const { cookie: other } = await signIn(serverA, user.email, PASSWORD);
    await warm(cookie);
    const listed = await trpcQuery(serverA, other, 'sessions.list');
    const target = (
      listed.data as { sessions: { id: string; isCurrent: boolean }[] }
    ).sessions.find((s) => !s.isCurrent);
    expect(target).toBeDefined();
    const revoked = await trpcMutation(serverA, other, 'sessions.terminate', { id: target!.id });
    expect(revoked.error).toBeNull();
    await takesEffect(cookie, 401);
    expect(await status(serverA, other)).toBe(200);
  });

  it('deactivating a user', async () => {
    const { user, cookie } = await signedInUser();
    await warm(cookie);
    await dbA.db.update(users).set({ isActive: false }).where(eq(users.id, user.id));
    await takesEffect(cookie, 401);
  });

  it('changing a role', async () => {
    const { user, cookie } = await signedInUser('ADMIN');
    await warm(cookie, 'users.getAll');
    await dbA.db.update(users).set({ role: 'INSPECTOR' }).where(eq(users.id, user.id));
    await takesEffect(cookie, 403, 'users.getAll');
  });

  it('granting and revoking a permission', async () => {
    const { cookie } = await signedInUser('INSPECTOR');
    const set = (granted: boolean) =>
      trpcMutation(serverA, adminCookie, 'permissions.updateMatrix', {
        role: 'INSPECTOR',
        permission: 'users:view_all',
        granted,
      });
    expect((await set(false)).error).toBeNull();
    await warm(cookie, 'users.getAll', 403);
    expect((await set(true)).error).toBeNull();
    await takesEffect(cookie, 200, 'users.getAll');
    expect((await set(false)).error).toBeNull();
    await takesEffect(cookie, 403, 'users.getAll');
  });

  it('turning maintenance mode on (and off)', async () => {
    const { cookie } = await signedInUser();
    await warm(cookie);
    const set = (enabled: boolean) =>
      trpcMutation(serverA, adminCookie, 'maintenance.setMaintenanceMode', { enabled });
    try {
      expect((await set(true)).error).toBeNull();
      await takesEffect(cookie, 503);
    } finally {
      expect((await set(false)).error).toBeNull();
    }
    await takesEffect(cookie, 200);
  });

  it('still signs out a session idle past its timeout', async () => {
    const { user, cookie } = await signedInUser();
    await warm(cookie);
    // Last activity 31 minutes ago: past the default 30-minute idle timeout.
    await dbA.db
      .update(sessions)
      .set({ updatedAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(sessions.userId, user.id));
    await takesEffect(cookie, 401);
    expect(await dbA.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
  });
});
