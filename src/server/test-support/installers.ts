import { DEFAULT_TENANT_ID } from '@/shared/roles';
import type { Db } from '../db/client';
import type { NewUser } from '../db/factories';
import { installerPortalUsers, installers } from '../db/schema/index';
import { createUser } from './users';

type NewInstaller = typeof installers.$inferInsert;

const counters = new WeakMap<Db, number>();

/** An installer of the default tenant, named `Installer N Ltd` (per database) unless the test names it. */
export async function createInstaller(db: Db, overrides: Partial<NewInstaller> = {}) {
  const counter = (counters.get(db) ?? 0) + 1;
  counters.set(db, counter);
  const [row] = await db
    .insert(installers)
    .values({ tenantId: DEFAULT_TENANT_ID, name: `Installer ${counter} Ltd`, ...overrides })
    .returning();
  return row!;
}

/**
 * An INSTALLER user of `installerId` (issue 31): the account as staff accounts are made, and
 * its link to the installer, the portal's scope. Returns the user with its installerId, ready
 * for callerFor and signInRequest (the tests' password).
 */
export async function createInstallerUser(
  db: Db,
  installerId: string,
  overrides: Partial<Omit<NewUser, 'role'>> = {},
) {
  const user = await createUser(db, {
    firstName: 'Ina',
    lastName: 'Installer',
    ...overrides,
    role: 'INSTALLER',
  });
  await db
    .insert(installerPortalUsers)
    .values({ userId: user.id, tenantId: user.tenantId, installerId });
  return { ...user, installerId };
}
