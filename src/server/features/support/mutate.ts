import { TRPCError } from '@trpc/server';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { TICKET_STATUS_LABELS } from '../../../shared/support/catalogue';
import type {
  CreateTicketInput,
  MergeTicketInput,
  ReplyToTicketInput,
  UpdateTicketInput,
} from '../../../shared/support/ticket-inputs';
import { writeAudit } from '../../audit/write-audit';
import type { Tx } from '../../db/client';
import {
  supportAttachments,
  supportMessages,
  supportTicketEvents,
  supportTickets,
  users,
} from '../../db/schema/index';
import type { Actor } from '../../trpc/actor';
import { notify } from '../notifications/notify';
import { nextTicketReference } from './reference';
import { emailRequester } from './requester-email';
import type { StoredAttachment } from './attachment-files';
import { recordAttachments } from './attachments';
import { isHandler, ticketNotFound } from './scope';
import { moveWatchers, notifyWatchers } from './watchers';

const ticketPath = (id: string) => `/support/${id}`;

export async function createTicket(actor: Actor, input: z.output<typeof CreateTicketInput>) {
  return actor.db.transaction(async (tx) => {
    const reference = await nextTicketReference(tx, actor.tenantId);
    const [ticket] = await tx
      .insert(supportTickets)
      .values({ ...input, tenantId: actor.tenantId, reference, requesterId: actor.user.id })
      .returning({ id: supportTickets.id, reference: supportTickets.reference });
    await emailRequester(
      tx,
      { ...ticket!, tenantId: actor.tenantId, subject: input.subject },
      actor.user.id,
      {
        subject: `We received your ticket: ${input.subject}`,
        lines: [
          `Thank you. Your support ticket ${reference} is open and we will reply on it.`,
          '',
          input.description,
        ],
        createdBy: actor.user.id,
      },
    );
    await writeAudit(tx, actor, {
      action: 'create',
      resource: 'support_ticket',
      resourceId: ticket!.id,
      details: {
        reference,
        subject: input.subject,
        category: input.category,
        priority: input.priority,
      },
    });
    return ticket!;
  });
}

/** The ticket, locked, if the actor may see it (a requester only their own). */
async function lockTicket(tx: Tx, actor: Actor, id: string, handler: boolean) {
  const [ticket] = await tx
    .select()
    .from(supportTickets)
    .where(
      and(
        eq(supportTickets.id, id),
        eq(supportTickets.tenantId, actor.tenantId),
        handler ? undefined : eq(supportTickets.requesterId, actor.user.id),
      ),
    )
    .for('update');
  if (!ticket) ticketNotFound();
  return ticket;
}

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
    if (!input.internal && !byRequester && ticket.requesterId) {
      await emailRequester(tx, ticket, ticket.requesterId, {
        subject: `New reply: ${ticket.subject}`,
        lines: [`${actor.user.name} replied:`, '', input.body],
        createdBy: actor.user.id,
      });
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

function recordEvent(
  tx: Tx,
  actor: Actor,
  ticketId: string,
  field: 'status' | 'priority' | 'assignee' | 'merge',
  fromValue: string | null,
  toValue: string | null,
  order = 0,
) {
  return tx.insert(supportTicketEvents).values({
    tenantId: actor.tenantId,
    ticketId,
    actorId: actor.user.id,
    field,
    fromValue,
    toValue,
    createdAt: new Date(Date.now() + order),
  });
}

/** A handler changes status, priority or assignee; each change goes to the history and the audit. */
export async function updateTicket(actor: Actor, input: z.output<typeof UpdateTicketInput>) {
  return actor.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, actor, input.id, true);
    if (input.assigneeId) {
      const [assignee] = await tx
        .select({ id: users.id })
        .from(users)
        .where(
          and(
            eq(users.id, input.assigneeId),
            eq(users.tenantId, actor.tenantId),
            eq(users.isActive, true),
          ),
        );
      if (!assignee)
        throw new TRPCError({ code: 'BAD_REQUEST', message: 'Choose an active staff member.' });
    }
    const now = new Date();
    const changes: Record<string, { from: string | null; to: string | null }> = {};
    if (input.status !== undefined && input.status !== ticket.status)
      changes.status = { from: ticket.status, to: input.status };
    if (input.priority !== undefined && input.priority !== ticket.priority)
      changes.priority = { from: ticket.priority, to: input.priority };
    if (input.assigneeId !== undefined && input.assigneeId !== ticket.assigneeId)
      changes.assignee = { from: ticket.assigneeId, to: input.assigneeId };
    if (Object.keys(changes).length === 0) return { id: ticket.id, changed: false };
    const resolving = changes.status?.to === 'resolved';
    await tx
      .update(supportTickets)
      .set({
        updatedAt: now,
        ...(changes.status ? { status: input.status } : {}),
        ...(changes.priority ? { priority: input.priority } : {}),
        ...(changes.assignee ? { assigneeId: input.assigneeId ?? null } : {}),
        ...(resolving ? { resolvedAt: now } : changes.status ? { resolvedAt: null } : {}),
      })
      .where(eq(supportTickets.id, ticket.id));
    // One millisecond apart, so the history lists one save's changes in a stable order.
    for (const [index, [field, change]] of Object.entries(changes).entries())
      await recordEvent(tx, actor, ticket.id, field as 'status', change.from, change.to, index);
    await writeAudit(tx, actor, {
      action: 'update',
      resource: 'support_ticket',
      resourceId: ticket.id,
      details: { reference: ticket.reference, changes },
    });
    if (changes.assignee && input.assigneeId && input.assigneeId !== actor.user.id) {
      await notify(tx, {
        tenantId: actor.tenantId,
        userId: input.assigneeId,
        event: 'support_ticket',
        type: 'info',
        title: `${ticket.reference} assigned to you`,
        message: `${actor.user.name} assigned you "${ticket.subject}".`,
        actionUrl: ticketPath(ticket.id),
      });
    }
    if (resolving && ticket.requesterId !== actor.user.id) {
      await emailRequester(tx, ticket, ticket.requesterId, {
        subject: `Resolved: ${ticket.subject}`,
        lines: [
          `${actor.user.name} marked your ticket ${ticket.reference} as resolved.`,
          'If the problem is not solved, reply on the ticket.',
        ],
        createdBy: actor.user.id,
      });
    }
    if (changes.status && ticket.requesterId && ticket.requesterId !== actor.user.id) {
      await notify(tx, {
        tenantId: actor.tenantId,
        userId: ticket.requesterId,
        event: 'support_ticket',
        type: resolving ? 'success' : 'info',
        title: `${ticket.reference} is ${TICKET_STATUS_LABELS[input.status!].toLowerCase()}`,
        message: `${actor.user.name} set "${ticket.subject}" to ${TICKET_STATUS_LABELS[input.status!]}.`,
        actionUrl: ticketPath(ticket.id),
      });
    }
    if (changes.status) {
      await notifyWatchers(tx, actor, ticket, {
        title: `${ticket.reference} is ${TICKET_STATUS_LABELS[input.status!].toLowerCase()}`,
        message: `${actor.user.name} set "${ticket.subject}" to ${TICKET_STATUS_LABELS[input.status!]}.`,
        alreadyTold: ticket.requesterId ? [ticket.requesterId] : [],
      });
    }
    return { id: ticket.id, changed: true };
  });
}

/**
 * Merges a duplicate into the ticket to keep: the duplicate's replies and
 * notes move to the original (after its own, in time order) with their
 * files, the duplicate's own files go with its description, its watchers
 * join the original's, the duplicate is closed and points to the original,
 * and both histories say so.
 */
export async function mergeTicket(actor: Actor, input: z.output<typeof MergeTicketInput>) {
  return actor.db.transaction(async (tx) => {
    const duplicate = await lockTicket(tx, actor, input.id, true);
    const [original] = await tx
      .select()
      .from(supportTickets)
      .where(
        and(
          eq(supportTickets.tenantId, actor.tenantId),
          eq(supportTickets.reference, input.intoReference),
        ),
      )
      .for('update');
    if (!original)
      throw new TRPCError({ code: 'NOT_FOUND', message: `No ticket ${input.intoReference}.` });
    if (original.id === duplicate.id)
      throw new TRPCError({
        code: 'BAD_REQUEST',
        message: 'A ticket cannot be merged into itself.',
      });
    if (duplicate.mergedIntoId || original.mergedIntoId)
      throw new TRPCError({
        code: 'CONFLICT',
        message: 'One of these tickets was already merged into another.',
      });
    const now = new Date();
    // The duplicate's own description becomes a message on the original, so nothing is lost.
    const [description] = await tx
      .insert(supportMessages)
      .values({
        tenantId: actor.tenantId,
        ticketId: original.id,
        authorId: duplicate.requesterId,
        body: `${duplicate.reference}: ${duplicate.subject}\n\n${duplicate.description}`,
        internal: false,
        createdAt: duplicate.createdAt,
      })
      .returning({ id: supportMessages.id });
    // Files added to the duplicate itself go with its description; the rest with their messages.
    await tx
      .update(supportAttachments)
      .set({ messageId: description!.id })
      .where(
        and(eq(supportAttachments.ticketId, duplicate.id), isNull(supportAttachments.messageId)),
      );
    await tx
      .update(supportAttachments)
      .set({ ticketId: original.id })
      .where(eq(supportAttachments.ticketId, duplicate.id));
    await moveWatchers(tx, duplicate.id, original);
    await tx
      .update(supportMessages)
      .set({ ticketId: original.id })
      .where(eq(supportMessages.ticketId, duplicate.id));
    await tx
      .update(supportTickets)
      .set({ status: 'closed', mergedIntoId: original.id, updatedAt: now })
      .where(eq(supportTickets.id, duplicate.id));
    await tx
      .update(supportTickets)
      .set({ updatedAt: now })
      .where(eq(supportTickets.id, original.id));
    await recordEvent(tx, actor, duplicate.id, 'status', duplicate.status, 'closed');
    await recordEvent(tx, actor, duplicate.id, 'merge', null, original.reference, 1);
    await recordEvent(tx, actor, original.id, 'merge', duplicate.reference, null);
    await writeAudit(tx, actor, {
      action: 'merge',
      resource: 'support_ticket',
      resourceId: duplicate.id,
      details: { from: duplicate.reference, into: original.reference },
    });
    return { id: original.id, reference: original.reference };
  });
}
