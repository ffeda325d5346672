import { eq, inArray, lt, lte, or } from 'drizzle-orm';
import { accountPreferencesSchema } from '@/shared/user-settings';
import { sessions, users, userSettings } from '@/server/db/schema/index';
import type { Job, JobContext } from '@/server/jobs/scheduler';
import { getTenantSetting } from '../settings/tenant-settings';
import { isIdleExpired } from './idle-timeout';

/** The shortest idle timeout anyone can have (tenant minimum, spec 02 §5). */
const MIN_IDLE_MINUTES = 5;

/**
 * Requests already refuse idle and expired sessions; this removes the ones
 * nobody comes back to, so the sessions list and table stay small.
 * Returns how many it deleted.
 */
export async function removeDeadSessions({ db, now }: Pick<JobContext, 'db' | 'now'>) {
  const candidates = await db
    .select({
      id: sessions.id,
      expiresAt: sessions.expiresAt,
      updatedAt: sessions.updatedAt,
      tenantId: users.tenantId,
      preferences: userSettings.preferences,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userSettings, eq(userSettings.userId, sessions.userId))
    .where(
      or(
        lte(sessions.expiresAt, now),
        lt(sessions.updatedAt, new Date(now.getTime() - MIN_IDLE_MINUTES * 60_000)),
      ),
    );
  const dead: string[] = [];
  for (const row of candidates) {
    if (row.expiresAt <= now) {
      dead.push(row.id);
      continue;
    }
    const tenant = await getTenantSetting(db, row.tenantId, 'sessions');
    const own = accountPreferencesSchema.safeParse(row.preferences ?? {});
    const ownTimeout = own.success ? own.data.sessionTimeoutMinutes : null;
    const timeout =
      ownTimeout === null
        ? tenant.idleTimeoutMinutes
        : Math.min(ownTimeout, tenant.idleTimeoutMinutes);
    if (isIdleExpired(row.updatedAt, timeout, now)) dead.push(row.id);
  }
  if (dead.length > 0) await db.delete(sessions).where(inArray(sessions.id, dead));
  return { deleted: dead.length };
}

export const sessionCleanupJob: Job = {
  name: 'sessions.cleanup',
  everyMs: 15 * 60_000,
  run: async (ctx) => {
    const result = await removeDeadSessions(ctx);
    if (result.deleted > 0) ctx.logger.info(result, 'removed expired and idle sessions');
    return result;
  },
};
