import { INVITATION_PAGE_PATH, INVITATION_VALID_DAYS } from '@/shared/installer-portal/accounts';
import { formatDateTime } from '@/shared/format';
import type { Db, Tx } from '@/server/db/client';
import { outboxEmails } from '@/server/db/schema/index';
import { deliverOutboxEmail } from '@/server/mail/outbox';
import type { PlatformServices } from '@/server/platform/services';
import type { Actor } from '@/server/trpc/actor';

export type InvitationMail = {
  name: string;
  email: string;
  token: string;
  expiresAt: Date;
  installerName: string;
};

/** Queues the invitation e-mail in the outbox, inside the transaction that issued the token. */
export async function queueInvitationEmail(
  tx: Tx,
  actor: Actor,
  portalUrl: string,
  mail: InvitationMail,
) {
  const link = `${portalUrl}${INVITATION_PAGE_PATH}?token=${encodeURIComponent(mail.token)}`;
  const [row] = await tx
    .insert(outboxEmails)
    .values({
      tenantId: actor.tenantId,
      to: [mail.email],
      subject: `You are invited to the InspectHub installer portal for ${mail.installerName}`,
      body: [
        `Hello ${mail.name},`,
        '',
        `${actor.user.name} has invited you to the InspectHub installer portal for ${mail.installerName}. There you can see failed inspection items, send remediation evidence and follow the deadlines.`,
        '',
        'To set your password and open your account, use this link:',
        '',
        link,
        '',
        `The link works once and for ${INVITATION_VALID_DAYS} days (until ${formatDateTime(mail.expiresAt)}).`,
        'If you did not expect this invitation, ignore this e-mail.',
      ].join('\n'),
      status: 'queued',
      createdBy: actor.user.id,
    })
    .returning({ id: outboxEmails.id });
  return row!.id;
}

/**
 * Sends queued invitations once their transaction has committed. Not awaited by the caller's
 * answer: a slow SMTP server must not hold the dialog; a failure stays in the outbox for retry.
 */
export function deliverInvitationEmails(
  db: Db,
  services: Pick<PlatformServices, 'mailer'>,
  ids: string[],
) {
  const mailer = services.mailer;
  if (!mailer) return;
  for (const id of ids) void deliverOutboxEmail(db, mailer, id).catch(() => undefined);
}
