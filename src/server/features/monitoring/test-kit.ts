import type { Db } from '@/server/db/client';
import { installers } from '@/server/db/schema/index';
import { callerFor, type TestUser } from '@/server/test-support/test-caller';

/** A caller with the context a signed-in user would get from a request. */
export function monitoringCaller(db: Db, user: TestUser) {
  return callerFor(db, user, '203.0.113.9').monitoring;
}

let counter = 0;

/** An installer row with exactly the figures a test needs. */
export async function insertInstaller(
  db: Db,
  values: Partial<typeof installers.$inferInsert> & { tenantId: string },
) {
  counter += 1;
  const [row] = await db
    .insert(installers)
    .values({ name: `Installer ${counter}`, ...values })
    .returning();
  return row!;
}
