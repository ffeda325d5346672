import type { AnyProcedure } from '@trpc/server';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { listDefaultGrants } from '@/shared/permissions';
import type { Role } from '@/shared/roles';
import type { Database } from '../db/client';
import { createUser } from '../db/factories';
import { seedDemoData } from '../db/seed/demo-seed';
import { appRouter } from '../trpc/router';
import { buildTestApp, TEST_BASE_URL } from './test-app';
import { openTestDatabase } from './test-database';
import { freshIp, signIn } from './trpc-over-http';
import { inputArbitrary } from './zod-arbitrary';

/**
 * Test support for the mutation property test and `npm run fuzz`: a real
 * server on a real (small) demo database, an ADMIN signed in over HTTP, and
 * every tRPC mutation called with inputs derived from its own Zod schema.
 */

export type Mutation = { path: string; schema: z.ZodType | undefined };

export function listMutations(): Mutation[] {
  // At run time _def.procedures is flat, keyed by dotted path ('installerContacts.notes.create').
  const procedures = Object.entries(appRouter._def.procedures as object) as [
    string,
    AnyProcedure,
  ][];
  return procedures
    .filter(([, procedure]) => procedure._def.type === 'mutation')
    .map(([path, procedure]) => ({
      path,
      schema: (procedure._def.inputs as z.ZodType[])[0],
    }))
    .sort((a, b) => a.path.localeCompare(b.path));
}

export type FuzzServer = {
  database: Database;
  app: FastifyInstance;
  knownIds: string[];
  cookie: string;
  close: () => Promise<void>;
};

let adminCount = 0;

export async function signInFreshAdmin(server: Pick<FuzzServer, 'database' | 'app'>) {
  adminCount += 1;
  const email = `fuzz-admin-${adminCount}@fuzz.test`;
  await createUser(server.database.db, {
    email,
    password: 'fuzz-password-1',
    firstName: 'Fuzz',
    lastName: `Admin ${adminCount}`,
    role: 'ADMIN',
  });
  const { cookie, response } = await signIn(server.app, email, 'fuzz-password-1');
  if (response.statusCode !== 200) throw new Error(`Fuzz admin sign-in failed: ${response.body}`);
  return cookie;
}

// Tables whose ids the mutations take; a few of each so id fields often hit real rows.
const ID_TABLES = [
  'installers',
  'inspections',
  'defects',
  'followups',
  'projects',
  'payments',
  'installer_notes',
  'email_templates',
  'generated_reports',
  'report_schedules',
  'inspection_visits',
  'notifications',
  'document_reviews',
  'monitoring_proposals',
  'escalations',
  'installer_documents',
  'users',
];

export async function collectKnownIds(database: Database) {
  const ids: string[] = [];
  for (const table of ID_TABLES) {
    try {
      const result = await database.db.execute(
        sql.raw(`SELECT id::text AS id FROM ${table} ORDER BY id LIMIT 4`),
      );
      ids.push(...(result as { rows: { id: string }[] }).rows.map((row) => row.id));
    } catch {
      // A table named here that a later migration renames just contributes no ids.
    }
  }
  return ids;
}

export async function startFuzzServer(): Promise<FuzzServer> {
  const database = await openTestDatabase();
  await seedDemoData(database.db, new Date(), { installers: 12, inspections: 80 });
  const app = await buildTestApp(database);
  await app.ready();
  const knownIds = await collectKnownIds(database);
  const cookie = await signInFreshAdmin({ database, app });
  return {
    database,
    app,
    knownIds,
    cookie,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

export type Outcome = { status: number; body: string };

export async function callMutation(
  server: FuzzServer,
  path: string,
  input: unknown,
): Promise<Outcome> {
  const response = await server.app.inject({
    method: 'POST',
    url: `/trpc/${path}?batch=1`,
    remoteAddress: freshIp(),
    headers: {
      cookie: server.cookie,
      origin: TEST_BASE_URL,
      'content-type': 'application/json',
    },
    // JSON.stringify escapes lone surrogates (\ud800), so they reach the server as sent.
    payload: JSON.stringify({ 0: input }),
  });
  return { status: response.statusCode, body: response.body.slice(0, 600) };
}

const DEFAULT_GRANTS = listDefaultGrants();
const grantedByDefault = (role: string, permission: string) =>
  DEFAULT_GRANTS.some((g) => g.role === (role as Role) && g.permission === permission);

/**
 * Some mutations change what the fuzzing ADMIN may do next (deactivate their
 * own account, end their session, switch on maintenance mode or required MFA,
 * take a permission away). After each such case the state is put back, so
 * every case of every mutation runs as a working ADMIN.
 */
export async function restoreAfter(server: FuzzServer, path: string, input: unknown) {
  switch (path) {
    case 'maintenance.setMaintenanceMode':
      await callMutation(server, path, { enabled: false });
      break;
    case 'mfa.setPolicy':
      await callMutation(server, path, { mfaRequired: false });
      break;
    case 'permissions.updateMatrix': {
      const { role, permission } = (input ?? {}) as { role?: unknown; permission?: unknown };
      if (typeof role === 'string' && typeof permission === 'string') {
        await callMutation(server, path, {
          role,
          permission,
          granted: grantedByDefault(role, permission),
        });
      }
      break;
    }
    default:
      break;
  }
  const probe = await server.app.inject({
    method: 'GET',
    url: '/trpc/session.me',
    headers: { cookie: server.cookie },
  });
  if (probe.statusCode !== 200) server.cookie = await signInFreshAdmin(server);
}

// Calls that may leave the ADMIN unable to go on; every case of these is followed by restoreAfter.
export const STATE_CHANGING = new Set([
  'account.changePassword',
  'account.deactivate',
  'maintenance.setMaintenanceMode',
  'mfa.disable',
  'mfa.setPolicy',
  'mfa.verify',
  'permissions.updateMatrix',
  'sessions.saveSettings',
  'sessions.terminate',
  'users.changePassword',
  'users.delete',
  'users.update',
]);

export type MutationResult = {
  path: string;
  cases: number;
  serverErrors: number;
  firstFailure?: string;
};

/** Runs `runs` cases against one mutation; every answer must be below 500. */
export async function fuzzMutation(
  server: FuzzServer,
  mutation: Mutation,
  runs: number,
  seed: number,
): Promise<MutationResult> {
  let cases = 0;
  let serverErrors = 0;
  let firstFailure: string | undefined;
  const arbitrary = inputArbitrary(mutation.schema, { knownIds: server.knownIds });
  await fc.assert(
    fc.asyncProperty(arbitrary, async (input) => {
      cases += 1;
      const outcome = await callMutation(server, mutation.path, input);
      if (STATE_CHANGING.has(mutation.path)) await restoreAfter(server, mutation.path, input);
      if (outcome.status >= 500) {
        serverErrors += 1;
        firstFailure ??= `${mutation.path} ${JSON.stringify(input)?.slice(0, 300)} -> ${outcome.status} ${outcome.body}`;
      }
      return true;
    }),
    { numRuns: runs, seed, endOnFailure: false },
  );
  return { path: mutation.path, cases, serverErrors, firstFailure };
}
