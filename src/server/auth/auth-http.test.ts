import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createUser } from '../test-support/users';
import { users } from '../db/schema/index';
import { buildApp } from '../app';
import { silentLogger } from '../test-support/test-caller';
import { buildTestApp, signInRequest, TEST_BASE_URL } from '../test-support/test-app';
import { openTestDatabase } from '../test-support/test-database';
import { WRONG_PASSWORD_ERROR } from './auth';
import { createTestServices } from '@/server/test-support/test-services';

let database: Database;
let app: FastifyInstance;
const PASSWORD = 'correct-horse-1';

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  await createUser(database.db, {
    email: 'coordinator@test.uk',
    password: PASSWORD,
    firstName: 'Cora',
    lastName: 'Dinator',
    role: 'COORDINATOR',
  });
  await createUser(database.db, {
    email: 'gone@test.uk',
    password: PASSWORD,
    firstName: 'Gone',
    lastName: 'Away',
    isActive: false,
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('sign-in over HTTP', () => {
  it('signs in with the right password, sets the session cookie and lastLoginAt', async () => {
    const response = await app.inject(
      signInRequest('coordinator@test.uk', PASSWORD, { ip: '198.51.100.10' }),
    );
    expect(response.statusCode).toBe(200);
    const cookies = [response.headers['set-cookie']].flat();
    expect(cookies.some((c) => c?.startsWith('better-auth.session_token='))).toBe(true);
    expect(response.headers['set-auth-token']).toBeTruthy();
    const [user] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, 'coordinator@test.uk'));
    expect(user?.lastLoginAt).toBeInstanceOf(Date);
  });

  it('refuses a wrong password with the server message', async () => {
    const response = await app.inject(
      signInRequest('coordinator@test.uk', 'wrong-password', { ip: '198.51.100.11' }),
    );
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ message: 'Invalid email or password' });
  });

  it('refuses an inactive user with the answer a wrong password gets (issue 27, point 10)', async () => {
    const right = await app.inject(
      signInRequest('gone@test.uk', PASSWORD, { ip: '198.51.100.12' }),
    );
    const wrong = await app.inject(
      signInRequest('gone@test.uk', 'wrong-password', { ip: '198.51.100.12' }),
    );
    // Same status, same body: the answer does not confirm the password.
    expect(right.statusCode).toBe(401);
    expect(right.body).toBe(wrong.body);
    expect(right.json()).toEqual(WRONG_PASSWORD_ERROR);
    expect(right.headers['set-cookie']).toBeUndefined();
    const [user] = await database.db.select().from(users).where(eq(users.email, 'gone@test.uk'));
    expect(user?.lastLoginAt).toBeNull();
  });

  it('refuses a browser POST from an untrusted Origin (cookie or cross-site fetch)', async () => {
    const withCookie = signInRequest('coordinator@test.uk', PASSWORD, {
      ip: '198.51.100.13',
      headers: { origin: 'https://evil.example', cookie: 'better-auth.session_token=x' },
    });
    expect((await app.inject(withCookie)).statusCode).toBe(403);
    const crossSite = signInRequest('coordinator@test.uk', PASSWORD, {
      ip: '198.51.100.14',
      headers: {
        origin: 'https://evil.example',
        'sec-fetch-site': 'cross-site',
        'sec-fetch-mode': 'cors',
        'sec-fetch-dest': 'empty',
      },
    });
    expect((await app.inject(crossSite)).statusCode).toBe(403);
  });
});

describe('API access', () => {
  it('accepts a Bearer token for tRPC procedures and rejects calls without one', async () => {
    const signIn = await app.inject(
      signInRequest('coordinator@test.uk', PASSWORD, { ip: '198.51.100.20' }),
    );
    const token = signIn.headers['set-auth-token'] as string;
    const me = await app.inject({
      method: 'GET',
      url: '/trpc/session.me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({
      result: { data: { email: 'coordinator@test.uk', role: 'COORDINATOR', name: 'Cora Dinator' } },
    });
    const anonymous = await app.inject({ method: 'GET', url: '/trpc/session.me' });
    expect(anonymous.statusCode).toBe(401);
    const forged = await app.inject({
      method: 'GET',
      url: '/trpc/session.me',
      headers: { authorization: 'Bearer forged.token' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('ends the session on sign-out', async () => {
    const signIn = await app.inject(
      signInRequest('coordinator@test.uk', PASSWORD, { ip: '198.51.100.21' }),
    );
    const token = signIn.headers['set-auth-token'] as string;
    const auth = { authorization: `Bearer ${token}`, origin: 'http://localhost:3999' };
    const out = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: auth,
      remoteAddress: '198.51.100.21',
    });
    expect(out.statusCode).toBe(200);
    const me = await app.inject({ method: 'GET', url: '/trpc/session.me', headers: auth });
    expect(me.statusCode).toBe(401);
  });

  it('answers health and readiness', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({ status: 'ready' });
  });
});

describe('single-page app', () => {
  it('serves index.html for client routes, files as they are, and JSON 404s for API paths', async () => {
    const webDir = mkdtempSync(join(tmpdir(), 'inspecthub-web-'));
    writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>InspectHub</title>');
    mkdirSync(join(webDir, 'assets'));
    writeFileSync(join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
    const big = 'x'.repeat(5000);
    writeFileSync(join(webDir, 'assets', 'big-abc123.js'), big);
    const web = await buildApp({
      database,
      logger: silentLogger,
      authSecret: 'x'.repeat(40),
      baseUrl: TEST_BASE_URL,
      webDir,
      services: createTestServices(),
    });
    try {
      const page = await web.inject({ method: 'GET', url: '/inspections/pending?page=2' });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>InspectHub</title>');
      const asset = await web.inject({ method: 'GET', url: '/assets/app-abc123.js' });
      expect(asset.headers['cache-control']).toContain('immutable');
      // No .gz beside it (the build writes those: static-assets.test.ts): sent as it is,
      // never compressed per request.
      const plain = await web.inject({
        method: 'GET',
        url: '/assets/big-abc123.js',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(big);
      expect((await web.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
      expect((await web.inject({ method: 'GET', url: '/api/nothing-here' })).statusCode).toBe(404);
      expect((await web.inject({ method: 'GET', url: '/trpc/nothing.here' })).statusCode).toBe(404);
    } finally {
      await web.close();
    }
  });
});
