import { en, en_GB, Faker } from '@faker-js/faker';
import type { Database } from '../db/client';
import { createUser } from '../db/factories';
import { buildInspectionRow } from '../db/inspection-factories';
import { inspections } from '../db/schema/index';

export type User = Awaited<ReturnType<typeof createUser>>;

const faker = new Faker({ locale: [en_GB, en] });
const counters = new WeakMap<Database, number>();

/**
 * An inspection row with the given fields (reference unique per test database). The random
 * fields depend only on how many rows this database has had, not on which test files ran
 * before in the same worker (Vitest runs files unisolated, decision 019). Wizard answers are
 * kept only when the row ends finished: an open inspection given by `overrides` has none.
 */
export async function insertInspection(
  database: Database,
  overrides: Partial<typeof inspections.$inferInsert>,
) {
  const counter = (counters.get(database) ?? 0) + 1;
  counters.set(database, counter);
  faker.seed(606 + counter);
  const built = buildInspectionRow(faker, {
    tenantId: 'default-tenant',
    reference: `INS-2026-${String(900000 + counter)}`,
    createdAt: new Date(Date.UTC(2026, 0, 1)),
    installers: ['Schedule Installer'],
    inspectors: ['Nobody'],
  });
  const status = overrides.status ?? built.status;
  const finished = status === 'PASSED' || status === 'FAILED';
  const [row] = await database.db
    .insert(inspections)
    .values({
      ...built,
      answers: finished ? built.answers : {},
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
