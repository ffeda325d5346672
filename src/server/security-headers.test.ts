import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { Database } from './db/client';
import { createUser } from './test-support/users';
import { buildTestApp, signInRequest } from './test-support/test-app';
import { silentLogger } from './test-support/test-caller';
import { openTestDatabase } from './test-support/test-database';
import { cookiesOf } from './test-support/trpc-over-http';
import { createTestServices } from '@/server/test-support/test-services';

/** Issue 11, point 15: API answers are never cached; HSTS only on an HTTPS address. */
let database: Database;
let app: FastifyInstance;
let cookie: string;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  await createUser(database.db, { email: 'headers@test.uk', role: 'ADMIN' });
  cookie = cookiesOf(await app.inject(signInRequest('headers@test.uk', 'password-1')));
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('caching of signed-in answers', () => {
  it.each(['/trpc/session.me', '/api/auth/get-session', '/api/maintenance/logs.txt'])(
    '%s is sent with Cache-Control: no-store',
    async (url) => {
      const response = await app.inject({ method: 'GET', url, headers: { cookie } });
      expect(response.statusCode).toBeLessThan(500);
      expect(response.headers['cache-control']).toContain('no-store');
    },
  );
});

describe('Strict-Transport-Security', () => {
  it('is not sent when the public address is plain HTTP', async () => {
    const response = await app.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent when PUBLIC_URL is https', async () => {
    const secure = await buildApp({
      database,
      logger: silentLogger,
      authSecret: 'test-secret-that-is-long-enough-000000',
      baseUrl: 'https://qa.example.co.uk',
      services: createTestServices(),
    });
    const response = await secure.inject({ method: 'GET', url: '/healthz' });
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    );
    await secure.close();
  });
});

// Issue 17: helmet's headers are worked out once (lib/security-headers.ts) and copied onto every reply.
describe('helmet headers', () => {
  it.each([
    ['a tRPC answer', '/trpc/session.me', true],
    ['a tRPC error', '/trpc/session.me', false],
    ['a plain route', '/healthz', false],
    ['an /api route', '/api/maintenance/logs.txt', true],
    ['a 404', '/trpc/no.such', true],
  ])('are on %s', async (_what, url, signedIn) => {
    const response = await app.inject({
      method: 'GET',
      url,
      headers: signedIn ? { cookie } : {},
    });
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';" +
        "frame-ancestors 'self';img-src 'self' data: blob:;object-src 'none';script-src 'self';" +
        "script-src-attr 'none';style-src 'self' 'unsafe-inline';connect-src 'self';" +
        // The installable app's service worker and manifest (docs/offline-and-evidence.md).
        "worker-src 'self';manifest-src 'self'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
  });
});
