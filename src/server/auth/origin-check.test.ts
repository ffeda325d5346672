import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createUser } from '../test-support/users';
import { buildTestApp, signInRequest, TEST_BASE_URL } from '../test-support/test-app';
import { openTestDatabase } from '../test-support/test-database';
import { cookiesOf } from '../test-support/trpc-over-http';
import { CROSS_SITE_MESSAGE } from './origin-check';

/** Issue 11: a cross-site page must not be able to run mutations with the user's cookie. */
let database: Database;
let app: FastifyInstance;
let cookie: string;
let token: string;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  await createUser(database.db, { email: 'origin@test.uk', firstName: 'Ori', role: 'ADMIN' });
  const response = await app.inject(signInRequest('origin@test.uk', 'password-1'));
  cookie = cookiesOf(response);
  token = response.headers['set-auth-token'] as string;
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const markAllRead = (headers: Record<string, string>, payload = '{}') =>
  app.inject({ method: 'POST', url: '/trpc/notifications.markAllRead', headers, payload });

describe('mutations check the Origin', () => {
  it.each([
    ['another site, JSON', { origin: 'https://evil.example', 'content-type': 'application/json' }],
    ['a null Origin', { origin: 'null', 'content-type': 'application/json' }],
    ['another site, text/plain', { origin: 'https://evil.example', 'content-type': 'text/plain' }],
    [
      'another site, multipart',
      { origin: 'https://evil.example', 'content-type': 'multipart/form-data; boundary=x' },
    ],
    ['no Origin at all with the cookie', { 'content-type': 'application/json' }],
  ])('refuses %s', async (_name, headers) => {
    const response = await markAllRead({ ...headers, cookie });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: CROSS_SITE_MESSAGE });
  });

  it('refuses a cross-site upload under /api too', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/installers/00000000-0000-4000-8000-000000000000/documents',
      headers: {
        cookie,
        origin: 'https://evil.example',
        'content-type': 'multipart/form-data; boundary=x',
      },
      payload: '--x--',
    });
    expect(response.statusCode).toBe(403);
  });

  it('leaves the public API to its key guard: the cookie from another site is not a key (401 problem)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/inspections',
      headers: { cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toContain('application/problem+json');
  });

  it('accepts our own origin, and token clients that carry no cookie', async () => {
    const own = await markAllRead({
      cookie,
      origin: TEST_BASE_URL,
      'content-type': 'application/json',
    });
    expect(own.statusCode).toBe(200);
    const bearer = await markAllRead({
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    });
    expect(bearer.statusCode).toBe(200);
  });
});
