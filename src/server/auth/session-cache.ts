import type { IncomingHttpHeaders } from 'node:http';
import type { SessionUser } from '../trpc/actor';
import { SESSION_EXPIRES_IN_SECONDS, SESSION_UPDATE_AGE_SECONDS } from './auth';

/** Names of the request-context caches (db/change-cache.ts) 'Clear Cache' empties. */
export const SESSIONS_CACHE = 'sessions';
// 'idle-timeouts': features/sessions/idle-timeout.ts.
export const REQUEST_CONTEXT_CACHES = [SESSIONS_CACHE, 'idle-timeouts'] as const;
/** A cached session is looked up again at least this often (belt and braces; changes drop it at once). */
export const SESSION_CACHE_MS = 5 * 60_000;

/** What a request's credential resolved to: the user, the session, its last recorded activity. */
export type CachedSession = {
  user: SessionUser;
  session: { id: string; expiresAt: Date };
  lastActivity: Date;
};

// better-auth's session cookie: `better-auth.session_token`, with `__Secure-` on HTTPS.
const SESSION_COOKIE = /(?:^|;)\s*((?:__Secure-)?better-auth\.session_token)=([^;]*)/g;

/**
 * Everything better-auth reads to find the session: the Authorization header
 * and the session cookies, verbatim. better-auth verified this very string
 * (its HMAC signature) when the entry was stored, so a hit needs no crypto.
 * '' when the request carries neither: it has no session.
 */
export function credentialKey(headers: IncomingHttpHeaders): string {
  const authorization = headers.authorization ?? '';
  const cookie = headers.cookie ?? '';
  let cookies = '';
  if (cookie.includes('session_token')) {
    for (const match of cookie.matchAll(SESSION_COOKIE)) cookies += `${match[1]}=${match[2]};`;
  }
  if (!authorization && !cookies) return '';
  return `${authorization}\n${cookies}`;
}

/**
 * Whether better-auth must see the session itself: it has expired (better-auth
 * deletes it) or it is due for better-auth's expiry extension (updateAge).
 */
export function needsBetterAuth(entry: CachedSession, now: number) {
  const expiresAt = entry.session.expiresAt.getTime();
  return (
    expiresAt <= now ||
    expiresAt - SESSION_EXPIRES_IN_SECONDS * 1000 + SESSION_UPDATE_AGE_SECONDS * 1000 <= now
  );
}
