import type { NotificationEvent } from '../../../shared/notification-events';
import type { NotificationType } from '../../../shared/notifications';
import type { Db, Tx } from '../../db/client';
import { getTenantSetting } from '../settings/tenant-settings';
import { createNotification } from './service';

export type NotifyInput = {
  tenantId: string;
  userId: string;
  event: NotificationEvent;
  type: NotificationType;
  title: string;
  message: string;
  actionUrl?: string | null;
};

/**
 * The one way features tell someone about an event: honours the tenant's
 * notification rules (an event switched off notifies nobody). Call it inside
 * the transaction that makes the change. Returns the new notification's id, or
 * null when the rules switched the event off.
 */
export async function notify(db: Db | Tx, input: NotifyInput): Promise<string | null> {
  const rules = await getTenantSetting(db, input.tenantId, 'notificationRules');
  if (rules[input.event]?.enabled === false) return null;
  const row = await createNotification(
    db,
    { tenantId: input.tenantId, userId: input.userId },
    {
      type: input.type,
      title: input.title,
      message: input.message,
      actionUrl: input.actionUrl ?? null,
    },
  );
  return row?.id ?? null;
}
