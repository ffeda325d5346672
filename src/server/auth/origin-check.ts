import type { FastifyInstance, FastifyRequest } from 'fastify';

export const CROSS_SITE_MESSAGE = 'This request came from another site and was refused.';

const CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF defence for tRPC and /api: a request that can change something must
 * come from our own pages. Browsers send Origin on every such request, so a
 * foreign or `null` Origin (sandboxed frames, some redirects) is refused, and
 * so is a cookie-carrying request with no Origin at all. Requests without
 * cookies (bearer tokens, scripts) cannot ride a user's session and pass.
 * /api/auth is left to better-auth, which applies the same trusted origins. The public API
 * (/api/v1) is left out too: it takes an API key only and never a cookie (public-api/guard.ts),
 * and a key, unlike a cookie, is never sent by a browser on a user's behalf, so there is no
 * session for another site to ride; its refusals stay problem documents.
 */
export function registerOriginCheck(app: FastifyInstance, trustedOrigins: readonly string[]) {
  const trusted = new Set(trustedOrigins.map((origin) => new URL(origin).origin));
  // A callback hook, not an async one: no promise on every request (issue 17).
  app.addHook('onRequest', (request, reply, done) => {
    if (!CHANGING_METHODS.has(request.method)) return done();
    const path = request.url;
    if (!(path.startsWith('/trpc') || path.startsWith('/api/')) || path.startsWith('/api/auth/'))
      return done();
    if (path.startsWith('/api/v1/')) return done();
    if (isAllowed(request, trusted)) return done();
    request.log.warn(
      { origin: request.headers.origin ?? null, path },
      'cross-site request refused',
    );
    void reply.status(403).send({ message: CROSS_SITE_MESSAGE });
  });
}

function isAllowed(request: FastifyRequest, trusted: Set<string>) {
  const origin = request.headers.origin;
  if (origin === undefined) return !request.headers.cookie;
  if (origin === 'null') return false;
  return trusted.has(origin) || origin === `${request.protocol}://${request.host}`;
}
