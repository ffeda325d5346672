import { eq } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { changeCache } from '@/server/db/change-cache';
import { sessions } from '@/server/db/schema/index';
import { getTenantSetting } from '../settings/tenant-settings';
import { getUserSettings } from '../settings/user-settings';

/** Last activity is written at most this often per session, so reads stay reads. */
export const ACTIVITY_WRITE_INTERVAL_MS = 60_000;

/**
 * The idle limit that applies to a user: the tenant's (Admin Settings >
 * Sessions) or the user's own preference (Account Settings), whichever is
 * shorter; a preference of 'never' leaves the tenant's.
 */
export async function effectiveIdleTimeoutMinutes(db: Db | Tx, tenantId: string, userId: string) {
  // Kept per server until the user's or the tenant's settings change (db/change-cache.ts).
  const cache = changeCache<number>(db, IDLE_TIMEOUTS_CACHE, 10 * 60_000);
  if (!cache) return readIdleTimeoutMinutes(db, tenantId, userId);
  return cache.through(userId, { userId, tenantId }, () =>
    readIdleTimeoutMinutes(db, tenantId, userId),
  );
}

export const IDLE_TIMEOUTS_CACHE = 'idle-timeouts';

async function readIdleTimeoutMinutes(db: Db | Tx, tenantId: string, userId: string) {
  const tenant = await getTenantSetting(db, tenantId, 'sessions');
  const preferences = await getUserSettings(db, userId, 'preferences');
  const own = preferences.sessionTimeoutMinutes;
  return own === null ? tenant.idleTimeoutMinutes : Math.min(own, tenant.idleTimeoutMinutes);
}

export function isIdleExpired(lastActivity: Date, timeoutMinutes: number, now: Date) {
  return now.getTime() - lastActivity.getTime() > timeoutMinutes * 60_000;
}

type ActiveSession = { id: string; updatedAt: Date | string };

/**
 * Called wherever a request's session is resolved. A session idle longer than
 * the effective timeout is deleted (so better-auth forgets it too) and the
 * request is treated as signed out (null); otherwise its last activity (the
 * session's `updated_at`) moves forward, at most once a minute, and the
 * recorded last activity is returned.
 */
export async function checkSessionActivity(
  db: Db,
  session: ActiveSession,
  user: { id: string; tenantId: string },
  now: Date = new Date(),
): Promise<Date | null> {
  const lastActivity = new Date(session.updatedAt);
  const timeout = await effectiveIdleTimeoutMinutes(db, user.tenantId, user.id);
  if (isIdleExpired(lastActivity, timeout, now)) {
    await db.delete(sessions).where(eq(sessions.id, session.id));
    return null;
  }
  return recordActivity(db, session.id, lastActivity, now);
}

/** Moves a live session's last activity to now when the last write is a minute old. */
export async function recordActivity(db: Db, sessionId: string, lastActivity: Date, now: Date) {
  if (now.getTime() - lastActivity.getTime() < ACTIVITY_WRITE_INTERVAL_MS) return lastActivity;
  await db.update(sessions).set({ updatedAt: now }).where(eq(sessions.id, sessionId));
  return now;
}
