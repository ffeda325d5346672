import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Db } from '../db/client';
import type { Storage } from '../storage/storage';
import { ACCESS_POLICIES } from '../trpc/access-policies';
import type { Auth } from './auth';
import { toFetchHeaders } from './fastify-bridge';
import { resolveSessionUser } from './session-user';

/**
 * The file routes under /api (downloads, uploads, exports) answer to the same
 * tenant-wide access policies as tRPC calls (maintenance mode, required MFA).
 * Each route still checks its own session and permission; this hook only
 * refuses signed-in users a policy shuts out. better-auth's own routes are left alone.
 */
export function registerRouteAccessPolicies(
  app: FastifyInstance,
  deps: { auth: Auth; db: Db; storage: Storage; dataDir: string; logger: Logger },
) {
  app.addHook('preHandler', async (request, reply) => {
    if (!request.url.startsWith('/api/') || request.url.startsWith('/api/auth/')) return;
    const headers = toFetchHeaders(request);
    const signedIn = await resolveSessionUser(deps.auth, headers);
    if (!signedIn) return;
    const ctx = {
      db: deps.db,
      user: signedIn.user,
      session: signedIn.session,
      tenantId: signedIn.user.tenantId,
      ip: request.ip,
      logger: deps.logger,
      headers,
      auth: deps.auth,
      storage: deps.storage,
      dataDir: deps.dataDir,
    };
    try {
      for (const policy of ACCESS_POLICIES) await policy(ctx, `route:${request.routeOptions.url}`);
    } catch (error) {
      if (!(error instanceof TRPCError)) throw error;
      return reply.status(getHTTPStatusCodeFromError(error)).send({ error: error.message });
    }
  });
}
