import { and, eq, inArray } from 'drizzle-orm';
import type { NotificationEvent } from '@/shared/notification-events';
import type { NotificationType } from '@/shared/notifications';
import type { Db, Tx } from '@/server/db/client';
import { outboxEmails, users } from '@/server/db/schema/index';
import { notify, wantsFeatureEmailCopy } from '../notifications/notify';
import { loadMonitoringSettings } from './settings';

export type ManagerMessage = {
  event: Extract<
    NotificationEvent,
    'installer_enhanced_monitoring' | 'monitoring_proposal' | 'sampling_pathway'
  >;
  type: NotificationType;
  title: string;
  message: string;
  actionUrl: string;
  createdBy: string | null;
};

/**
 * Tells every active ADMIN and COORDINATOR of the tenant, through the channels
 * the monitoring settings switch on: the in-app bell ("Dashboard") and e-mail
 * (queued in the outbox, which delivers when SMTP is configured). SMS has no
 * provider, so that setting is stored but sends nothing. The tenant's
 * notification rules (Admin Settings > Notifications) can switch the event off.
 */
export async function notifyManagers(tx: Db | Tx, tenantId: string, note: ManagerMessage) {
  const settings = await loadMonitoringSettings(tx, tenantId);
  if (!settings.notifyDashboard && !settings.notifyEmail) return { notified: 0 };
  const managers = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.isActive, true),
        inArray(users.role, ['ADMIN', 'COORDINATOR']),
      ),
    );
  for (const manager of managers) {
    if (settings.notifyDashboard) {
      await notify(tx, {
        tenantId,
        userId: manager.id,
        event: note.event,
        type: note.type,
        title: note.title,
        message: note.message,
        actionUrl: note.actionUrl,
      });
    }
  }
  // E-mail copies go only to managers who kept e-mail notifications on (Account Settings)
  // and did not choose a channel for this kind themselves (Alerts > Preferences).
  const recipients = [];
  if (settings.notifyEmail) {
    for (const manager of managers) {
      if (await wantsFeatureEmailCopy(tx, manager.id, note.event)) recipients.push(manager);
    }
  }
  if (recipients.length > 0) {
    await tx.insert(outboxEmails).values(
      recipients.map((manager) => ({
        tenantId,
        to: [manager.email],
        subject: note.title,
        body: `${note.message}\n\nSee it in InspectHub at ${note.actionUrl}.`,
        status: 'queued' as const,
        createdBy: note.createdBy,
      })),
    );
  }
  return { notified: managers.length };
}
