import { TRPCError } from '@trpc/server';
import { and, count, eq, or, sql } from 'drizzle-orm';
import { NOTIFICATION_EVENT_GROUPS, type NotificationEvent } from '@/shared/notification-events';
import type { NotificationType } from '@/shared/notifications';
import { writeAudit } from '@/server/audit/write-audit';
import type { RecordedActor } from '@/server/trpc/actor';
import type { Db, Tx } from '@/server/db/client';
import { builtOnce } from '@/server/db/built-once';
import { notifications } from '@/server/db/schema/index';

export type Owner = { tenantId: string; userId: string };
type ListOptions = { filter: 'all' | 'unread' | 'read'; limit: number; cursor?: string };

const ownedBy = (owner: Owner) =>
  and(eq(notifications.tenantId, owner.tenantId), eq(notifications.userId, owner.userId));

type ListRow = {
  id: string;
  type: NotificationType;
  title: string;
  message: string;
  action_url: string | null;
  read: boolean;
  event: NotificationEvent | null;
  priority: number;
  key: string;
  latest: string;
  created_at: string | Date;
  count: number;
};

type Cursor = { read: boolean; priority: number; latest: string; key: string };

function decodeCursor(text: string | undefined): Cursor | null {
  if (!text) return null;
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as Cursor;
    const valid =
      typeof value.read === 'boolean' &&
      Number.isInteger(value.priority) &&
      typeof value.latest === 'string' &&
      !Number.isNaN(Date.parse(value.latest)) &&
      typeof value.key === 'string';
    if (valid) return value;
  } catch {
    // fall through: a cursor we did not write is bad input, not a 500
  }
  throw new TRPCError({ code: 'BAD_REQUEST', message: 'That page of alerts no longer exists.' });
}

const encodeCursor = (row: ListRow) =>
  Buffer.from(
    JSON.stringify({ read: row.read, priority: row.priority, latest: row.latest, key: row.key }),
  ).toString('base64url');

/**
 * The user's alerts, grouped and ranked on the server. Rows sharing a group
 * key (a batch event on one London day, notify.ts) and a read state are one
 * item: '13 payments overdue', linking to the filtered list. Unread come
 * first, then the event's priority (a failed inspection above routine
 * reminders), then the newest. The cursor carries that whole sort position.
 */
export async function listNotifications(db: Db, owner: Owner, options: ListOptions) {
  const cursor = decodeCursor(options.cursor);
  const readFilter =
    options.filter === 'all' ? sql`` : sql` and n.read = ${options.filter === 'read'}`;
  const after = cursor
    ? sql` where (g.read::int > ${cursor.read ? 1 : 0}
        or (g.read = ${cursor.read} and g.priority < ${cursor.priority})
        or (g.read = ${cursor.read} and g.priority = ${cursor.priority}
            and (g.latest_at, g.key) < (${cursor.latest}::timestamptz, ${cursor.key})))`
    : sql``;
  const result = await db.execute(sql`
    with g as (
      select coalesce(n.group_key, n.id::text) as key,
             n.read,
             max(n.priority)::int as priority,
             max(n.created_at) as latest_at,
             count(*)::int as count,
             (array_agg(n.id order by n.created_at desc, n.id desc))[1] as id,
             (array_agg(n.type order by n.created_at desc, n.id desc))[1] as type,
             (array_agg(n.title order by n.created_at desc, n.id desc))[1] as title,
             (array_agg(n.message order by n.created_at desc, n.id desc))[1] as message,
             (array_agg(n.action_url order by n.created_at desc, n.id desc))[1] as action_url,
             (array_agg(n.event order by n.created_at desc, n.id desc))[1] as event
        from ${notifications} n
       where n.tenant_id = ${owner.tenantId} and n.user_id = ${owner.userId}${readFilter}
       group by 1, 2
    )
    select g.*, g.latest_at::text as latest, g.latest_at as created_at
      from g${after}
     order by g.read asc, g.priority desc, g.latest_at desc, g.key desc
     limit ${options.limit + 1}`);
  const rows = (result as { rows: ListRow[] }).rows;
  const items = rows.slice(0, options.limit).map(toListItem);
  const last = rows.length > options.limit ? rows[options.limit - 1] : undefined;
  return { items, nextCursor: last ? encodeCursor(last) : null };
}

function toListItem(row: ListRow) {
  const group = row.event ? NOTIFICATION_EVENT_GROUPS[row.event] : undefined;
  const grouped = group !== undefined && row.count > 1;
  return {
    id: row.id,
    type: row.type,
    event: row.event,
    count: row.count,
    title: grouped ? `${row.count} ${group.many}` : row.title,
    message: grouped ? `Latest: ${row.title}. ${row.message}` : row.message,
    actionUrl: grouped ? group.listUrl : row.action_url,
    read: row.read,
    createdAt: new Date(row.created_at).toISOString(),
  };
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

/**
 * The rows one listed alert stands for: the notification itself, or every
 * notification of its group in the same read state (the list shows them as
 * one, so marking or deleting it acts on them all).
 */
async function sameAlert(tx: Tx, owner: Owner, id: string) {
  const [row] = await tx
    .select({ groupKey: notifications.groupKey, read: notifications.read })
    .from(notifications)
    .where(and(ownedBy(owner), eq(notifications.id, id)));
  if (!row) notFound();
  const members = row.groupKey
    ? and(eq(notifications.groupKey, row.groupKey), eq(notifications.read, row.read))
    : undefined;
  return and(ownedBy(owner), or(eq(notifications.id, id), members));
}

export async function markNotificationRead(
  db: Db,
  actor: RecordedActor & { user: NonNullable<RecordedActor['user']> },
  id: string,
) {
  await db.transaction(async (tx) => {
    const owner = { tenantId: actor.tenantId, userId: actor.user.id };
    const updated = await tx
      .update(notifications)
      .set({ read: true })
      .where(await sameAlert(tx, owner, id))
      .returning({ id: notifications.id });
    await writeAudit(tx, actor, {
      action: 'update',
      resource: 'notification',
      resourceId: id,
      details: { read: true, notifications: updated.length },
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
    const owner = { tenantId: actor.tenantId, userId: actor.user.id };
    const deleted = await tx
      .delete(notifications)
      .where(await sameAlert(tx, owner, id))
      .returning({ id: notifications.id });
    await writeAudit(tx, actor, {
      action: 'delete',
      resource: 'notification',
      resourceId: id,
      details: { notifications: deleted.length },
    });
  });
}

export type NewNotification = {
  type: NotificationType;
  title: string;
  message: string;
  actionUrl?: string | null;
  createdAt?: Date;
  read?: boolean;
  event?: NotificationEvent | null;
  priority?: number;
  groupKey?: string | null;
};

/** Used by features (and the seed) to tell a user something; new notifications are unread unless said otherwise. */
export async function createNotification(db: Db | Tx, owner: Owner, notification: NewNotification) {
  const [row] = await db
    .insert(notifications)
    .values({ ...owner, read: false, ...notification })
    .returning({ id: notifications.id });
  return row;
}
