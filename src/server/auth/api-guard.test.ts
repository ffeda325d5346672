import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createUser } from '../test-support/users';
import { saveTenantSetting } from '../features/settings/tenant-settings';
import { signInRequest, TEST_BASE_URL } from '../test-support/test-app';
import { openTestDatabase } from '../test-support/test-database';
import { actorOf, registerApiGuard } from './api-guard';
import { createAuth, type Auth } from './auth';
import { registerAuthRoutes } from './fastify-bridge';

let database: Database;
let auth: Auth;
let sessionLookups = 0;
const app = Fastify();
const headers: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  database = await openTestDatabase();
  const real = createAuth({
    db: database.db,
    secret: 'test-secret-that-is-long-enough-000000',
    baseUrl: TEST_BASE_URL,
    trustedOrigins: [TEST_BASE_URL],
    services: { mailer: null },
  });
  // Counts how often a request's session is looked up; the lookup itself is better-auth's own.
  auth = {
    ...real,
    api: {
      ...real.api,
      getSession: ((...args: Parameters<typeof real.api.getSession>) => {
        sessionLookups += 1;
        return real.api.getSession(...args);
      }) as typeof real.api.getSession,
    },
  };
  registerApiGuard(app, { auth, db: database.db });
  await registerAuthRoutes(app, real, TEST_BASE_URL);
  app.get('/api/probe/session', { config: { requires: 'session' } }, (request) => {
    const actor = actorOf(request);
    return { email: actor.user.email, tenantId: actor.tenantId, ip: actor.ip };
  });
  app.get('/api/probe/users', { config: { requires: 'users:view_all' } }, () => ({ ok: true }));
  await app.ready();
  for (const [role, email] of [
    ['ADMIN', 'ada@guard.test'],
    ['INSPECTOR', 'ian@guard.test'],
  ] as const) {
    await createUser(database.db, { email, firstName: 'G', lastName: 'T', role });
    const response = await app.inject(
      signInRequest(email, 'password-1', { ip: `198.51.100.${role.length}` }),
    );
    headers[role] = { authorization: `Bearer ${response.headers['set-auth-token'] as string}` };
  }
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('the /api guard', () => {
  it('refuses to register a route under /api that declares no requirement', async () => {
    const other = Fastify();
    registerApiGuard(other, { auth, db: database.db });
    expect(() => other.get('/api/undeclared', () => 'reached')).toThrow(
      '/api/undeclared declares no requirement (config.requires)',
    );
    await other.close();
  });

  it('resolves the session once and hands the handler its actor', async () => {
    sessionLookups = 0;
    const response = await app.inject({
      method: 'GET',
      url: '/api/probe/session',
      headers: headers.INSPECTOR,
      remoteAddress: '203.0.113.9',
    });
    expect(response.json()).toEqual({
      email: 'ian@guard.test',
      tenantId: 'default-tenant',
      ip: '203.0.113.9',
    });
    expect(sessionLookups).toBe(1);
  });

  it('answers 401 without a session and 403 with the permission message without the permission', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/api/probe/users' });
    expect([anonymous.statusCode, anonymous.json()]).toEqual([
      401,
      { error: 'Please sign in to continue.' },
    ]);
    const inspector = await app.inject({
      method: 'GET',
      url: '/api/probe/users',
      headers: headers.INSPECTOR,
    });
    expect([inspector.statusCode, inspector.json()]).toEqual([
      403,
      { error: 'You do not have permission to do this (users:view_all).' },
    ]);
    const admin = await app.inject({
      method: 'GET',
      url: '/api/probe/users',
      headers: headers.ADMIN,
    });
    expect([admin.statusCode, admin.json()]).toEqual([200, { ok: true }]);
  });

  it('guards the HEAD twin of a GET route too', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/api/probe/users' });
    expect(response.statusCode).toBe(401);
  });

  it('applies the access policies: maintenance mode answers 503 to everyone but settings managers', async () => {
    await saveTenantSetting(
      database.db,
      { tenantId: 'default-tenant', user: null, ip: '::1' },
      'maintenance',
      {
        maintenanceMode: true,
        autoBackup: true,
      },
    );
    try {
      const inspector = await app.inject({
        method: 'GET',
        url: '/api/probe/session',
        headers: headers.INSPECTOR,
      });
      expect(inspector.statusCode).toBe(503);
      const admin = await app.inject({
        method: 'GET',
        url: '/api/probe/session',
        headers: headers.ADMIN,
      });
      expect(admin.statusCode).toBe(200);
    } finally {
      await saveTenantSetting(
        database.db,
        { tenantId: 'default-tenant', user: null, ip: '::1' },
        'maintenance',
        {
          maintenanceMode: false,
          autoBackup: true,
        },
      );
    }
  });
});
