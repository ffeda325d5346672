import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { authDatabase } from '../features/sessions/auth-database';
import { CLIENT_IP_HEADER, type Auth } from './auth';
import { retryText } from '../lib/password-throttle';
import {
  afterResetPassword,
  checkResetCall,
  REQUEST_RESET_PATH,
  RESET_PASSWORD_PATH,
} from './password-reset';
import { afterSignInAttempt, beforeSignInAttempt, type SignInAttempt } from './sign-in-throttle';

// Headers a client could use to pretend to be another address.
const SPOOFABLE_IP_HEADERS = [
  'x-forwarded-for',
  'x-real-ip',
  'cf-connecting-ip',
  'true-client-ip',
  CLIENT_IP_HEADER,
];

/** Fetch-API headers from a Fastify request, with the client IP set from the socket. */
export function toFetchHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || SPOOFABLE_IP_HEADERS.includes(name)) continue;
    headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/**
 * The better-auth endpoints the web app calls (src/web: sign-in, the second step, sign-out
 * and the session read); every other path under /api/auth answers 404 before better-auth
 * sees it. better-auth and its plugins expose many more (change-password, two-factor/enable,
 * update-user, list-sessions, admin/*, ...) that re-check passwords or change accounts
 * without our throttle, validation and audit; our own procedures do those jobs
 * (docs/security-sign-in.md). A new plugin endpoint stays closed until it is listed here.
 */
export const OPEN_AUTH_ENDPOINTS: ReadonlyMap<string, 'GET' | 'POST'> = new Map([
  ['/api/auth/get-session', 'GET'],
  ['/api/auth/sign-in/email', 'POST'],
  ['/api/auth/sign-out', 'POST'],
  ['/api/auth/two-factor/verify-totp', 'POST'],
  ['/api/auth/two-factor/verify-backup-code', 'POST'],
  // 'Forgot password?' (password-reset.ts): the link in the e-mail opens our page, which
  // posts the token, so better-auth's GET /reset-password/:token redirect stays closed.
  ['/api/auth/request-password-reset', 'POST'],
  ['/api/auth/reset-password', 'POST'],
  // Single sign-on (docs/sso.md): the sign-in page starts it; the identity provider sends the
  // browser back to the callback, one path per provider (isOpenAuthEndpoint).
  ['/api/auth/sign-in/sso', 'POST'],
]);

// /api/auth/sso/callback/<providerId>: our provider ids are 'oidc-' and 12 hex digits.
const SSO_CALLBACK = /^\/api\/auth\/sso\/callback\/oidc-[0-9a-f]{12}$/;

/** Whether a method and exact path are open (see OPEN_AUTH_ENDPOINTS). */
export const isOpenAuthEndpoint = (method: string, path: string) =>
  OPEN_AUTH_ENDPOINTS.get(path) === method || (method === 'GET' && SSO_CALLBACK.test(path));

export const JSON_ONLY_MESSAGE = 'Send the request body as JSON (Content-Type: application/json).';

/** The media type of a Content-Type header ('application/json; charset=utf-8' -> 'application/json'). */
const mediaTypeOf = (header: string | undefined) =>
  (header ?? '').split(';')[0]!.trim().toLowerCase();

/** Mounts better-auth's fetch handler under /api/auth/*. */
export async function registerAuthRoutes(app: FastifyInstance, auth: Auth, baseUrl: string) {
  await app.register((scope, _options, done) => {
    // better-auth parses bodies itself: hand it the raw text, whatever the type (or none).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, parsed) =>
      parsed(null, body),
    );
    scope.route({
      method: ['GET', 'POST'],
      url: '/api/auth/*',
      handler: async (request, reply) => {
        const body =
          typeof request.body === 'string' && request.body !== '' ? request.body : undefined;
        const url = new URL(request.url, baseUrl);
        // Exact paths only: a trailing slash, another case or a percent-escape is not listed.
        if (!isOpenAuthEndpoint(request.method, url.pathname)) {
          return reply.status(404).send({ code: 'NOT_FOUND', message: 'Not found.' });
        }
        // better-auth also reads form-encoded and multipart bodies; the sign-in throttle (and
        // anything else we check) reads JSON. One encoding means every guess is counted.
        if (
          body !== undefined &&
          mediaTypeOf(request.headers['content-type']) !== 'application/json'
        ) {
          return reply
            .status(415)
            .send({ code: 'UNSUPPORTED_MEDIA_TYPE', message: JSON_ONLY_MESSAGE });
        }
        const db = authDatabase(auth);
        let attempt: SignInAttempt | null = null;
        if (db && url.pathname === '/api/auth/sign-in/email') {
          attempt = { db, ip: request.ip, body };
          const refused = await beforeSignInAttempt(attempt);
          if (refused) return tooManyRequests(reply, refused.seconds, refused.message);
        }
        if (db && (url.pathname === REQUEST_RESET_PATH || url.pathname === RESET_PASSWORD_PATH)) {
          const refused = await checkResetCall(db, url.pathname, request.ip, body);
          if (refused?.status === 429)
            return tooManyRequests(reply, refused.seconds ?? 60, refused.message);
          if (refused)
            return reply.status(400).send({ code: 'VALIDATION_ERROR', message: refused.message });
        }
        const response = await auth.handler(
          new Request(url, {
            method: request.method,
            headers: toFetchHeaders(request),
            body: request.method === 'GET' ? undefined : body,
          }),
        );
        if (attempt) await afterSignInAttempt(attempt, response.status);
        if (db && url.pathname === RESET_PASSWORD_PATH)
          await afterResetPassword(db, request.ip, response.status);
        if (response.status === 429) {
          // better-auth's own flood limit: say when to retry, as every 429 here does.
          const seconds = Number(response.headers.get('x-retry-after')) || 60;
          return tooManyRequests(reply, seconds, `Too many requests. ${retryText(seconds)}`);
        }
        void reply.status(response.status);
        response.headers.forEach((value, name) => {
          if (name !== 'set-cookie') void reply.header(name, value);
        });
        // Headers.forEach folds Set-Cookie into one line; browsers need each cookie separately.
        const cookies = response.headers.getSetCookie();
        if (cookies.length > 0) void reply.header('set-cookie', cookies);
        return reply.send(response.body ? await response.text() : null);
      },
    });
    done();
  });
}

/** A 429 that says when to retry, in the header and in words (better-auth's error shape). */
function tooManyRequests(reply: FastifyReply, seconds: number, message: string) {
  return reply
    .status(429)
    .header('retry-after', String(seconds))
    .send({ code: 'TOO_MANY_REQUESTS', message, retryAfterSeconds: seconds });
}
