import { and, desc, eq, gt, inArray, ne } from 'drizzle-orm';
import { formatDateTime } from '@/shared/format';
import { describeDevice } from '@/shared/sessions/device';
import { writeAudit } from '@/server/audit/write-audit';
import type { RecordedActor } from '@/server/trpc/actor';
import type { Db, Tx } from '@/server/db/client';
import { auditLog, sessions, users } from '@/server/db/schema/index';
import { notify } from '../notifications/notify';
import { getTenantSetting } from '../settings/tenant-settings';
import { getUserSettings } from '../settings/user-settings';

export type CreatedSession = {
  id: string;
  userId: string;
  ipAddress?: string | null;
  userAgent?: string | null;
};

/** How many earlier sign-ins are compared with a new one when deciding whether it is unfamiliar. */
const KNOWN_SIGN_INS = 200;

/**
 * Runs after better-auth stored a new session: ends the user's oldest
 * sessions beyond the tenant's limit, records the sign-in in the audit log,
 * and tells the user about a sign-in from somewhere unfamiliar.
 */
export async function recordSignIn(db: Db, session: CreatedSession, now: Date = new Date()) {
  const [user] = await db
    .select({ id: users.id, email: users.email, tenantId: users.tenantId })
    .from(users)
    .where(eq(users.id, session.userId));
  if (!user) return;
  const actor: RecordedActor = {
    tenantId: user.tenantId,
    user: { id: user.id, email: user.email },
    ip: session.ipAddress ?? '',
  };
  const { device } = describeDevice(session.userAgent);
  await db.transaction(async (tx) => {
    await endSessionsOverLimit(tx, actor, session.id, now);
    const isUnfamiliar = await isUnfamiliarSignIn(tx, user, session, device);
    await writeAudit(tx, actor, {
      action: 'sign_in',
      resource: 'session',
      resourceId: session.id,
      details: { device },
    });
    if (!isUnfamiliar) return;
    const preferences = await getUserSettings(tx, user.id, 'preferences');
    if (!preferences.loginNotifications) return;
    await notify(tx, {
      tenantId: user.tenantId,
      userId: user.id,
      event: 'system',
      type: 'warning',
      title: 'New sign-in to your account',
      message: `Signed in from ${device} (IP ${session.ipAddress || 'unknown'}) on ${formatDateTime(now)}. If this was not you, change your password and end that session.`,
      actionUrl: '/settings?tab=sessions',
    });
  });
}

/** The newest sessions up to the limit stay (the new one always); older ones end. */
async function endSessionsOverLimit(tx: Tx, actor: RecordedActor, newSessionId: string, now: Date) {
  const userId = actor.user!.id;
  const { maxConcurrentSessions } = await getTenantSetting(tx, actor.tenantId, 'sessions');
  const others = await tx
    .select({ id: sessions.id, userAgent: sessions.userAgent, ipAddress: sessions.ipAddress })
    .from(sessions)
    .where(
      and(eq(sessions.userId, userId), ne(sessions.id, newSessionId), gt(sessions.expiresAt, now)),
    )
    .orderBy(desc(sessions.createdAt), desc(sessions.id));
  const toEnd = others.slice(Math.max(0, maxConcurrentSessions - 1));
  if (toEnd.length === 0) return;
  await tx.delete(sessions).where(
    inArray(
      sessions.id,
      toEnd.map((s) => s.id),
    ),
  );
  for (const ended of toEnd) {
    await writeAudit(tx, actor, {
      action: 'delete',
      resource: 'session',
      resourceId: ended.id,
      details: {
        reason: 'max_concurrent_sessions',
        limit: maxConcurrentSessions,
        device: describeDevice(ended.userAgent).device,
        ipAddress: ended.ipAddress,
      },
    });
  }
}

/**
 * Unfamiliar: neither the device (browser and OS) nor the IP address appears
 * in the user's other sessions or earlier sign-ins. The very first sign-in is
 * never unfamiliar: there is nothing to compare it with.
 */
async function isUnfamiliarSignIn(
  tx: Tx,
  user: { id: string; tenantId: string },
  session: CreatedSession,
  device: string,
) {
  const others = await tx
    .select({ userAgent: sessions.userAgent, ipAddress: sessions.ipAddress })
    .from(sessions)
    .where(and(eq(sessions.userId, user.id), ne(sessions.id, session.id)));
  const earlier = await tx
    .select({ details: auditLog.details, ipAddress: auditLog.ipAddress })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.tenantId, user.tenantId),
        eq(auditLog.resource, 'session'),
        eq(auditLog.action, 'sign_in'),
        eq(auditLog.userId, user.id),
      ),
    )
    .orderBy(desc(auditLog.timestamp))
    .limit(KNOWN_SIGN_INS);
  if (others.length === 0 && earlier.length === 0) return false;
  const known = [
    ...others.map((s) => ({ device: describeDevice(s.userAgent).device, ip: s.ipAddress })),
    ...earlier.map((e) => ({
      device: typeof e.details?.device === 'string' ? e.details.device : '',
      ip: e.ipAddress,
    })),
  ];
  const ip = session.ipAddress ?? null;
  return !known.some((k) => k.device === device || (ip !== null && k.ip === ip));
}
