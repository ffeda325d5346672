import type { Database } from '../db/client';
import { buildApp } from '../app';
import type { OverloadLimits } from '../lib/overload';
import type { PlatformServices } from '../platform/services';
import { silentLogger } from './test-caller';
import { createTestServices } from './test-services';

export const TEST_BASE_URL = 'http://localhost:3999';

/** The real Fastify app (auth bridge, tRPC, health) on a test database, without the SPA. */
export function buildTestApp(
  database: Database,
  overrides: {
    trustProxy?: string[];
    /** More origins better-auth trusts (TRUSTED_ORIGINS), e.g. a test's own identity provider. */
    trustedOrigins?: string[];
    operatorEmails?: string[];
    trpcFastQueries?: boolean;
    overloadLimits?: OverloadLimits;
    /** The server's own services object; a test that swaps the mailer keeps it and changes it. */
    services?: PlatformServices;
  } = {},
) {
  return buildApp({
    ...overrides,
    database,
    logger: silentLogger,
    authSecret: 'test-secret-that-is-long-enough-000000',
    baseUrl: TEST_BASE_URL,
    services: overrides.services ?? createTestServices(),
  });
}

export function signInRequest(
  email: string,
  password: string,
  extra: { ip?: string; headers?: Record<string, string> } = {},
) {
  return {
    method: 'POST' as const,
    url: '/api/auth/sign-in/email',
    remoteAddress: extra.ip ?? '198.51.100.1',
    headers: { 'content-type': 'application/json', origin: TEST_BASE_URL, ...extra.headers },
    payload: JSON.stringify({ email, password }),
  };
}
