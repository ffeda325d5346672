import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { listDefaultGrants, type Permission } from '@/shared/permissions';
import type { Database } from '@/server/db/client';
import { createUser } from '@/server/test-support/users';
import { rolePermissions } from '@/server/db/schema/index';
import { callerFor, type TestUser } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';
import { toKnownPermissions } from './known-permissions';

let database: Database;
let inspector: TestUser;
let coordinator: TestUser;

const defaultsOf = (role: TestUser['role']) =>
  listDefaultGrants()
    .filter((g) => g.role === role)
    .map((g) => g.permission)
    .sort();

beforeAll(async () => {
  database = await openTestDatabase();
  const make = (role: TestUser['role'], email: string) =>
    createUser(database.db, { email, firstName: 'A', lastName: 'B', role });
  inspector = await make('INSPECTOR', 'insp@session.test');
  coordinator = await make('COORDINATOR', 'coord@session.test');
});
afterAll(() => database.close());

describe('toKnownPermissions', () => {
  it('keeps catalogue keys and drops anything else', () => {
    expect(toKnownPermissions(['inspections:create', 'legacy:thing', 'audit:view', ''])).toEqual([
      'inspections:create',
      'audit:view',
    ]);
  });
});

describe('session.me', () => {
  it("returns the role's grants from the matrix, typed as Permission[]", async () => {
    const me = await callerFor(database.db, inspector).session.me();
    expectTypeOf(me.permissions).toEqualTypeOf<Permission[]>();
    expect(me.role).toBe('INSPECTOR');
    expect(me.permissions).toEqual(defaultsOf('INSPECTOR'));
    expect(me.permissions).not.toContain('inspections:create');
    const coordinatorMe = await callerFor(database.db, coordinator).session.me();
    expect(coordinatorMe.permissions).toContain('inspections:create');
  });

  it('never passes on a stored grant the catalogue no longer knows', async () => {
    await database.db.insert(rolePermissions).values({
      tenantId: inspector.tenantId,
      role: 'INSPECTOR',
      permission: 'inspections:archive_legacy',
    });
    const me = await callerFor(database.db, inspector).session.me();
    expect(me.permissions).not.toContain('inspections:archive_legacy');
    expect(me.permissions).toEqual(defaultsOf('INSPECTOR'));
  });
});
