import { en, en_GB, Faker } from '@faker-js/faker';
import type { Database } from '../db/client';
import { createUser } from '../db/factories';
import { buildInspectionRow } from '../db/inspection-factories';
import { inspections } from '../db/schema/index';

export type User = Awaited<ReturnType<typeof createUser>>;

const faker = new Faker({ locale: [en_GB, en], seed: 606 });
let counter = 0;

/** An inspection row with the given fields (reference unique per test file). */
export async function insertInspection(
  database: Database,
  overrides: Partial<typeof inspections.$inferInsert>,
) {
  counter += 1;
  const [row] = await database.db
    .insert(inspections)
    .values({
      ...buildInspectionRow(faker, {
        tenantId: 'default-tenant',
        reference: `INS-2026-${String(900000 + counter)}`,
        createdAt: new Date(Date.UTC(2026, 0, 1)),
        installers: ['Schedule Installer'],
        inspectors: ['Nobody'],
      }),
      inspectorName: null,
      inspectorUserId: null,
      scheduledTime: null,
      ...overrides,
    })
    .returning();
  return row!;
}

export type StaffUserArgs = [
  email: string,
  firstName: string,
  lastName: string,
  role: User['role'],
  tenantId?: string,
];

/** One staff user with the tests' password, in the default tenant unless another is named. */
export function createStaffUser(database: Database, ...args: StaffUserArgs) {
  const [email, firstName, lastName, role, tenantId] = args;
  return createUser(database.db, {
    email,
    password: 'password-1',
    firstName,
    lastName,
    role,
    tenantId,
  });
}

export async function createStaff(database: Database) {
  const make = (email: string, firstName: string, lastName: string, role: User['role']) =>
    createStaffUser(database, email, firstName, lastName, role);
  return {
    admin: await make('admin@test.uk', 'Ada', 'Min', 'ADMIN'),
    coordinator: await make('coord@test.uk', 'Cora', 'Ord', 'COORDINATOR'),
    inspector: await make('tom@test.uk', 'Tom', 'Hughes', 'INSPECTOR'),
    otherInspector: await make('ivy@test.uk', 'Ivy', 'Lane', 'INSPECTOR'),
  };
}
