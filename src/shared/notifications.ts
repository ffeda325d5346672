import { boundedDateTime } from './dates';
import { z } from 'zod';

export const NOTIFICATION_TYPES = ['warning', 'info', 'success', 'error'] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const NotificationListInput = z.object({
  filter: z.enum(['all', 'unread', 'read']).default('all'),
  limit: z.number().int().min(1).max(100).default(20),
  cursor: boundedDateTime().optional(),
});
export type NotificationListInput = z.input<typeof NotificationListInput>;

export const NotificationIdInput = z.object({ id: z.string().uuid() });
