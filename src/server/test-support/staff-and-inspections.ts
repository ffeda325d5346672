import type { Database } from '../db/client';
import { createUser, type User } from './users';

export type { User };

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
  return createUser(database.db, { email, firstName, lastName, role, tenantId });
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
