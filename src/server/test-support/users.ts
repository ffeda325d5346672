import { hashPassword } from 'better-auth/crypto';
import type { Db } from '../db/client';
import {
  createTenant as createTenantWithMatrix,
  createUser as storeUser,
  type NewUser,
} from '../db/factories';

/** The password every test user gets unless a test is about passwords. */
export const TEST_PASSWORD = 'password-1';

export type User = Awaited<ReturnType<typeof createUser>>;

const userCounts = new WeakMap<Db, number>();
let hashOfTestPassword: Promise<string> | undefined;

function testPasswordHash() {
  hashOfTestPassword ??= hashPassword(TEST_PASSWORD);
  return hashOfTestPassword;
}

const tenantCounts = new WeakMap<Db, number>();

function next(counts: WeakMap<Db, number>, db: Db) {
  const count = (counts.get(db) ?? 0) + 1;
  counts.set(db, count);
  return count;
}

/**
 * A user with an e-mail/password account. A test names only what it is about: the rest is an
 * inspector of the default tenant with the tests' password and an e-mail and name unique in
 * its database (numbered per database, so the same test always gets the same ones).
 */
export async function createUser(db: Db, overrides: Partial<NewUser> = {}) {
  const count = next(userCounts, db);
  const password = overrides.password ?? TEST_PASSWORD;
  return storeUser(db, {
    // The tests' one password is hashed once per process: a scrypt run per user was most of
    // what creating one cost. A test of another password gets it hashed as usual.
    ...(password === TEST_PASSWORD ? { passwordHash: await testPasswordHash() } : {}),
    email: `user-${count}@factory.test`,
    password: TEST_PASSWORD,
    firstName: 'Test',
    lastName: `User ${count}`,
    role: 'INSPECTOR',
    ...overrides,
  });
}

/** A tenant with the default role matrix; named `tenant-N` unless the test names it. */
export function createTenant(db: Db, id = `tenant-${next(tenantCounts, db)}`, name = id) {
  return createTenantWithMatrix(db, id, name);
}
