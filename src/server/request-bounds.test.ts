import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client';
import { OVERLOAD_MESSAGE, OVERLOAD_RETRY_AFTER_SECONDS } from './lib/overload';
import { MAX_JSON_DEPTH, TOO_DEEP_MESSAGE, jsonNestedDeeperThan } from './lib/request-bounds';
import { buildTestApp, TEST_BASE_URL } from './test-support/test-app';
import { openTestDatabase } from './test-support/test-database';
import { createStaff } from './test-support/staff-and-inspections';
import { signIn, trpcMutation } from './test-support/trpc-over-http';

/**
 * Issue 27, finding 1: one anonymous request nested 7,000 deep took the server down. Every
 * request is now bounded before any work: too deep is a 400 with a message, before sign-in.
 */
let database: Database;
let app: FastifyInstance;
let cookie: string;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  await app.ready();
  await createStaff(database);
  ({ cookie } = await signIn(app, 'admin@test.uk', 'password-1'));
});

afterAll(async () => {
  await app.close();
  await database.close();
});

const nested = (levels: number) => '['.repeat(levels) + ']'.repeat(levels);
const post = (url: string, payload: string, type = 'application/json') =>
  app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': type, origin: TEST_BASE_URL },
    payload,
  });

async function expectAlive() {
  expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
  const reply = await trpcMutation(app, cookie, 'installers.create', {
    name: `Alive ${Date.now()}`,
  });
  expect(reply.statusCode).toBe(200);
}

describe('the depth scan', () => {
  it('counts brackets outside strings only', () => {
    expect(jsonNestedDeeperThan(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonNestedDeeperThan(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonNestedDeeperThan(JSON.stringify({ a: '['.repeat(1000) }))).toBe(false);
    expect(jsonNestedDeeperThan(JSON.stringify({ a: '\\"' + '{'.repeat(1000) }))).toBe(false);
  });
});

describe('a request nested too deeply is a 400 before sign-in, and the server lives', () => {
  it.each([7_000, 100_000])('%i levels', async (levels) => {
    const body = `{"0":{"json":{"name":${nested(levels)}}}}`;
    for (const url of ['/trpc/installers.create?batch=1', '/trpc/installers.create']) {
      const reply = await post(url, body);
      expect(reply.statusCode).toBe(400);
      expect(reply.json()).toMatchObject({ message: TOO_DEEP_MESSAGE });
    }
    const auth = await post('/api/auth/sign-in/email', `{"email":${nested(levels)}}`);
    expect(auth.statusCode).toBe(400);
    // A route under /api parses JSON before its guard looks up the session.
    const upload = await post('/api/imports/uploads', nested(levels));
    expect(upload.statusCode).toBe(400);
    expect(upload.json()).toMatchObject({ message: TOO_DEEP_MESSAGE });
    const query = await app.inject({
      method: 'GET',
      url: `/trpc/inspections.list?input=${encodeURIComponent(nested(levels))}`,
    });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({ message: TOO_DEEP_MESSAGE });
    await expectAlive();
  });

  it('also when signed in, and a batch of several inputs', async () => {
    const reply = await app.inject({
      method: 'GET',
      url: `/trpc/a,b?batch=1&input=${encodeURIComponent(`{"0":1,"1":${nested(5_000)}}`)}`,
      headers: { cookie },
    });
    expect(reply.statusCode).toBe(400);
    await expectAlive();
  });
});

describe('bodies the API does not take', () => {
  it('refuses multipart and octet streams on /trpc (415), and a body over 1 MiB (413)', async () => {
    const multipart = await post(
      '/trpc/installers.create',
      '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
      'multipart/form-data; boundary=x',
    );
    expect(multipart.statusCode).toBe(415);
    const octets = await post('/trpc/installers.create', 'abc', 'application/octet-stream');
    expect(octets.statusCode).toBe(415);
    const big = await post(
      '/trpc/installers.create',
      JSON.stringify({ name: 'x'.repeat(1_100_000) }),
    );
    expect(big.statusCode).toBe(413);
    await expectAlive();
  });
});

describe('an overloaded server', () => {
  it('refuses new work with a 503 and Retry-After while /healthz and /readyz answer', async () => {
    const busy = await buildTestApp(database, {
      overloadLimits: { maxEventLoopDelayMs: 50, maxHeapUsedBytes: 0, sampleIntervalMs: 100 },
    });
    await busy.ready();
    try {
      const call = () => trpcMutation(busy, cookie, 'installers.create', { name: 'Busy Ltd' });
      // The event loop held for 400 ms, as a runaway task would: a sample taken right after
      // sees the delay (sampling is periodic, so it is tried a few times).
      let refused = await busy.inject({ method: 'GET', url: '/healthz' });
      for (let attempt = 0; attempt < 10 && refused.statusCode !== 503; attempt++) {
        const until = Date.now() + 400;
        while (Date.now() < until);
        await new Promise((resolve) => setTimeout(resolve, 5));
        refused = await busy.inject({ method: 'GET', url: '/trpc/inspections.list' });
      }
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe(String(OVERLOAD_RETRY_AFTER_SECONDS));
      expect(refused.json()).toMatchObject({ message: OVERLOAD_MESSAGE });
      expect((await busy.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect((await busy.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
      // Once the loop is idle again, work is taken.
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect((await call()).statusCode).toBe(200);
    } finally {
      await busy.close();
    }
  });
});
