import { TRPCError } from '@trpc/server';
import { and, asc, desc, eq, gt } from 'drizzle-orm';
import { describeDevice } from '@/shared/sessions/device';
import { accountPreferencesSchema } from '@/shared/user-settings';
import { writeAudit } from '@/server/audit/write-audit';
import { sessions, users, userSettings } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { hasPermission } from '../permissions/service';
import { getTenantSetting } from '../settings/tenant-settings';
import { isIdleExpired } from './idle-timeout';

export type SessionRow = {
  id: string;
  userId: string;
  userName: string;
  userEmail: string;
  device: string;
  isMobile: boolean;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: Date;
  lastActivity: Date;
  expiresAt: Date;
  isCurrent: boolean;
};

const canManageAll = (actor: Actor) =>
  hasPermission(actor.db, actor.tenantId, actor.user.role, 'sessions:manage');

/**
 * Live sessions: not expired and not idle past their user's limit. Managers
 * (sessions:manage) see the whole tenant's, everyone else only their own.
 * The current session comes first (`currentSessionId`, the caller's own;
 * null for a caller without one), then the most recently active.
 */
export async function listSessions(
  actor: Actor,
  currentSessionId: string | null,
  now: Date = new Date(),
) {
  const everyone = await canManageAll(actor);
  const settings = await getTenantSetting(actor.db, actor.tenantId, 'sessions');
  const rows = await actor.db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
      expiresAt: sessions.expiresAt,
      preferences: userSettings.preferences,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userSettings, eq(userSettings.userId, sessions.userId))
    .where(
      and(
        eq(users.tenantId, actor.tenantId),
        gt(sessions.expiresAt, now),
        everyone ? undefined : eq(sessions.userId, actor.user.id),
      ),
    )
    .orderBy(desc(sessions.updatedAt), asc(sessions.id));

  const live: SessionRow[] = [];
  for (const row of rows) {
    const own = accountPreferencesSchema.safeParse(row.preferences ?? {});
    const ownTimeout = own.success ? own.data.sessionTimeoutMinutes : null;
    const timeout =
      ownTimeout === null
        ? settings.idleTimeoutMinutes
        : Math.min(ownTimeout, settings.idleTimeoutMinutes);
    if (isIdleExpired(row.updatedAt, timeout, now)) continue;
    const { device, isMobile } = describeDevice(row.userAgent);
    live.push({
      id: row.id,
      userId: row.userId,
      userName: [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email,
      userEmail: row.email,
      device,
      isMobile,
      ipAddress: row.ipAddress,
      userAgent: row.userAgent,
      createdAt: row.createdAt,
      lastActivity: row.updatedAt,
      expiresAt: row.expiresAt,
      isCurrent: row.id === currentSessionId,
    });
  }
  live.sort((a, b) => Number(b.isCurrent) - Number(a.isCurrent));

  return {
    sessions: live,
    canManageAll: everyone,
    stats: {
      active: live.length,
      current: live.some((s) => s.isCurrent) ? 1 : 0,
      mobile: live.filter((s) => s.isMobile).length,
      maxAllowed: settings.maxConcurrentSessions,
      /** The signed-in user's other sessions (the warning banner). */
      otherOwn: live.filter((s) => s.userId === actor.user.id && !s.isCurrent).length,
    },
  };
}

/** Ends one session: your own, or anyone's in the tenant with sessions:manage. Audited. */
export async function terminateSession(actor: Actor, id: string, currentSessionId: string | null) {
  if (id === currentSessionId) {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: 'This is your current session. Use Logout to end it.',
    });
  }
  const [target] = await actor.db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      email: users.email,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, id), eq(users.tenantId, actor.tenantId)));
  if (!target) {
    throw new TRPCError({ code: 'NOT_FOUND', message: 'This session has already ended.' });
  }
  if (target.userId !== actor.user.id && !(await canManageAll(actor))) {
    throw new TRPCError({
      code: 'FORBIDDEN',
      message: 'You can only end your own sessions.',
    });
  }
  await actor.db.transaction(async (tx) => {
    await tx.delete(sessions).where(eq(sessions.id, target.id));
    await writeAudit(tx, actor, {
      action: 'delete',
      resource: 'session',
      resourceId: target.id,
      details: {
        userId: target.userId,
        userEmail: target.email,
        device: describeDevice(target.userAgent).device,
        ipAddress: target.ipAddress,
      },
    });
  });
  return { id: target.id };
}
