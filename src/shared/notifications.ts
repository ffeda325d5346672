import { z } from 'zod';
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS } from './notification-events';

export const NOTIFICATION_TYPES = ['warning', 'info', 'success', 'error'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NotificationListInput = z.object({
  filter: z.enum(['all', 'unread', 'read']).default('all'),
  limit: z.number().int().min(1).max(100).default(20),
  // Opaque: the list is ranked (unread, priority, newest), so the cursor carries all of that.
  cursor: z.string().max(300).optional(),
});
export type NotificationListInput = z.input<typeof NotificationListInput>;

export const NotificationIdInput = z.object({ id: z.string().uuid() });

/** A user's choice per kind of notification (Alerts > Preferences); a kind left out is in-app. */
export const notificationChannelsSchema = z
  .partialRecord(
    z.enum(NOTIFICATION_EVENTS),
    z.enum(NOTIFICATION_CHANNELS, { error: 'Choose In-app, E-mail or None' }),
  )
  .default({});
export type NotificationChannels = z.output<typeof notificationChannelsSchema>;

export const NotificationPreferencesInput = z.strictObject({
  channels: notificationChannelsSchema,
});
