import type { Role } from '../../../shared/roles';
import { toSessionUser } from '../../auth/session-user';
import type { Db } from '../../db/client';
import { installers } from '../../db/schema/index';
import { silentLogger } from '../../test-support/test-caller';
import { createCallerFactory, router } from '../../trpc/init';
import { monitoringRouter } from './router';

// Test-only: the monitoring router on its own, until the app router mounts it.
const createCaller = createCallerFactory(router({ monitoring: monitoringRouter }));

type TestUser = { id: string; email: string; role: Role; tenantId: string; firstName?: string };

/** A caller with the context a signed-in user would get from a request. */
export function monitoringCaller(db: Db, user: TestUser) {
  const sessionUser = toSessionUser({
    firstName: 'Test',
    lastName: user.role,
    ...user,
    isActive: true,
  });
  return createCaller({
    db,
    user: sessionUser,
    session: { id: 'test-session', expiresAt: new Date(Date.now() + 3_600_000) },
    tenantId: user.tenantId,
    ip: '203.0.113.9',
    logger: silentLogger,
  }).monitoring;
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
