import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { installerPortalUsers, portalNotices } from '@/server/db/schema/index';
import type { PortalActor } from './portal-actor';

const mine = (actor: PortalActor) =>
  and(
    eq(portalNotices.tenantId, actor.tenantId),
    eq(portalNotices.installerId, actor.installerId),
    eq(portalNotices.userId, actor.user.id),
  );

/** The signed-in installer user's notices, newest first, with whether reminders are muted. */
export async function listNotices(actor: PortalActor) {
  const [rows, [me]] = await Promise.all([
    actor.db
      .select({
        id: portalNotices.id,
        kind: portalNotices.kind,
        title: portalNotices.title,
        body: portalNotices.body,
        subjectKey: portalNotices.subjectKey,
        readAt: portalNotices.readAt,
        createdAt: portalNotices.createdAt,
      })
      .from(portalNotices)
      .where(mine(actor))
      .orderBy(desc(portalNotices.createdAt))
      .limit(100),
    actor.db
      .select({ muteReminders: installerPortalUsers.muteReminders })
      .from(installerPortalUsers)
      .where(
        and(
          eq(installerPortalUsers.userId, actor.user.id),
          eq(installerPortalUsers.tenantId, actor.tenantId),
        ),
      ),
  ]);
  return {
    muteReminders: me?.muteReminders ?? false,
    notices: rows.map((n) => ({
      ...n,
      read: n.readAt !== null,
      readAt: n.readAt?.toISOString() ?? null,
      createdAt: n.createdAt.toISOString(),
    })),
  };
}

/** Unread notices of the signed-in user (the Messages menu's badge adds unread messages). */
export async function unreadNoticeCount(actor: PortalActor) {
  const [row] = await actor.db
    .select({ n: sql<number>`count(*)::int` })
    .from(portalNotices)
    .where(and(mine(actor), isNull(portalNotices.readAt)));
  return row?.n ?? 0;
}

/** Marks one notice, or all, read for the signed-in user. */
export async function markNoticesRead(actor: PortalActor, id?: string) {
  const updated = await actor.db
    .update(portalNotices)
    .set({ readAt: new Date() })
    .where(
      and(mine(actor), isNull(portalNotices.readAt), id ? eq(portalNotices.id, id) : undefined),
    )
    .returning({ id: portalNotices.id });
  return { marked: updated.length };
}
