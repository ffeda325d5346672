import type { IncomingHttpHeaders } from 'node:http';
import { eq } from 'drizzle-orm';
import { changeCache } from '../db/change-cache';
import { sessions } from '../db/schema/index';
import { authDatabase } from '../features/sessions/auth-database';
import {
  checkSessionActivity,
  effectiveIdleTimeoutMinutes,
  isIdleExpired,
  recordActivity,
} from '../features/sessions/idle-timeout';
import type { Auth } from './auth';
import {
  credentialKey,
  needsBetterAuth,
  SESSION_CACHE_MS,
  SESSIONS_CACHE,
  type CachedSession,
} from './session-cache';
import type { SessionUser } from '../trpc/actor';
import { sessionUserOf } from './to-session-user';

export type ResolvedSession = { user: SessionUser; session: { id: string; expiresAt: Date } };

/**
 * The session behind a request's cookie or Bearer token; an inactive user has
 * none, and neither has a session idle past its timeout (it is deleted here).
 *
 * Issue 17: the answer is kept per server by credential (session-cache.ts)
 * and dropped the moment the database reports a change to the session, the
 * user, their settings or the tenant's (db/change-feed.ts). A hit re-checks
 * expiry and the idle timeout against the clock and records activity as
 * before; anything unusual (expired, due for extension, idle by the cached
 * figures) goes to better-auth and the database as on a miss.
 */
export async function resolveRequestSession(
  auth: Auth,
  rawHeaders: IncomingHttpHeaders,
  headers: () => Headers,
): Promise<ResolvedSession | null> {
  const key = credentialKey(rawHeaders);
  if (!key) return null;
  const db = authDatabase(auth);
  const cache = db ? changeCache<CachedSession>(db, SESSIONS_CACHE, SESSION_CACHE_MS) : null;
  const hit = cache?.get(key);
  if (db && cache && hit) {
    const now = new Date();
    if (!needsBetterAuth(hit, now.getTime())) {
      const { user } = hit;
      const timeout = await effectiveIdleTimeoutMinutes(db, user.tenantId, user.id);
      if (!isIdleExpired(hit.lastActivity, timeout, now)) {
        hit.lastActivity = await recordActivity(db, hit.session.id, hit.lastActivity, now);
        return { user, session: hit.session };
      }
    }
    cache.delete(key);
  }
  const epoch = cache?.epoch ?? 0;
  const result = await auth.api.getSession({ headers: headers() });
  if (!result) return null;
  const user = await sessionUserOf(db, result.user);
  if (!user) {
    // A session better-auth still holds but the app refuses (an installer made not Active
    // other than through its status change, which ends them): forgotten, as an idle one is,
    // so the web app's guard, which asks better-auth, sends the user to sign in again.
    if (db) await db.delete(sessions).where(eq(sessions.id, result.session.id));
    return null;
  }
  const session = { id: result.session.id, expiresAt: new Date(result.session.expiresAt) };
  if (!db) return { user, session };
  const lastActivity = await checkSessionActivity(db, result.session, user);
  if (!lastActivity) return null;
  cache?.setIfUnchanged(
    key,
    { userId: user.id, tenantId: user.tenantId },
    { user, session, lastActivity },
    epoch,
  );
  return { user, session };
}

/** The same for callers holding Fetch-API headers only. */
export async function resolveSessionUser(auth: Auth, headers: Headers) {
  const raw: IncomingHttpHeaders = {};
  headers.forEach((value, name) => (raw[name] = value));
  return resolveRequestSession(auth, raw, () => headers);
}
