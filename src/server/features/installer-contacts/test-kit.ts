import type { Db } from '@/server/db/client';
import { installers } from '@/server/db/schema/index';
import { callerFor, type TestUser } from '@/server/test-support/test-caller';

/** The contact procedures as a signed-in user (or nobody) calls them. */
export function contactsCallerFor(db: Db, user: TestUser | null, ip = '203.0.113.7') {
  return callerFor(db, user, ip).installerContacts;
}

export async function insertInstaller(
  db: Db,
  values: Partial<typeof installers.$inferInsert> & { tenantId: string; name: string },
) {
  const [row] = await db.insert(installers).values(values).returning();
  return row!;
}

/** Catches a rejection so its code and message can be asserted exactly. */
export async function errorOf(call: Promise<unknown>) {
  return call.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error as { code?: string; message: string },
  );
}
