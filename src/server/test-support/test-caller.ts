import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { createLocalStorage } from '../storage/local-storage';
import type { PlatformServices } from '../platform/services';
import type { Db } from '../db/client';
import { toSessionUser } from '../auth/to-session-user';
import { createCallerFactory } from '../trpc/init';
import { appRouter } from '../trpc/router';
import type { AccountRole } from '@/shared/roles';
import { createTestServices } from './test-services';

const createCaller = createCallerFactory(appRouter);
export const silentLogger = pino({ level: 'silent' });

export type TestUser = {
  id: string;
  email: string;
  role: AccountRole;
  tenantId: string;
  installerId?: string | null;
  firstName?: string;
  lastName?: string;
};

let testDataDir: string | null = null;
/** One temporary DATA_DIR per test file (files and backups of test callers). */
export function testDataDirectory() {
  testDataDir ??= mkdtempSync(join(tmpdir(), 'inspecthub-test-data-'));
  return testDataDir;
}

/**
 * A tRPC caller with the context a signed-in user (or nobody) would get from a request.
 * `services` defaults to no mailer, the default public URL and the file's DATA_DIR/files; a
 * test that watches or swaps one passes its own object (and changes it between calls).
 */
export function callerFor(
  db: Db,
  user: TestUser | null,
  ip = '203.0.113.7',
  services: PlatformServices = createTestServices({
    storage: createLocalStorage(join(testDataDirectory(), 'files')),
  }),
) {
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
    fetchHeaders: () => new Headers(),
    auth: null,
    services,
    operatorEmails: [],
  });
}

/** Asserts a BAD_REQUEST whose first validation message is the given one (what the client shows). */
export async function expectBadRequest(call: Promise<unknown>, message: string) {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  const { expect } = await import('vitest');
  expect(error).toMatchObject({ code: 'BAD_REQUEST' });
  const cause = (error as { cause?: { issues?: { message: string }[] } }).cause;
  expect(cause?.issues?.[0]?.message ?? (error as Error).message).toBe(message);
}
