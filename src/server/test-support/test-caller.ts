import pino from 'pino';
import type { Db } from '../db/client';
import { toSessionUser } from '../auth/session-user';
import { createCallerFactory } from '../trpc/init';
import { appRouter } from '../trpc/router';
import type { Role } from '../../shared/roles';

const createCaller = createCallerFactory(appRouter);
export const silentLogger = pino({ level: 'silent' });

export type TestUser = { id: string; email: string; role: Role; tenantId: string };

/** A tRPC caller with the context a signed-in user (or nobody) would get from a request. */
export function callerFor(db: Db, user: TestUser | null, ip = '203.0.113.7') {
  const sessionUser = user
    ? toSessionUser({ ...user, firstName: 'Test', lastName: user.role, isActive: true })
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
  });
}
