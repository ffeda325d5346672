import type { Db } from '@/server/db/client';
import { installers } from '@/server/db/schema/index';
import type { PlatformServices } from '@/server/platform/services';
import { callerFor, type TestUser } from '@/server/test-support/test-caller';

/**
 * The contact procedures as a signed-in user (or nobody) calls them; a test that watches the
 * mailer, the public URL or the files passes the services object it changes.
 */
export function contactsCallerFor(db: Db, user: TestUser | null, services?: PlatformServices) {
  return callerFor(db, user, undefined, services).installerContacts;
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
