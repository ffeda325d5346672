import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/server/db/client';
import { createTenant, createUser } from '@/server/test-support/users';
import { auditLog } from '@/server/db/schema/index';
import { callerFor, expectBadRequest, type TestUser } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { staffRoleOf } from '@/server/trpc/actor';

let database: Database;
let admin: TestUser;
let coordinator: TestUser;
let inspector: TestUser;
let outsider: TestUser;

type Matrix = Awaited<
  ReturnType<ReturnType<typeof callerFor>['permissions']['getPermissionMatrix']>
>;
const grantOf = (m: Matrix, key: string) =>
  m.matrix.flatMap((c) => c.permissions).find((p) => p.key === key)!.roles;

beforeAll(async () => {
  database = await openTestDatabase();
  const make = (role: TestUser['role'], email: string, tenantId?: string) =>
    createUser(database.db, { email, firstName: role, lastName: 'User', role, tenantId });
  admin = await make('ADMIN', 'admin@perm.test');
  coordinator = await make('COORDINATOR', 'coord@perm.test');
  inspector = await make('INSPECTOR', 'insp@perm.test');
  await make('INSPECTOR', 'insp2@perm.test');
  await createTenant(database.db, 'other-tenant');
  outsider = await make('ADMIN', 'eve@perm.test', 'other-tenant');
});
afterAll(() => database.close());

describe('permissions reads', () => {
  it('counts users per role for administrators only', async () => {
    expect(await callerFor(database.db, admin).permissions.getRoleStats()).toEqual({
      roleStats: [
        { role: 'ADMIN', count: 1 },
        { role: 'COORDINATOR', count: 1 },
        { role: 'INSPECTOR', count: 2 },
      ],
      totalUsers: 4,
    });
    for (const user of [coordinator, inspector]) {
      await expect(callerFor(database.db, user).permissions.getRoleStats()).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
    }
  });

  it('gives every signed-in user the default matrix', async () => {
    const m = await callerFor(database.db, inspector).permissions.getPermissionMatrix();
    expect(m.roles).toEqual(['ADMIN', 'COORDINATOR', 'INSPECTOR']);
    expect(m.matrix.map((c) => c.category)).toEqual([
      'Inspections',
      'Users',
      'Installers',
      'Reports',
      'Operations',
      'Payments',
      'Support',
      'News',
      'Improvement',
      'Guidance',
      'System',
    ]);
    expect(grantOf(m, 'payments:view')).toEqual({
      ADMIN: true,
      COORDINATOR: true,
      INSPECTOR: false,
    });
    expect(grantOf(m, 'settings:manage')).toEqual({
      ADMIN: true,
      COORDINATOR: false,
      INSPECTOR: false,
    });
    expect(grantOf(m, 'inspections:create')).toEqual({
      ADMIN: true,
      COORDINATOR: true,
      INSPECTOR: false,
    });
    expect(grantOf(m, 'evidence:withdraw')).toEqual({
      ADMIN: true,
      COORDINATOR: true,
      INSPECTOR: false,
    });
    expect(grantOf(m, 'users:delete')).toEqual({
      ADMIN: true,
      COORDINATOR: false,
      INSPECTOR: false,
    });
    expect(m.matrix[0]!.permissions[0]).toMatchObject({
      key: 'inspections:view_all',
      name: 'View all inspections',
    });
  });

  it('refuses anonymous callers', async () => {
    await expect(
      callerFor(database.db, null).permissions.getPermissionMatrix(),
    ).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});

describe('permissions of the monitoring programme (issue 30)', () => {
  it('lets coordinators read the plan and manage proposals, only administrators change rules', async () => {
    const m = await callerFor(database.db, inspector).permissions.getPermissionMatrix();
    expect(grantOf(m, 'sampling:view')).toEqual({
      ADMIN: true,
      COORDINATOR: true,
      INSPECTOR: false,
    });
    expect(grantOf(m, 'sampling:edit_rules')).toEqual({
      ADMIN: true,
      COORDINATOR: false,
      INSPECTOR: false,
    });
    expect(grantOf(m, 'sampling:manage_proposals')).toEqual({
      ADMIN: true,
      COORDINATOR: true,
      INSPECTOR: false,
    });
  });
});

describe('permissions.updateMatrix', () => {
  it('toggles one grant, the matrix and the checks follow, and it is audited', async () => {
    const caller = callerFor(database.db, admin);
    await expect(callerFor(database.db, coordinator).users.getAll()).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    const result = await caller.permissions.updateMatrix({
      role: 'COORDINATOR',
      permission: 'users:view_all',
      granted: true,
    });
    expect(result).toMatchObject({ changed: true });
    const m = await callerFor(database.db, coordinator).permissions.getPermissionMatrix();
    expect(grantOf(m, 'users:view_all').COORDINATOR).toBe(true);
    expect(await callerFor(database.db, coordinator).users.getAll()).toHaveLength(4);

    await caller.permissions.updateMatrix({
      role: 'COORDINATOR',
      permission: 'users:view_all',
      granted: false,
    });
    await expect(callerFor(database.db, coordinator).users.getAll()).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });

    const audits = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.resourceId, 'COORDINATOR:users:view_all'));
    expect(audits.map((a) => a.details)).toEqual([
      { role: 'COORDINATOR', permission: 'users:view_all', granted: true },
      { role: 'COORDINATOR', permission: 'users:view_all', granted: false },
    ]);
  });

  it('keeps the change inside the tenant', async () => {
    await callerFor(database.db, admin).permissions.updateMatrix({
      role: 'INSPECTOR',
      permission: 'reports:export',
      granted: true,
    });
    const mine = await callerFor(database.db, admin).permissions.getPermissionMatrix();
    const theirs = await callerFor(database.db, outsider).permissions.getPermissionMatrix();
    expect(grantOf(mine, 'reports:export').INSPECTOR).toBe(true);
    expect(grantOf(theirs, 'reports:export').INSPECTOR).toBe(false);
  });

  it('keeps administrators their user management rights', async () => {
    const caller = callerFor(database.db, admin);
    for (const permission of ['users:view_all', 'users:edit', 'users:create']) {
      await expect(
        caller.permissions.updateMatrix({ role: 'ADMIN', permission, granted: false }),
      ).rejects.toMatchObject({
        code: 'BAD_REQUEST',
        message: 'Administrators must keep user management rights.',
      });
    }
    const m = await caller.permissions.getPermissionMatrix();
    expect(grantOf(m, 'users:edit').ADMIN).toBe(true);
    // Other admin grants may still be switched off.
    await caller.permissions.updateMatrix({
      role: 'ADMIN',
      permission: 'reports:export',
      granted: false,
    });
    const after = await caller.permissions.getPermissionMatrix();
    expect(grantOf(after, 'reports:export').ADMIN).toBe(false);
  });

  it('refuses an unknown permission and non-administrators', async () => {
    await expectBadRequest(
      callerFor(database.db, admin).permissions.updateMatrix({
        role: 'INSPECTOR',
        permission: 'users:fly',
        granted: true,
      }),
      'Unknown permission.',
    );
    for (const user of [coordinator, inspector]) {
      await expect(
        callerFor(database.db, user).permissions.updateMatrix({
          role: staffRoleOf(user),
          permission: 'users:edit',
          granted: true,
        }),
      ).rejects.toMatchObject({ code: 'FORBIDDEN' });
    }
  });
});
