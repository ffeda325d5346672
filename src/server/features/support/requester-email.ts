import { eq } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import { outboxEmails, users } from '@/server/db/schema/index';
import type { PlatformServices } from '@/server/platform/services';

type Ticket = { id: string; tenantId: string; reference: string; subject: string };

/**
 * E-mails the requester about their own ticket through the outbox (delivered
 * when SMTP is configured, kept queued otherwise): the receipt of a new
 * ticket, a staff reply, and its resolution. These answer a request the user
 * made, so they go whatever the user's notification e-mail preference
 * (docs/support.md).
 */
export async function emailRequester(
  tx: Tx,
  ticket: Ticket,
  requesterId: string | null,
  message: { subject: string; lines: string[]; createdBy: string | null },
  services: Pick<PlatformServices, 'portalUrl'>,
) {
  if (!requesterId) return;
  const [requester] = await tx
    .select({ email: users.email, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, requesterId));
  if (!requester?.isActive) return;
  const link = `${services.portalUrl}/support/${ticket.id}`;
  await tx.insert(outboxEmails).values({
    tenantId: ticket.tenantId,
    to: [requester.email],
    subject: `[${ticket.reference}] ${message.subject}`,
    body: [...message.lines, '', `See the ticket in InspectHub: ${link}`].join('\n'),
    status: 'queued',
    createdBy: message.createdBy,
  });
}
