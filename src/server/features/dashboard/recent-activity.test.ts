import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TENANT_ID } from '@/shared/roles';
import type { Database } from '@/server/db/client';
import { createUser } from '@/server/test-support/users';
import { auditLog } from '@/server/db/schema/index';
import { callerFor, type TestUser } from '@/server/test-support/test-caller';
import { openTestDatabase } from '@/server/test-support/test-database';

let database: Database;
let admin: TestUser;
let coordinator: TestUser;

beforeAll(async () => {
  database = await openTestDatabase();
  const make = (role: TestUser['role'], firstName: string) =>
    createUser(database.db, {
      email: `${firstName.toLowerCase()}@activity.test`,
      password: 'activity-password-1',
      firstName,
      lastName: 'Tester',
      role,
    });
  admin = await make('ADMIN', 'Ada');
  coordinator = await make('COORDINATOR', 'Cora');
  const at = (minute: number) => new Date(Date.UTC(2026, 10, 18, 9, minute));
  await database.db.insert(auditLog).values([
    {
      tenantId: DEFAULT_TENANT_ID,
      userId: admin.id,
      action: 'create',
      resource: 'installer',
      details: { name: 'Warm Homes Ltd' },
      timestamp: at(1),
    },
    {
      tenantId: DEFAULT_TENANT_ID,
      userId: coordinator.id,
      action: 'update',
      resource: 'inspection',
      resourceId: 'x',
      details: { reference: 'INS-2026-000123', from: 'PENDING', to: 'PASSED' },
      timestamp: at(2),
    },
    ...Array.from({ length: 12 }, (_, i) => ({
      tenantId: DEFAULT_TENANT_ID,
      userId: admin.id,
      action: 'update',
      resource: 'setting',
      timestamp: new Date(Date.UTC(2026, 9, 1, 9, i)),
    })),
  ]);
});
afterAll(() => database.close());

describe('dashboard.recentActivity', () => {
  it('shows an audit:view holder the last 10 entries of the tenant, newest first, readable', async () => {
    const result = await callerFor(database.db, admin).dashboard.recentActivity();
    expect(result.isWholeTenant).toBe(true);
    expect(result.entries).toHaveLength(10);
    expect(result.entries[0]!.text).toBe(
      'Cora Tester updated inspection INS-2026-000123 (pending → passed)',
    );
    expect(result.entries[1]!.text).toBe('Ada Tester created installer Warm Homes Ltd');
  });

  it('shows anyone else only their own actions', async () => {
    const result = await callerFor(database.db, coordinator).dashboard.recentActivity();
    expect(result.isWholeTenant).toBe(false);
    expect(result.entries.map((e) => e.text)).toEqual([
      'Cora Tester updated inspection INS-2026-000123 (pending → passed)',
    ]);
  });
});
