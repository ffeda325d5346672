import { eq } from 'drizzle-orm';
import { todayInLondon } from '@/shared/format';
import {
  NOTIFICATION_EVENT_GROUPS,
  NOTIFICATION_EVENT_PRIORITY,
  type NotificationChannel,
  type NotificationEvent,
} from '@/shared/notification-events';
import type { NotificationType } from '@/shared/notifications';
import type { Db, Tx } from '@/server/db/client';
import { outboxEmails, users } from '@/server/db/schema/index';
import { getTenantSetting } from '../settings/tenant-settings';
import { getUserSettings } from '../settings/user-settings';
import { createNotification } from './service';

export type NotifyInput = {
  tenantId: string;
  userId: string;
  event: NotificationEvent;
  type: NotificationType;
  title: string;
  message: string;
  actionUrl?: string | null;
  /** Defaults to now; a timed job passes its own clock so the group's day is the job's day. */
  now?: Date;
};

/** The user's choice for one kind (Alerts > Preferences); a kind never chosen is in-app. */
export async function getNotificationChannel(
  db: Db | Tx,
  userId: string,
  event: NotificationEvent,
): Promise<NotificationChannel> {
  const channels = await getUserSettings(db, userId, 'notificationChannels');
  return channels[event] ?? 'in_app';
}

/**
 * Whether a feature that sends its own richer e-mail copy (monitoring, news,
 * suggestions) may send one to this user: only while the kind is left at its
 * default and Account Settings' e-mail switch is on. A user who chose E-mail
 * already gets the copy notify() queues; In-app or None means no e-mail.
 */
export async function wantsFeatureEmailCopy(
  db: Db | Tx,
  userId: string,
  event: NotificationEvent,
): Promise<boolean> {
  const channels = await getUserSettings(db, userId, 'notificationChannels');
  if (channels[event] !== undefined) return false;
  const preferences = await getUserSettings(db, userId, 'preferences');
  return preferences.emailNotifications;
}

function groupKeyOf(event: NotificationEvent, now: Date): string | null {
  return NOTIFICATION_EVENT_GROUPS[event] ? `${event}:${todayInLondon(now)}` : null;
}

/**
 * The one way features tell someone about an event. Honours the tenant's
 * notification rules (an event switched off notifies nobody) and the user's
 * own choice for the kind: in-app (the bell), e-mail (queued in the outbox,
 * delivered when SMTP is configured) or none. Call it inside the transaction
 * that makes the change. Returns the new notification's id, or null when no
 * in-app notification was made.
 */
export async function notify(db: Db | Tx, input: NotifyInput): Promise<string | null> {
  const rules = await getTenantSetting(db, input.tenantId, 'notificationRules');
  if (rules[input.event]?.enabled === false) return null;
  const channel = await getNotificationChannel(db, input.userId, input.event);
  if (channel === 'none') return null;
  if (channel === 'email') {
    await queueNotificationEmail(db, input);
    return null;
  }
  const row = await createNotification(
    db,
    { tenantId: input.tenantId, userId: input.userId },
    {
      type: input.type,
      title: input.title,
      message: input.message,
      actionUrl: input.actionUrl ?? null,
      event: input.event,
      priority: NOTIFICATION_EVENT_PRIORITY[input.event],
      groupKey: groupKeyOf(input.event, input.now ?? new Date()),
      ...(input.now ? { createdAt: input.now } : {}),
    },
  );
  return row?.id ?? null;
}

async function queueNotificationEmail(db: Db | Tx, input: NotifyInput) {
  const [person] = await db
    .select({ email: users.email, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!person?.isActive) return;
  const link = input.actionUrl ? `\n\nSee it in InspectHub at ${input.actionUrl}.` : '';
  await db.insert(outboxEmails).values({
    tenantId: input.tenantId,
    to: [person.email],
    subject: input.title,
    body: `${input.message}${link}\n\nYou chose e-mail for this kind of notification in InspectHub (Alerts > Preferences).`,
    status: 'queued',
    createdBy: null,
  });
}
