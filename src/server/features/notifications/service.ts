import { TRPCError } from '@trpc/server';
import { and, count, desc, eq, lt, sql } from 'drizzle-orm';
import type { NotificationType } from '../../../shared/notifications';
import { writeAudit } from '../../audit/write-audit';
import type { RecordedActor } from '../../trpc/actor';
import type { Db, Tx } from '../../db/client';
import { builtOnce } from '../../db/built-once';
import { notifications } from '../../db/schema/index';

export type Owner = { tenantId: string; userId: string };
type ListOptions = { filter: 'all' | 'unread' | 'read'; limit: number; cursor?: string };

const ownedBy = (owner: Owner) =>
  and(eq(notifications.tenantId, owner.tenantId), eq(notifications.userId, owner.userId));

export async function listNotifications(db: Db, owner: Owner, options: ListOptions) {
  const rows = await db
    .select({
      id: notifications.id,
      type: notifications.type,
      title: notifications.title,
      message: notifications.message,
      actionUrl: notifications.actionUrl,
      read: notifications.read,
      createdAt: notifications.createdAt,
    })
    .from(notifications)
    .where(
      and(
        ownedBy(owner),
        options.filter === 'all' ? undefined : eq(notifications.read, options.filter === 'read'),
        options.cursor ? lt(notifications.createdAt, new Date(options.cursor)) : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(options.limit + 1);
  const items = rows
    .slice(0, options.limit)
    .map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  const nextCursor = rows.length > options.limit ? (items.at(-1)?.createdAt ?? null) : null;
  return { items, nextCursor };
}

/** Totals for the Alerts page tabs. */
export async function countNotificationsByState(db: Db, owner: Owner) {
  const [row] = await db
    .select({
      total: count(),
      unread: sql<number>`cast(count(*) filter (where ${notifications.read} = false) as int)`,
    })
    .from(notifications)
    .where(ownedBy(owner));
  const total = row?.total ?? 0;
  const unread = row?.unread ?? 0;
  return { total, unread, read: total - unread };
}

// The bell asks on every page and every poll: the SQL is built once (db/built-once.ts).
const unreadCountQuery = builtOnce(
  (db) =>
    db
      .select({ unread: count() })
      .from(notifications)
      .where(
        and(
          eq(notifications.tenantId, sql.placeholder('tenantId')),
          eq(notifications.userId, sql.placeholder('userId')),
          eq(notifications.read, false),
        ),
      ),
  'notifications_unread_count',
);

export async function countUnreadNotifications(db: Db, owner: Owner) {
  const [row] = await unreadCountQuery(db).execute({
    tenantId: owner.tenantId,
    userId: owner.userId,
  });
  return row?.unread ?? 0;
}

function notFound(): never {
  throw new TRPCError({ code: 'NOT_FOUND', message: 'Notification not found.' });
}

export async function markNotificationRead(
  db: Db,
  actor: RecordedActor & { user: NonNullable<RecordedActor['user']> },
  id: string,
) {
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(notifications)
      .set({ read: true })
      .where(
        and(ownedBy({ tenantId: actor.tenantId, userId: actor.user.id }), eq(notifications.id, id)),
      )
      .returning({ id: notifications.id });
    if (updated.length === 0) notFound();
    await writeAudit(tx, actor, {
      action: 'update',
      resource: 'notification',
      resourceId: id,
      details: { read: true },
    });
  });
}

export async function markAllNotificationsRead(
  db: Db,
  actor: RecordedActor & { user: NonNullable<RecordedActor['user']> },
) {
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(notifications)
      .set({ read: true })
      .where(
        and(
          ownedBy({ tenantId: actor.tenantId, userId: actor.user.id }),
          eq(notifications.read, false),
        ),
      )
      .returning({ id: notifications.id });
    await writeAudit(tx, actor, {
      action: 'update',
      resource: 'notification',
      details: { markedAllRead: updated.length },
    });
    return { updated: updated.length };
  });
}

export async function clearNotification(
  db: Db,
  actor: RecordedActor & { user: NonNullable<RecordedActor['user']> },
  id: string,
) {
  await db.transaction(async (tx) => {
    const deleted = await tx
      .delete(notifications)
      .where(
        and(ownedBy({ tenantId: actor.tenantId, userId: actor.user.id }), eq(notifications.id, id)),
      )
      .returning({ id: notifications.id });
    if (deleted.length === 0) notFound();
    await writeAudit(tx, actor, { action: 'delete', resource: 'notification', resourceId: id });
  });
}

export type NewNotification = {
  type: NotificationType;
  title: string;
  message: string;
  actionUrl?: string | null;
  createdAt?: Date;
  read?: boolean;
};

/** Used by features (and the seed) to tell a user something; new notifications are unread unless said otherwise. */
export async function createNotification(db: Db | Tx, owner: Owner, notification: NewNotification) {
  const [row] = await db
    .insert(notifications)
    .values({ ...owner, read: false, ...notification })
    .returning({ id: notifications.id });
  return row;
}
