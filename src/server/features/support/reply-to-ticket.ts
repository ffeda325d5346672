import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ReplyToTicketInput } from '@/shared/support/ticket-inputs';
import { writeAudit } from '@/server/audit/write-audit';
import type { Tx } from '@/server/db/client';
import { supportMessages, supportTickets } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { notify } from '../notifications/notify';
import type { StoredAttachment } from './attachment-files';
import { recordAttachments } from './attachments';
import type { PlatformServices } from '@/server/platform/services';
import { emailRequester } from './requester-email';
import { isHandler } from './scope';
import { lockTicket, recordEvent, ticketPath } from './ticket-writes';
import { notifyWatchers } from './watchers';

/**
 * A reply (or, for handlers, an internal note). The first public reply by
 * someone other than the requester is the ticket's first response. A staff
 * reply tells the requester (bell and e-mail); a requester's reply reopens a
 * pending or resolved ticket. Files already in storage (the multipart reply
 * route) are recorded on the message in the same transaction; watchers hear
 * of it (internal notes: handlers only).
 */
export async function replyToTicket(
  actor: Actor,
  input: z.output<typeof ReplyToTicketInput>,
  services: Pick<PlatformServices, 'portalUrl'>,
  files: readonly StoredAttachment[] = [],
) {
  const handler = await isHandler(actor); // before the transaction: PGlite has one connection
  if (input.internal && !handler) {
    throw new TRPCError({
      code: 'FORBIDDEN',
      message: 'Only people who handle support tickets can add internal notes.',
    });
  }
  return actor.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, actor, input.ticketId, handler);
    if (ticket.status === 'closed') {
      throw new TRPCError({
        code: 'PRECONDITION_FAILED',
        message: 'This ticket is closed. Open a new ticket to continue.',
      });
    }
    const now = new Date();
    const [message] = await tx
      .insert(supportMessages)
      .values({
        tenantId: actor.tenantId,
        ticketId: ticket.id,
        authorId: actor.user.id,
        body: input.body,
        internal: input.internal,
        createdAt: now,
      })
      .returning({ id: supportMessages.id });
    await recordAttachments(tx, actor, ticket, message!.id, files);
    const byRequester = ticket.requesterId === actor.user.id;
    const isFirstResponse = !input.internal && !byRequester && ticket.firstResponseAt === null;
    // Pending waits on the requester, and a reply to a resolved ticket says it is not solved.
    const reopen = byRequester && (ticket.status === 'pending' || ticket.status === 'resolved');
    await tx
      .update(supportTickets)
      .set({
        updatedAt: now,
        ...(isFirstResponse ? { firstResponseAt: now } : {}),
        ...(reopen ? { status: 'open' as const, resolvedAt: null } : {}),
      })
      .where(eq(supportTickets.id, ticket.id));
    if (reopen) await recordEvent(tx, actor, ticket.id, 'status', ticket.status, 'open');
    await writeAudit(tx, actor, {
      action: input.internal ? 'internal_note' : 'reply',
      resource: 'support_ticket',
      resourceId: ticket.id,
      details: { reference: ticket.reference, messageId: message!.id },
    });
    if (!input.internal && !byRequester && ticket.requesterId)
      await tellRequesterOfReply(
        tx,
        actor,
        { ...ticket, requesterId: ticket.requesterId },
        input.body,
        services,
      );
    await notifyWatchers(tx, actor, ticket, {
      title: input.internal
        ? `Internal note on ${ticket.reference}`
        : `Reply on ${ticket.reference}`,
      message: `${actor.user.name} ${input.internal ? 'added an internal note to' : 'replied to'} "${ticket.subject}".`,
      handlersOnly: input.internal,
      // The requester was told above already.
      alreadyTold:
        !input.internal && !byRequester && ticket.requesterId ? [ticket.requesterId] : [],
    });
    return { id: message!.id };
  });
}

type RepliedTicket = typeof supportTickets.$inferSelect & { requesterId: string };

/** A staff reply reaches the requester by e-mail and in the bell. */
async function tellRequesterOfReply(
  tx: Tx,
  actor: Actor,
  ticket: RepliedTicket,
  body: string,
  services: Pick<PlatformServices, 'portalUrl'>,
) {
  await emailRequester(
    tx,
    ticket,
    ticket.requesterId,
    {
      subject: `New reply: ${ticket.subject}`,
      lines: [`${actor.user.name} replied:`, '', body],
      createdBy: actor.user.id,
    },
    services,
  );
  await notify(tx, {
    tenantId: actor.tenantId,
    userId: ticket.requesterId,
    event: 'support_ticket',
    type: 'info',
    title: `Reply on ${ticket.reference}`,
    message: `${actor.user.name} replied to "${ticket.subject}".`,
    actionUrl: ticketPath(ticket.id),
  });
}
