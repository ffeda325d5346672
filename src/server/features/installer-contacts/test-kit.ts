import { toSessionUser } from '../../auth/session-user';
import type { Db } from '../../db/client';
import { installers } from '../../db/schema/index';
import { createCallerFactory, router } from '../../trpc/init';
import { silentLogger, type TestUser } from '../../test-support/test-caller';
import { installerContactsRouters } from './router';

// Tests mount the routers the way the app router does, without depending on its wiring.
const testRouter = router({ installerContacts: router(installerContactsRouters) });
const createCaller = createCallerFactory(testRouter);

/** Same context as test-support's callerFor, over the contact routers only. */
export function contactsCallerFor(db: Db, user: TestUser | null, ip = '203.0.113.7') {
  const sessionUser = user
    ? toSessionUser({ firstName: 'Test', lastName: user.role, ...user, isActive: true })
    : null;
  return createCaller({
    db,
    user: sessionUser,
    session: sessionUser
      ? { id: 'test-session', expiresAt: new Date(Date.now() + 3_600_000) }
      : null,
    tenantId: sessionUser?.tenantId ?? null,
    ip,
    logger: silentLogger,
  }).installerContacts;
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
