import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createUser } from '../db/factories';
import { notifications, passwordThrottles } from '../db/schema/index';
import { ACCOUNT_POLICY, ADDRESS_POLICY } from '../lib/password-throttle';
import { buildTestApp, signInRequest } from '../test-support/test-app';
import { openTestDatabase } from '../test-support/test-database';
import { signIn, trpcMutation } from '../test-support/trpc-over-http';

/**
 * Issue 11, sign-in: an office signs in freely from one address; wrong
 * passwords lock the account (from any address) and the address (for any
 * account) with growing lockouts, the owner is told, and every 429 says
 * when to retry. Password re-checks are throttled the same way.
 */
let database: Database;
let app: FastifyInstance;
let proxied: FastifyInstance;
const PASSWORD = 'office-password-1';
const PROXY = '10.0.0.7';
let victimId: string;

const staff = (n: number) => `staff${n}@office.test`;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  proxied = await buildTestApp(database, { trustProxy: [PROXY, '10.1.0.0/16'] });
  for (let n = 0; n < 20; n++) {
    await createUser(database.db, {
      email: staff(n),
      password: PASSWORD,
      firstName: 'Staff',
      lastName: String(n),
      role: 'INSPECTOR',
    });
  }
  const victim = await createUser(database.db, {
    email: 'victim@office.test',
    password: PASSWORD,
    firstName: 'Vic',
    lastName: 'Tim',
    role: 'COORDINATOR',
  });
  victimId = victim.id;
}, 60_000);

afterAll(async () => {
  await app.close();
  await proxied.close();
  await database.close();
});

/** Moves every lock into the past, as if the lockout had run out. */
const expireLocks = () =>
  database.db.update(passwordThrottles).set({ lockedUntil: sql`now() - interval '1 second'` });

describe('an office behind one address', () => {
  // 100 password hashes are CPU-bound: on a busy two-core machine they can take over 30 s.
  it(
    'lets 100 correct sign-ins from one address through within a minute',
    { timeout: 90_000 },
    async () => {
      const codes: number[] = [];
      for (let round = 0; round < 5; round++) {
        for (let n = 0; n < 20; n++) {
          const response = await app.inject(
            signInRequest(staff(n), PASSWORD, { ip: '203.0.113.9' }),
          );
          codes.push(response.statusCode);
        }
      }
      expect(codes.filter((c) => c === 200)).toHaveLength(100);
    },
  );
});

describe('an office reading its sessions', () => {
  it('is never signed out by the rate limit: 400 session reads from one address in a minute all answer', async () => {
    const signedIn = await app.inject(signInRequest(staff(0), PASSWORD, { ip: '203.0.113.10' }));
    const token = signedIn.headers['set-auth-token'] as string;
    expect(token).toBeTruthy();
    const codes = new Map<number, number>();
    for (let n = 0; n < 400; n++) {
      const response = await app.inject({
        method: 'GET',
        url: '/api/auth/get-session',
        headers: { authorization: `Bearer ${token}` },
        remoteAddress: '203.0.113.10',
      });
      codes.set(response.statusCode, (codes.get(response.statusCode) ?? 0) + 1);
    }
    expect(Object.fromEntries(codes)).toEqual({ 200: 400 });
  });
});

describe('wrong passwords for one account, from 40 addresses behind a trusted proxy', () => {
  it('locks the account after the free failures, even for the right password, and says when to retry', async () => {
    const codes: number[] = [];
    for (let n = 0; n < 40; n++) {
      const response = await proxied.inject(
        signInRequest('victim@office.test', `guess-${n}`, {
          ip: PROXY,
          headers: { 'x-forwarded-for': `198.18.${n}.1` },
        }),
      );
      codes.push(response.statusCode);
    }
    expect(codes.slice(0, ACCOUNT_POLICY.freeFailures)).toEqual(
      Array(ACCOUNT_POLICY.freeFailures).fill(401),
    );
    expect(codes.slice(ACCOUNT_POLICY.freeFailures).every((c) => c === 429)).toBe(true);

    const right = await proxied.inject(
      signInRequest('victim@office.test', PASSWORD, {
        ip: PROXY,
        headers: { 'x-forwarded-for': '198.18.99.1' },
      }),
    );
    expect(right.statusCode).toBe(429);
    const retryAfter = Number(right.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(45);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(right.json()).toMatchObject({
      message: 'Too many sign-in attempts. Try again in 1 minute.',
      retryAfterSeconds: retryAfter,
    });
  });

  it('tells the account owner once it is locked', async () => {
    const rows = await database.db
      .select({ title: notifications.title })
      .from(notifications)
      .where(eq(notifications.userId, victimId));
    expect(rows.map((r) => r.title)).toContain('Sign-in locked after wrong passwords');
  });

  it('grows the lockout on the next failure after it runs out, and a correct sign-in clears it', async () => {
    await expireLocks();
    const wrong = await app.inject(
      signInRequest('victim@office.test', 'still-guessing', { ip: '198.18.200.1' }),
    );
    expect(wrong.statusCode).toBe(401);
    const locked = await app.inject(
      signInRequest('victim@office.test', PASSWORD, { ip: '198.18.200.2' }),
    );
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(60);
    expect(locked.json()).toMatchObject({
      message: 'Too many sign-in attempts. Try again in 2 minutes.',
    });

    await expireLocks();
    const ok = await app.inject(
      signInRequest('victim@office.test', PASSWORD, { ip: '198.18.200.3' }),
    );
    expect(ok.statusCode).toBe(200);
    const again = await app.inject(
      signInRequest('victim@office.test', 'one-typo', { ip: '198.18.200.4' }),
    );
    expect(again.statusCode).toBe(401);
  });
});

describe('wrong passwords from one address, for many accounts', () => {
  it('locks the address, and a spoofed X-Forwarded-For from an untrusted client changes nothing', async () => {
    const codes: number[] = [];
    for (let n = 0; n <= ADDRESS_POLICY.freeFailures; n++) {
      const response = await app.inject(
        signInRequest(`nobody${n}@office.test`, 'guess', {
          ip: '192.0.2.77',
          headers: { 'x-forwarded-for': `10.9.${n}.1`, 'x-real-ip': `10.9.${n}.1` },
        }),
      );
      codes.push(response.statusCode);
    }
    expect(codes.slice(0, ADDRESS_POLICY.freeFailures).every((c) => c === 401)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    // Staff at another address are unaffected.
    const other = await app.inject(signInRequest(staff(3), PASSWORD, { ip: '192.0.2.78' }));
    expect(other.statusCode).toBe(200);
  });

  it('believes X-Forwarded-For only from the listed proxies', async () => {
    const viaProxy = await proxied.inject(
      signInRequest(staff(4), PASSWORD, {
        ip: '10.1.2.3',
        headers: { 'x-forwarded-for': '192.0.2.77' },
      }),
    );
    // The locked address is the user's own (from X-Forwarded-For), so they are refused...
    expect(viaProxy.statusCode).toBe(429);
    const spoofed = await proxied.inject(
      signInRequest(staff(4), PASSWORD, {
        ip: '198.51.100.200',
        headers: { 'x-forwarded-for': '192.0.2.77' },
      }),
    );
    // ...but a client that is not a listed proxy cannot borrow that address.
    expect(spoofed.statusCode).toBe(200);
  });
});

describe('password re-checks', () => {
  it.each([
    [
      'account.changePassword',
      (n: number) => ({ currentPassword: `wrong-${n}`, newPassword: 'brand-new-password-1' }),
    ],
    ['mfa.disable', (n: number) => ({ password: `wrong-${n}` })],
  ])('%s is throttled after the free failures', async (path, input) => {
    await database.db.delete(passwordThrottles);
    const { cookie } = await signIn(app, staff(10 + (path === 'mfa.disable' ? 1 : 0)), PASSWORD);
    const codes: string[] = [];
    for (let n = 0; n <= ACCOUNT_POLICY.freeFailures; n++) {
      const reply = await trpcMutation(app, cookie, path, input(n));
      codes.push(reply.error?.code ?? 'OK');
    }
    expect(codes.slice(0, ACCOUNT_POLICY.freeFailures).every((c) => c === 'BAD_REQUEST')).toBe(
      true,
    );
    expect(codes.at(-1)).toBe('TOO_MANY_REQUESTS');
    const last = await trpcMutation(app, cookie, path, input(99));
    expect(last.statusCode).toBe(429);
    expect(last.error?.message).toBe(
      'Too many attempts with a wrong password. Try again in 1 minute.',
    );
  });
});
