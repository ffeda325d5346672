import { and, eq } from 'drizzle-orm';
import type { NoticeKind } from '@/shared/installer-portal/messages';
import type { Db, Tx } from '@/server/db/client';
import { installerPortalUsers, outboxEmails, portalNotices, users } from '@/server/db/schema/index';
import { deliverOutboxEmail } from '@/server/mail/outbox';
import type { PlatformServices } from '@/server/platform/services';

/** The portal's Messages page, where every notice links. */
export const PORTAL_MESSAGES_PATH = '/portal/messages';

export type Notice = {
  tenantId: string;
  installerId: string;
  kind: NoticeKind;
  subjectKey: string;
  occurrence: string;
  title: string;
  body: string;
};

export type NoticeRecipient = {
  userId: string;
  email: string;
  muteReminders: boolean;
  joinedAt: Date;
};

/** The active portal users of an installer: everyone there is told, each on their own. */
export async function portalRecipientsOf(
  db: Db | Tx,
  tenantId: string,
  installerId: string,
): Promise<NoticeRecipient[]> {
  return db
    .select({
      userId: installerPortalUsers.userId,
      email: users.email,
      muteReminders: installerPortalUsers.muteReminders,
      joinedAt: installerPortalUsers.createdAt,
    })
    .from(installerPortalUsers)
    .innerJoin(users, eq(users.id, installerPortalUsers.userId))
    .where(
      and(
        eq(installerPortalUsers.tenantId, tenantId),
        eq(installerPortalUsers.installerId, installerId),
        eq(users.isActive, true),
      ),
    );
}

/**
 * Records a notice for one user and queues its e-mail, once: the unique key (user, kind,
 * subject, occurrence) turns a repeat into nothing, so a job run twice sends nothing new.
 * Returns the outbox id to deliver after the transaction commits, or null.
 */
export async function sendNotice(
  tx: Tx,
  recipient: NoticeRecipient,
  notice: Notice,
  portalUrl: string,
): Promise<string | null> {
  const link = `${portalUrl}${PORTAL_MESSAGES_PATH}`;
  const [row] = await tx
    .insert(portalNotices)
    .values({ ...notice, userId: recipient.userId, link: PORTAL_MESSAGES_PATH })
    .onConflictDoNothing()
    .returning({ id: portalNotices.id });
  if (!row) return null;
  const [mail] = await tx
    .insert(outboxEmails)
    .values({
      tenantId: notice.tenantId,
      to: [recipient.email],
      subject: notice.title,
      body: `${notice.body}\n\nSee it in the InspectHub installer portal: ${link}`,
      status: 'queued',
      createdBy: null,
    })
    .returning({ id: outboxEmails.id });
  return mail!.id;
}

/**
 * Sends queued notice e-mails once their transaction has committed. A failure stays in the
 * outbox, whose own delivery retries it.
 */
export async function deliverNoticeEmails(
  db: Db,
  services: Pick<PlatformServices, 'mailer'>,
  ids: string[],
) {
  if (!services.mailer) return;
  for (const id of ids) await deliverOutboxEmail(db, services.mailer, id).catch(() => undefined);
}
