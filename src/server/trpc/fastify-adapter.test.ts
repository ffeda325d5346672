import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createUser } from '../test-support/users';
import { buildTestApp, TEST_BASE_URL } from '../test-support/test-app';
import { signIn } from '../test-support/trpc-over-http';
import { openTestDatabase } from '../test-support/test-database';

/** Issue 17: our tRPC adapter (fastify-adapter.ts) keeps tRPC's HTTP behaviour. */
let database: Database;
let app: FastifyInstance;
let cookie: string;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  await createUser(database.db, { email: 'adapter@test.uk', role: 'ADMIN' });
  ({ cookie } = await signIn(app, 'adapter@test.uk', 'password-1'));
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const post = (url: string, payload: string) =>
  app.inject({
    method: 'POST',
    url,
    payload,
    headers: { cookie, origin: TEST_BASE_URL, 'content-type': 'application/json' },
  });

describe('tRPC over HTTP', () => {
  it('answers a batch of queries as httpBatchLink sends it, as JSON in one body', async () => {
    const input = encodeURIComponent(JSON.stringify({ 0: {}, 1: { page: 1 } }));
    const response = await app.inject({
      method: 'GET',
      url: `/trpc/notifications.unreadCount,inspection.getPendingInspections?batch=1&input=${input}`,
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<{ result: { data: unknown } }[]>();
    expect(body[0]!.result.data).toEqual({ count: 0 });
    expect(body[1]!.result.data).toMatchObject({ inspections: [], pagination: { total: 0 } });
  });

  it('runs a batched mutation posted as JSON', async () => {
    const response = await post('/trpc/notifications.markAllRead?batch=1', '{"0":{}}');
    expect(response.statusCode).toBe(200);
    expect(response.json<unknown[]>()).toHaveLength(1);
  });

  it('refuses malformed JSON with a parse error, not a 500', async () => {
    const response = await post('/trpc/notifications.markAllRead', '{"not json');
    expect(response.statusCode).toBe(400);
  });

  it('keeps tRPC status codes: unknown procedure 404, a mutation by GET 405, signed out 401', async () => {
    const unknown = await app.inject({ method: 'GET', url: '/trpc/no.such', headers: { cookie } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<{ error: { data: { code: string } } }>().error.data.code).toBe('NOT_FOUND');
    const byGet = await app.inject({
      method: 'GET',
      url: '/trpc/notifications.markAllRead',
      headers: { cookie },
    });
    expect(byGet.statusCode).toBe(405);
    const signedOut = await app.inject({ method: 'GET', url: '/trpc/notifications.unreadCount' });
    expect(signedOut.statusCode).toBe(401);
  });
});
