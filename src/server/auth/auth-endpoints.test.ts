import { verifyPassword } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createUser } from '../test-support/users';
import { accounts, passwordThrottles, sessions, users } from '../db/schema/index';
import { buildTestApp, signInRequest, TEST_BASE_URL } from '../test-support/test-app';
import { openTestDatabase } from '../test-support/test-database';
import { freshIp, signIn } from '../test-support/trpc-over-http';
import { createAuth } from './auth';
import { JSON_ONLY_MESSAGE, OPEN_AUTH_ENDPOINTS } from './fastify-bridge';

/**
 * Issue 27, points 2, 4 and 7: better-auth is reached only through the endpoints the web
 * app calls, with JSON bodies only, so every password guess meets the sign-in throttle
 * and no better-auth endpoint re-checks a password or changes an account behind our
 * throttle, validation and audit.
 */
let database: Database;
let app: FastifyInstance;
const PASSWORD = 'right-password-1';
const NEW_PASSWORD = 'another-password-2';
let owner: { id: string; cookie: string };

const userWith = (email: string, isActive = true) =>
  createUser(database.db, {
    email,
    password: PASSWORD,
    firstName: 'Test',
    lastName: email.split('@')[0]!,
    role: 'COORDINATOR',
    isActive,
  });

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  const user = await userWith('owner@endpoints.test');
  const { cookie } = await signIn(app, 'owner@endpoints.test', PASSWORD);
  owner = { id: user.id, cookie };
}, 60_000);

afterAll(async () => {
  await app.close();
  await database.close();
});

/** The same sign-in as the login page's, with the body in another encoding. */
function encodedSignIn(email: string, password: string, contentType: string | null, ip: string) {
  const form = new URLSearchParams({ email, password }).toString();
  const boundary = 'x-boundary';
  const bodies: Record<string, string> = {
    'application/x-www-form-urlencoded': form,
    [`multipart/form-data; boundary=${boundary}`]: [
      `--${boundary}\r\nContent-Disposition: form-data; name="email"\r\n\r\n${email}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="password"\r\n\r\n${password}\r\n`,
      `--${boundary}--\r\n`,
    ].join(''),
  };
  return {
    method: 'POST' as const,
    url: '/api/auth/sign-in/email',
    remoteAddress: ip,
    headers: {
      origin: TEST_BASE_URL,
      ...(contentType ? { 'content-type': contentType } : {}),
    },
    payload: (contentType && bodies[contentType]) ?? JSON.stringify({ email, password }),
  };
}

const failuresOf = async (email: string) => {
  const [row] = await database.db
    .select({ failures: passwordThrottles.failures })
    .from(passwordThrottles)
    .where(eq(passwordThrottles.key, `sign-in:account:${email}`));
  return row?.failures ?? 0;
};

describe('one sign-in lock for every encoding (point 2)', () => {
  const ENCODINGS = [
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x-boundary',
    'text/plain',
    'application/vnd.api+json', // better-auth reads any application/*+json as JSON
    'application/jsonx',
    null, // no Content-Type at all
  ];

  it.each(ENCODINGS)(
    'refuses a body sent as %s with 415 before any password check',
    async (type) => {
      const email = `enc-${ENCODINGS.indexOf(type)}@endpoints.test`;
      await userWith(email);
      const answers = [];
      for (let n = 0; n < 8; n++) {
        answers.push(
          (await app.inject(encodedSignIn(email, `guess-${n}`, type, freshIp()))).statusCode,
        );
      }
      expect(answers).toEqual(Array(8).fill(415));
      const right = await app.inject(encodedSignIn(email, PASSWORD, type, freshIp()));
      expect(right.statusCode).toBe(415);
      expect(right.json()).toMatchObject({ message: JSON_ONLY_MESSAGE });
      expect(right.headers['set-cookie']).toBeUndefined();
    },
  );

  it('keeps a locked account locked whatever the encoding of the right password', async () => {
    const email = 'locked@endpoints.test';
    await userWith(email);
    for (let n = 0; n < 5; n++) {
      const wrong = await app.inject(signInRequest(email, `wrong-${n}`, { ip: freshIp() }));
      expect(wrong.statusCode).toBe(401);
    }
    expect(await failuresOf(email)).toBe(5);
    for (const type of ENCODINGS) {
      const right = await app.inject(encodedSignIn(email, PASSWORD, type, freshIp()));
      expect(right.statusCode, String(type)).not.toBe(200);
      expect(right.headers['set-cookie'], String(type)).toBeUndefined();
    }
    const json = await app.inject(signInRequest(email, PASSWORD, { ip: freshIp() }));
    expect(json.statusCode).toBe(429);
  });

  it('still signs in with JSON that names its charset', async () => {
    await userWith('charset@endpoints.test');
    const response = await app.inject(
      signInRequest('charset@endpoints.test', PASSWORD, {
        ip: freshIp(),
        headers: { 'content-type': 'application/json; charset=utf-8' },
      }),
    );
    expect(response.statusCode).toBe(200);
  });

  const SPELLINGS = [
    '/api/auth/sign-in/email/',
    '/api/auth/Sign-In/email',
    '/api/auth/sign-in/%65mail',
    '/api/auth//sign-in/email',
  ];
  it.each(SPELLINGS)(
    'answers 404 to the sign-in spelled %s (only the exact path is open)',
    async (url) => {
      const email = `spelling-${SPELLINGS.indexOf(url)}@endpoints.test`;
      await userWith(email);
      const response = await app.inject({
        ...signInRequest(email, PASSWORD),
        url,
        remoteAddress: freshIp(),
      });
      expect(response.statusCode).toBe(404);
    },
  );
});

/** Every better-auth endpoint (core and plugins) with the methods it answers. */
function betterAuthEndpoints() {
  const auth = createAuth({
    db: database.db,
    secret: 'test-secret-that-is-long-enough-000000',
    baseUrl: TEST_BASE_URL,
    trustedOrigins: [],
    services: { mailer: null },
  });
  const endpoints: { url: string; method: 'GET' | 'POST' }[] = [];
  for (const endpoint of Object.values(auth.api) as {
    path?: string;
    options?: { method?: unknown };
  }[]) {
    if (!endpoint.path) continue;
    const declared = [endpoint.options?.method].flat();
    const methods = declared.includes('*') ? ['GET', 'POST'] : declared;
    for (const method of methods) {
      if (method === 'GET' || method === 'POST')
        endpoints.push({ url: `/api/auth${endpoint.path}`, method });
    }
  }
  return endpoints;
}

describe('better-auth endpoints the web app does not call (points 4 and 7)', () => {
  it('answers 404 to every one of them, signed in, with a JSON body', async () => {
    const endpoints = betterAuthEndpoints();
    // The list is better-auth's own: the test follows it when a plugin adds endpoints.
    expect(endpoints.map((e) => e.url)).toEqual(
      expect.arrayContaining([
        '/api/auth/change-password',
        '/api/auth/two-factor/enable',
        '/api/auth/update-user',
        '/api/auth/list-sessions',
        '/api/auth/admin/set-role',
      ]),
    );
    const opened: string[] = [];
    for (const { url, method } of endpoints) {
      if (OPEN_AUTH_ENDPOINTS.get(url) === method) continue;
      const response = await app.inject({
        method,
        url,
        remoteAddress: freshIp(),
        headers: {
          cookie: owner.cookie,
          origin: TEST_BASE_URL,
          ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
        },
        ...(method === 'POST' ? { payload: JSON.stringify({ password: PASSWORD }) } : {}),
      });
      if (response.statusCode !== 404) opened.push(`${method} ${url} ${response.statusCode}`);
    }
    expect(opened).toEqual([]);
  });

  it('never re-checks the password at /change-password or /two-factor/enable', async () => {
    const post = (url: string, body: object) =>
      app.inject({
        method: 'POST',
        url,
        remoteAddress: freshIp(),
        headers: {
          cookie: owner.cookie,
          origin: TEST_BASE_URL,
          'content-type': 'application/json',
        },
        payload: JSON.stringify(body),
      });
    for (let n = 0; n < 12; n++) {
      expect(
        (
          await post('/api/auth/change-password', {
            currentPassword: `wrong-${n}`,
            newPassword: NEW_PASSWORD,
          })
        ).statusCode,
      ).toBe(404);
      expect(
        (await post('/api/auth/two-factor/enable', { password: `wrong-${n}` })).statusCode,
      ).toBe(404);
    }
    const change = await post('/api/auth/change-password', {
      currentPassword: PASSWORD,
      newPassword: NEW_PASSWORD,
    });
    const enable = await post('/api/auth/two-factor/enable', { password: PASSWORD });
    expect([change.statusCode, enable.statusCode]).toEqual([404, 404]);
    const [credential] = await database.db
      .select({ hash: accounts.password })
      .from(accounts)
      .where(and(eq(accounts.userId, owner.id), eq(accounts.providerId, 'credential')));
    expect(await verifyPassword({ hash: credential!.hash!, password: PASSWORD })).toBe(true);
    const [user] = await database.db.select().from(users).where(eq(users.id, owner.id));
    expect(user?.twoFactorEnabled).toBeFalsy();
  });

  it('keeps a javascript: image out of the profile and session tokens out of answers', async () => {
    const update = await app.inject({
      method: 'POST',
      url: '/api/auth/update-user',
      remoteAddress: freshIp(),
      headers: { cookie: owner.cookie, origin: TEST_BASE_URL, 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'Changed', image: 'javascript:alert(1)' }),
    });
    expect(update.statusCode).toBe(404);
    const [user] = await database.db.select().from(users).where(eq(users.id, owner.id));
    expect(user?.image ?? null).toBeNull();
    expect(user?.name).not.toBe('Changed');

    const list = await app.inject({
      method: 'GET',
      url: '/api/auth/list-sessions',
      headers: { cookie: owner.cookie },
    });
    expect(list.statusCode).toBe(404);
    const tokens = await database.db
      .select({ token: sessions.token })
      .from(sessions)
      .where(eq(sessions.userId, owner.id));
    expect(tokens.length).toBeGreaterThan(0);
    for (const { token } of tokens) expect(list.body).not.toContain(token);
  });

  it('still serves what the web app calls: the session read and sign-out', async () => {
    const { cookie } = await signIn(app, 'owner@endpoints.test', PASSWORD);
    const session = await app.inject({
      method: 'GET',
      url: '/api/auth/get-session',
      headers: { cookie },
    });
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ user: { email: 'owner@endpoints.test' } });
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      remoteAddress: freshIp(),
      headers: { cookie, origin: TEST_BASE_URL, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(out.statusCode).toBe(200);
  });
});
