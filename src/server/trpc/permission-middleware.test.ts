import { join } from 'node:path';
import { createLocalStorage } from '../storage/local-storage';
import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../db/client';
import { createUser } from '../test-support/users';
import { ensureDefaultMatrix } from '../features/permissions/service';
import { rolePermissions } from '../db/schema/index';
import { testDataDirectory, silentLogger } from '../test-support/test-caller';
import { openTestDatabase } from '../test-support/test-database';
import { toSessionUser } from '../auth/to-session-user';
import { createCallerFactory, permissionProcedure, protectedProcedure, router } from './init';
import type { Context } from './context';
import { createTestServices } from '@/server/test-support/test-services';

// A tiny router exercising the real middleware against the real matrix table.
const testRouter = router({
  whoAmI: protectedProcedure.meta({ requires: 'session' }).query(({ ctx }) => ctx.user.email),
  createInspection: permissionProcedure('inspections:create').mutation(() => 'created'),
  undeclared: protectedProcedure.query(() => 'reached'),
  echo: protectedProcedure
    .meta({ requires: 'session' })
    .input(z.object({ n: z.number().min(1, 'n must be positive') }))
    .query(({ input }) => input.n),
});
const createCaller = createCallerFactory(testRouter);

let database: Database;
let coordinator: Awaited<ReturnType<typeof createUser>>;
let inspector: Awaited<ReturnType<typeof createUser>>;

function contextFor(user: typeof coordinator | null): Context {
  const sessionUser = user
    ? toSessionUser({ ...user, firstName: 'T', lastName: 'U', isActive: true })
    : null;
  return {
    db: database.db,
    user: sessionUser,
    session: null,
    tenantId: sessionUser?.tenantId ?? null,
    ip: '::1',
    logger: silentLogger,
    fetchHeaders: () => new Headers(),
    auth: null,
    services: createTestServices({
      storage: createLocalStorage(join(testDataDirectory(), 'files')),
    }),
    operatorEmails: [],
  };
}

beforeAll(async () => {
  database = await openTestDatabase();
  coordinator = await createUser(database.db, {
    firstName: 'C',
    lastName: 'O',
    role: 'COORDINATOR',
  });
  inspector = await createUser(database.db, {
    email: 'insp@test.uk',
    firstName: 'I',
    lastName: 'N',
  });
});
afterAll(() => database.close());

describe('protectedProcedure', () => {
  it('refuses a call without a session with UNAUTHORIZED', async () => {
    await expect(createCaller(contextFor(null)).whoAmI()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Please sign in to continue.',
    });
  });

  it('lets a signed-in user through', async () => {
    await expect(createCaller(contextFor(inspector)).whoAmI()).resolves.toBe('insp@test.uk');
  });

  it('refuses a procedure that declares no requirement, even to a signed-in user', async () => {
    await expect(createCaller(contextFor(coordinator)).undeclared()).rejects.toMatchObject({
      code: 'INTERNAL_SERVER_ERROR',
      message: 'undeclared declares no requirement',
    });
  });

  it('reports bad input as BAD_REQUEST with the schema message', async () => {
    const error = await createCaller(contextFor(inspector))
      .echo({ n: 0 })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TRPCError);
    expect(error).toMatchObject({ code: 'BAD_REQUEST' });
  });
});

describe('permissionProcedure', () => {
  it('refuses a role without the permission with FORBIDDEN', async () => {
    await expect(createCaller(contextFor(inspector)).createInspection()).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'You do not have permission to do this (inspections:create).',
    });
  });

  it('allows a role with the permission', async () => {
    await expect(createCaller(contextFor(coordinator)).createInspection()).resolves.toBe('created');
  });

  it('reads the matrix from the database, not from code', async () => {
    const grant = and(
      eq(rolePermissions.tenantId, 'default-tenant'),
      eq(rolePermissions.role, 'COORDINATOR'),
      eq(rolePermissions.permission, 'inspections:create'),
    );
    await database.db.delete(rolePermissions).where(grant);
    await expect(createCaller(contextFor(coordinator)).createInspection()).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await database.db
      .insert(rolePermissions)
      .values({ tenantId: 'default-tenant', role: 'INSPECTOR', permission: 'inspections:create' });
    await expect(createCaller(contextFor(inspector)).createInspection()).resolves.toBe('created');
  });

  it('refuses without a session before looking at permissions', async () => {
    await expect(createCaller(contextFor(null)).createInspection()).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});

describe('default matrix', () => {
  it('applies defaults once: a revoked grant stays revoked when the server starts again', async () => {
    const grant = and(
      eq(rolePermissions.tenantId, 'default-tenant'),
      eq(rolePermissions.role, 'COORDINATOR'),
      eq(rolePermissions.permission, 'reports:export'),
    );
    await database.db.delete(rolePermissions).where(grant);
    await ensureDefaultMatrix(database.db, 'default-tenant');
    expect(await database.db.select().from(rolePermissions).where(grant)).toEqual([]);
  });
});
