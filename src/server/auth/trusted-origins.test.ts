import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { createUser } from '../test-support/users';
import { readEnv, trustedOriginsOf, VITE_DEV_ORIGIN } from '../env';
import { signInRequest } from '../test-support/test-app';
import { silentLogger } from '../test-support/test-caller';
import { openTestDatabase } from '../test-support/test-database';
import { cookiesOf, freshIp } from '../test-support/trpc-over-http';
import { CROSS_SITE_MESSAGE } from './origin-check';
import { createTestServices } from '@/server/test-support/test-services';

/**
 * Issue 27, point 6: the Vite dev server (http://localhost:5173) is trusted only by the server
 * `npm run dev` starts (its script lists it in TRUSTED_ORIGINS); any other server trusts
 * PUBLIC_URL and TRUSTED_ORIGINS, nothing else.
 */
let database: Database;
const apps: FastifyInstance[] = [];
const PASSWORD = 'origins-password-1';
const PUBLIC_URL = 'https://inspect.example.com';

beforeAll(async () => {
  database = await openTestDatabase();
  await createUser(database.db, {
    email: 'origins@test.uk',
    password: PASSWORD,
    firstName: 'Ori',
    role: 'ADMIN',
  });
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
});

/** The server main.ts would build from this environment. */
async function serverFor(source: Record<string, string>) {
  const env = readEnv({ DATA_DIR: '/tmp/unused', ...source });
  const app = await buildApp({
    database,
    logger: silentLogger,
    authSecret: 'test-secret-that-is-long-enough-000000',
    baseUrl: env.baseUrl,
    trustedOrigins: trustedOriginsOf(env),
    services: createTestServices(),
  });
  apps.push(app);
  return app;
}

const signInFrom = (app: FastifyInstance, origin: string) =>
  app.inject(signInRequest('origins@test.uk', PASSWORD, { ip: freshIp(), headers: { origin } }));

/** A change sent with a session cookie from a page on `origin`. */
const changeFrom = (app: FastifyInstance, origin: string, cookie: string) =>
  app.inject({
    method: 'POST',
    url: '/trpc/notifications.markAllRead',
    headers: { origin, cookie, 'content-type': 'application/json' },
    payload: '{}',
  });

describe('in production', () => {
  it.each<Record<string, string>>([{ NODE_ENV: 'production' }, {}])(
    'refuses sign-ins and changes from the Vite dev server (%j: npm start sets no NODE_ENV)',
    async (nodeEnv) => {
      const app = await serverFor({ ...nodeEnv, PUBLIC_URL });
      const own = await signInFrom(app, PUBLIC_URL);
      expect(own.statusCode).toBe(200);
      const cookie = cookiesOf(own);

      expect((await signInFrom(app, VITE_DEV_ORIGIN)).statusCode).toBe(403);
      const change = await changeFrom(app, VITE_DEV_ORIGIN, cookie);
      expect(change.statusCode).toBe(403);
      expect(change.json()).toEqual({ message: CROSS_SITE_MESSAGE });
      expect((await changeFrom(app, PUBLIC_URL, cookie)).statusCode).toBe(200);
    },
  );

  it('trusts the origins listed in TRUSTED_ORIGINS', async () => {
    const app = await serverFor({
      NODE_ENV: 'production',
      PUBLIC_URL,
      TRUSTED_ORIGINS: 'https://qa.example.com, https://other.example.com:8443/',
    });
    const qa = await signInFrom(app, 'https://qa.example.com');
    expect(qa.statusCode).toBe(200);
    expect(
      (await changeFrom(app, 'https://other.example.com:8443', cookiesOf(qa))).statusCode,
    ).toBe(200);
    expect((await signInFrom(app, VITE_DEV_ORIGIN)).statusCode).toBe(403);
  });
});

describe('in development', () => {
  it('npm run dev trusts the Vite dev server, which proxies /api and /trpc', async () => {
    const dev = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: { dev: string } })
      .scripts.dev;
    expect(dev).toContain(`TRUSTED_ORIGINS=${VITE_DEV_ORIGIN} tsx watch`);
    const app = await serverFor({ NODE_ENV: 'development', TRUSTED_ORIGINS: VITE_DEV_ORIGIN });
    const signedIn = await signInFrom(app, VITE_DEV_ORIGIN);
    expect(signedIn.statusCode).toBe(200);
    expect((await changeFrom(app, VITE_DEV_ORIGIN, cookiesOf(signedIn))).statusCode).toBe(200);
  });
});

describe('TRUSTED_ORIGINS', () => {
  it.each(['https://qa.example.com/app', 'ftp://qa.example.com', 'qa.example.com'])(
    'stops start-up when an entry is not an origin: %s',
    (entry) => {
      expect(() => readEnv({ TRUSTED_ORIGINS: entry })).toThrow(
        /TRUSTED_ORIGINS must list origins/,
      );
    },
  );
});
