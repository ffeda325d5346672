import { randomUUID } from 'node:crypto';
import { TRPCError, type AnyProcedure } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Permission } from '@/shared/permissions';
import { listDefaultGrants } from '@/shared/permissions';
import { ACCOUNT_ROLES, type AccountRole } from '@/shared/roles';
import type { Database } from '../db/client';
import { isGuardedUrl } from '../auth/api-guard';
import { keyFor } from '../features/public-api/test-kit';
import { createInstaller, createInstallerUser } from '../test-support/installers';
import { createUser } from '../test-support/users';
import { buildTestApp, signInRequest } from '../test-support/test-app';
import { callerFor, type TestUser } from '../test-support/test-caller';
import { openTestDatabase } from '../test-support/test-database';
import type { ProcedureMeta } from './init';
import {
  forbiddenMessage,
  NOT_IN_PORTAL_MESSAGE,
  PORTAL_ONLY_MESSAGE,
  SIGN_IN_MESSAGE,
  type Requirement,
} from './requirement';
import { appRouter } from './router';

/**
 * Every procedure and every route under /api declares what it needs next to
 * its definition: `.meta({ requires })` on the procedure (permissionProcedure
 * sets it), `config: { requires }` on the route (read by the /api guard).
 * This test reads those declarations, fails for anything without one, and
 * checks, anonymously and for every role, that the server really enforces them.
 */
// At run time _def.procedures is flat, keyed by dotted path ('installerContacts.notes.list').
const FLAT_PROCEDURES = Object.entries(appRouter._def.procedures as object) as [
  string,
  AnyProcedure,
][];
const DECLARED = new Map(
  FLAT_PROCEDURES.map(([path, procedure]) => [
    path,
    (procedure._def.meta as ProcedureMeta | undefined)?.requires,
  ]),
);
/**
 * The only procedures anyone may call without a session: the installer portal's invitation page
 * reads and accepts an invitation before its invitee has an account (issue 31); the token is
 * the credential, throttled per address. They declare no requirement.
 */
// sso.lookup: the sign-in page asks whether a typed e-mail's domain signs in with an
// organisation's provider (issue 33, docs/sso.md); it answers only that, throttled per address.
const PUBLIC_PROCEDURES = ['portal.acceptInvitation', 'portal.invitation', 'sso.lookup'];
const PROCEDURES = [...DECLARED.keys()].filter((p) => !PUBLIC_PROCEDURES.includes(p)).sort();
const procedureRequirement = (path: string): Requirement | undefined => DECLARED.get(path);

const GRANTS = listDefaultGrants();
const roleHas = (role: AccountRole, permission: Permission) =>
  GRANTS.some((g) => g.role === role && g.permission === permission);
/**
 * Why the server must refuse `role` what `required` asks, or null when it lets it through:
 * an INSTALLER only reaches its account and the portal (issue 31); staff never the portal.
 */
function refusalFor(role: AccountRole, required: Requirement): string | null {
  if (role === 'INSTALLER')
    return required === 'account' || required === 'portal' ? null : NOT_IN_PORTAL_MESSAGE;
  if (required === 'portal') return PORTAL_ONLY_MESSAGE;
  if (required === 'session' || required === 'account') return null;
  return roleHas(role, required) ? null : forbiddenMessage(required);
}
const isRefusedFor = (role: AccountRole, required: Requirement) =>
  refusalFor(role, required) !== null;

type Callable = (input?: unknown) => Promise<unknown>;

/** Calls a procedure by its dotted path with an input no procedure accepts, so nothing changes. */
async function codeOf(db: Database['db'], user: TestUser | null, path: string): Promise<string> {
  let target: unknown = callerFor(db, user);
  for (const part of path.split('.')) target = (target as Record<string, unknown>)[part];
  try {
    await (target as Callable)({ __authorizationProbe: true, id: 'not-a-uuid' });
    return 'OK';
  } catch (error) {
    return error instanceof TRPCError ? error.code : 'THREW';
  }
}

// Path parameters that reach each handler without changing anything (unknown ids, a missing backup).
const SAMPLE_PARAMS: Record<string, string> = {
  file: 'monthly-summary.csv',
  format: 'csv',
  name: 'no-such-backup.tar.gz',
};
const sampleUrl = (url: string) =>
  url.replace(/:(\w+)/g, (_match, name: string) => SAMPLE_PARAMS[name] ?? randomUUID());

let database: Database;
let app: FastifyInstance;
const users = {} as Record<AccountRole, TestUser>;
const bearer = {} as Record<AccountRole, Record<string, string>>;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildTestApp(database);
  await app.ready();
  const installer = await createInstaller(database.db, { name: 'Authz Installer Ltd' });
  for (const [index, role] of ACCOUNT_ROLES.entries()) {
    const email = `${role.toLowerCase()}@authz.test`;
    const name = { firstName: role, lastName: 'User' };
    users[role] =
      role === 'INSTALLER'
        ? await createInstallerUser(database.db, installer.id, { email, ...name })
        : await createUser(database.db, { email, ...name, role });
    const signedIn = await app.inject(
      signInRequest(email, 'password-1', { ip: `198.51.100.${index + 20}` }),
    );
    bearer[role] = { authorization: `Bearer ${signedIn.headers['set-auth-token'] as string}` };
  }
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('authorization of every procedure', () => {
  it('finds a declared requirement on every procedure of the app router', () => {
    expect(PROCEDURES.length).toBeGreaterThan(0);
    expect(PROCEDURES.filter((path) => !procedureRequirement(path))).toEqual([]);
  });

  it.each(PUBLIC_PROCEDURES)('%s is public: declares nothing, answers anyone', async (path) => {
    expect(DECLARED.has(path)).toBe(true);
    expect(procedureRequirement(path)).toBeUndefined();
    expect(await codeOf(database.db, null, path)).toBe('BAD_REQUEST');
  });

  it.each(PROCEDURES)('%s refuses an anonymous caller with UNAUTHORIZED', async (path) => {
    expect(await codeOf(database.db, null, path)).toBe('UNAUTHORIZED');
  });

  const cases = PROCEDURES.flatMap((path) => ACCOUNT_ROLES.map((role) => [path, role] as const));
  it.each(cases)('%s for %s follows the role matrix', async (path, role) => {
    const required = procedureRequirement(path)!;
    const code = await codeOf(database.db, users[role], path);
    if (isRefusedFor(role, required)) {
      expect(code).toBe('FORBIDDEN');
    } else {
      // Allowed through: whatever happens next (bad input, not found) is not an authorization refusal.
      expect(['UNAUTHORIZED', 'FORBIDDEN', 'INTERNAL_SERVER_ERROR']).not.toContain(code);
    }
  });
});

/** The /api routes the app registered, other than better-auth's, as `METHOD url`, from Fastify's own table. */
function listRegisteredApiRoutes(instance: FastifyInstance) {
  const found: string[] = [];
  // A route under another route prints indented, relative to it ('/api/uploads', then '/:id'),
  // four characters per level (the public API's '/inspections', '/:id', '/status').
  const paths: string[] = [];
  for (const line of instance.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[└├]── (\/\S+) \(([^)]+)\)/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    paths.length = depth;
    const url = (paths[depth - 1] ?? '') + match[2]!;
    paths[depth] = url;
    // better-auth's routes and the public API's open document and reference page (api-guard.ts).
    if (!isGuardedUrl(url)) continue;
    for (const method of match[3]!.split(', ')) {
      if (method !== 'HEAD') found.push(`${method} ${url}`);
    }
  }
  return found.sort();
}

const isPublicApi = (url: string) => url.startsWith('/api/v1/');

describe('authorization of every /api route', () => {
  // Read after the app is built; an /api route without a declaration stops buildApp itself.
  const allRoutes = () => app.apiRoutes;
  // The public API (/api/v1) takes API keys only; it has its own checks below.
  const routes = () => allRoutes().filter((r) => !isPublicApi(r.url));

  it('finds a declared requirement on every route under /api but better-auth', () => {
    const declared = allRoutes().map((r) => `${r.method} ${r.url}`);
    expect(declared.length).toBeGreaterThan(0);
    expect([...declared].sort()).toEqual(listRegisteredApiRoutes(app));
    expect(allRoutes().filter((r) => !r.requires)).toEqual([]);
  });

  it('refuses an anonymous request to each route with 401', async () => {
    for (const route of routes()) {
      const response = await app.inject({
        method: route.method as 'GET' | 'POST',
        url: sampleUrl(route.url),
      });
      expect({
        route: route.url,
        status: response.statusCode,
        body: response.json<unknown>(),
      }).toEqual({
        route: route.url,
        status: 401,
        body: { error: SIGN_IN_MESSAGE },
      });
    }
  });

  it.each(ACCOUNT_ROLES)(
    'lets %s through each route exactly as the role matrix says',
    async (role) => {
      for (const route of routes()) {
        const response = await app.inject({
          method: route.method as 'GET' | 'POST',
          url: sampleUrl(route.url),
          headers: bearer[role],
        });
        const outcome = { route: route.url, status: response.statusCode };
        if (isRefusedFor(role, route.requires)) {
          expect({ ...outcome, body: response.json<unknown>() }).toEqual({
            ...outcome,
            status: 403,
            body: { error: refusalFor(role, route.requires) },
          });
        } else {
          expect([401, 403, 500]).not.toContain(outcome.status);
        }
      }
    },
  );
});

describe('authorization of every /api/v1 route (API keys only)', () => {
  const v1Routes = () => app.apiRoutes.filter((r) => isPublicApi(r.url));

  it('refuses each route without a key, and with a signed-in session, with 401', async () => {
    expect(v1Routes().length).toBeGreaterThan(0);
    for (const route of v1Routes()) {
      for (const headers of [{}, bearer.ADMIN]) {
        const response = await app.inject({
          method: route.method as 'GET' | 'POST',
          url: sampleUrl(route.url),
          headers,
        });
        expect({ route: route.url, status: response.statusCode }).toEqual({
          route: route.url,
          status: 401,
        });
        expect(response.json<{ code: string }>().code).toBe('unauthenticated');
      }
    }
  });

  it("refuses a key whose scopes do not include each route's requirement with 403", async () => {
    const admin = await createUser(database.db, { role: 'ADMIN', email: 'keys@authz.test' });
    const unrelated = await keyFor(database, admin, ['news:publish']);
    for (const route of v1Routes()) {
      expect(route.requires).not.toBe('news:publish');
      const response = await app.inject({
        method: route.method as 'GET' | 'POST',
        url: sampleUrl(route.url),
        headers: { authorization: `Bearer ${unrelated}` },
      });
      expect({ route: route.url, status: response.statusCode }).toEqual({
        route: route.url,
        status: 403,
      });
      expect(response.json<{ code: string }>().code).toBe('forbidden');
    }
  });
});
