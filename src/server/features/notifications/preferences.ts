import { NOTIFICATION_EVENT_LABELS, NOTIFICATION_EVENTS } from '@/shared/notification-events';
import type { NotificationChannels } from '@/shared/notifications';
import type { Actor } from '@/server/trpc/actor';
import { getTenantSetting } from '../settings/tenant-settings';
import { getUserSettings, saveUserSettings } from '../settings/user-settings';

/**
 * Every kind with the user's choice (in-app when never chosen). Kinds the
 * tenant switched off (Admin Settings > Notifications) are listed as such, so
 * nobody picks a channel that can never deliver.
 */
export async function getNotificationPreferences(actor: Actor) {
  const [channels, rules] = [
    await getUserSettings(actor.db, actor.user.id, 'notificationChannels'),
    await getTenantSetting(actor.db, actor.tenantId, 'notificationRules'),
  ];
  return NOTIFICATION_EVENTS.map((event) => ({
    event,
    label: NOTIFICATION_EVENT_LABELS[event],
    channel: channels[event] ?? 'in_app',
    enabledByTenant: rules[event]?.enabled !== false,
  }));
}

/**
 * Replaces the user's choices (audited by saveUserSettings). An explicit
 * In-app is stored too: it also stops the e-mail copies some features send
 * by default (notify.ts, wantsFeatureEmailCopy).
 */
export async function saveNotificationPreferences(actor: Actor, channels: NotificationChannels) {
  await saveUserSettings(actor.db, actor, 'notificationChannels', channels);
  return getNotificationPreferences(actor);
}
