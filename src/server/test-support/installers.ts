import { DEFAULT_TENANT_ID } from '@/shared/roles';
import type { Db } from '../db/client';
import { installers } from '../db/schema/index';

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
