import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { Db } from '../db/client';
import type { Actor } from '../trpc/actor';
import { enforceRequirement, SIGN_IN_MESSAGE, type Requirement } from '../trpc/requirement';
import { publicApiGuard } from '../features/public-api/guard';
import type { Auth } from './auth';
import { toFetchHeaders } from './fastify-bridge';
import { resolveRequestSession } from './session-user';

/* eslint-disable @typescript-eslint/consistent-type-definitions -- Fastify's types are extended by interface merging only */
declare module 'fastify' {
  interface FastifyContextConfig {
    /** What the route needs; every route under /api but better-auth's must declare it. */
    requires?: Requirement;
  }
  interface FastifyRequest {
    /** Set by the /api guard before the handler runs; read it with actorOf(request). */
    actor: Actor | null;
  }
  interface FastifyInstance {
    /** Every guarded /api route with its requirement (the authorization test reads it). */
    apiRoutes: readonly ApiRoute[];
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */

export type ApiRoute = { method: string; url: string; requires: Requirement };

/**
 * The public API's description and reference page hold no data and are read before anyone has
 * a key (docs/api.md): open to all, like better-auth's own routes, which authenticate
 * themselves (sign-in cannot need a session).
 */
const isOpenUrl = (url: string) =>
  url === '/api/v1/openapi.json' || url === '/api/v1/docs' || url.startsWith('/api/v1/docs/');
export const isGuardedUrl = (url: string) =>
  url.startsWith('/api/') && !url.startsWith('/api/auth/') && !isOpenUrl(url);
/** The public REST API authenticates by API key only, never by session (features/public-api). */
const isPublicApiUrl = (url: string) => url.startsWith('/api/v1/');

/**
 * The one guard for the routes under /api (downloads, uploads, exports).
 * Each route declares `config: { requires: 'session' | Permission }`; a route
 * without one stops the app from starting. Before the handler runs the guard
 * resolves the session once, applies the same access policies and permission
 * check as tRPC (requirement.ts), and leaves the Actor on the request.
 * Refusals: 401 without a session, the policy's own status (503 in
 * maintenance, 403 while MFA must be set up), 403 without the permission;
 * each as `{ error: message }` with the tRPC middleware's message.
 * Register it before any /api route.
 */
export function registerApiGuard(app: FastifyInstance, deps: { auth: Auth; db: Db }) {
  const routes: ApiRoute[] = [];
  app.decorate('apiRoutes', routes);
  app.decorateRequest('actor', null);
  app.addHook('onRoute', (route) => {
    if (!isGuardedUrl(route.url)) return;
    const requires = route.config?.requires;
    if (!requires) throw new Error(`${route.url} declares no requirement (config.requires)`);
    // Fastify adds a HEAD twin for every GET, which gets its own guard through this hook.
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routes.push({ method, url: route.url, requires });
    }
    const guard = isPublicApiUrl(route.url)
      ? publicApiGuard(deps.db, requires)
      : guardFor(deps, requires);
    route.preHandler = [guard, ...[route.preHandler ?? []].flat()];
  });
}

function guardFor(deps: { auth: Auth; db: Db }, requires: Requirement): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const signedIn = await resolveRequestSession(deps.auth, request.headers, () =>
      toFetchHeaders(request),
    );
    if (!signedIn) return reply.status(401).send({ error: SIGN_IN_MESSAGE });
    const actor: Actor = {
      db: deps.db,
      tenantId: signedIn.user.tenantId,
      user: signedIn.user,
      ip: request.ip,
    };
    try {
      await enforceRequirement(actor, requires, `route:${request.routeOptions.url}`);
    } catch (error) {
      if (!(error instanceof TRPCError)) throw error;
      return reply.status(getHTTPStatusCodeFromError(error)).send({ error: error.message });
    }
    request.actor = actor;
  };
}

/** The guard's Actor for a route under /api; only a route without a declaration has none. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new Error(`${request.routeOptions.url} ran without the /api guard`);
  return request.actor;
}
