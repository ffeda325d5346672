import { REMINDER_KINDS } from '@/shared/installer-portal/messages';
import { writeAudit } from '@/server/audit/write-audit';
import type { Db } from '@/server/db/client';
import type { Job } from '@/server/jobs/scheduler';
import type { PlatformServices } from '@/server/platform/services';
import { deliverNoticeEmails, portalRecipientsOf, sendNotice } from './portal-notices';
import { noticesOf } from './portal-reminders';
import { noticeCandidates } from './portal-reminders-rows';

/**
 * Tells installer users of new fails, deadlines 7 days and 1 day away, overdue items and
 * decisions on their evidence (issue 31 point 6). Each notice goes once per user: portal_notices'
 * unique key makes a second run (or a second server) insert and send nothing. A user who muted
 * reminders gets no 7-day, 1-day or overdue notice, but still the fail and the decisions.
 */
export async function sendPortalNotices(
  db: Db,
  services: Pick<PlatformServices, 'mailer' | 'portalUrl'>,
  now: Date,
) {
  const mailIds = await db.transaction(async (tx) => {
    const ids: string[] = [];
    const sentPerTenant = new Map<string, string[]>();
    const recipients = new Map<string, Awaited<ReturnType<typeof portalRecipientsOf>>>();
    for (const item of await noticeCandidates(tx, now)) {
      if (!item.installerId) continue;
      const key = `${item.tenantId}:${item.installerId}`;
      if (!recipients.has(key))
        recipients.set(key, await portalRecipientsOf(tx, item.tenantId, item.installerId));
      for (const person of recipients.get(key)!) {
        for (const notice of noticesOf(item, now, person.joinedAt)) {
          if (person.muteReminders && REMINDER_KINDS.includes(notice.kind)) continue;
          const id = await sendNotice(tx, person, notice, services.portalUrl);
          if (!id) continue;
          ids.push(id);
          const sent = sentPerTenant.get(item.tenantId) ?? [];
          sent.push(`${notice.kind} ${item.reference}:${item.itemId}`);
          sentPerTenant.set(item.tenantId, sent);
        }
      }
    }
    for (const [tenantId, notices] of sentPerTenant)
      await writeAudit(
        tx,
        { tenantId, user: null, ip: 'scheduler' },
        { action: 'portal_notices_sent', resource: 'installer_portal', details: { notices } },
      );
    return ids;
  });
  await deliverNoticeEmails(db, services, mailIds);
  return { sent: mailIds.length };
}

export const portalNoticesJob: Job = {
  name: 'installer-portal-notices',
  // Fails and decisions reach the installer within minutes; reminders are checked as often.
  everyMs: 5 * 60_000,
  leaseMs: 2 * 60_000,
  run: ({ db, now, services }) => sendPortalNotices(db, services, now),
};
