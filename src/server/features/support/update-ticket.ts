import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { TICKET_STATUS_LABELS } from '@/shared/support/catalogue';
import type { UpdateTicketInput } from '@/shared/support/ticket-inputs';
import { writeAudit } from '@/server/audit/write-audit';
import type { Tx } from '@/server/db/client';
import { supportTickets, users } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { notify } from '../notifications/notify';
import type { PlatformServices } from '@/server/platform/services';
import { emailRequester } from './requester-email';
import { lockTicket, recordEvent, ticketPath } from './ticket-writes';
import { notifyWatchers } from './watchers';

type Changes = Record<string, { from: string | null; to: string | null }>;

/** A handler changes status, priority or assignee; each change goes to the history and the audit. */
export async function updateTicket(
  actor: Actor,
  input: z.output<typeof UpdateTicketInput>,
  services: Pick<PlatformServices, 'portalUrl'>,
) {
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
    const changes: Changes = {};
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
    await tellOfUpdate(tx, actor, ticket, { input, changes }, services);
    return { id: ticket.id, changed: true };
  });
}

/**
 * Who hears of a saved update: a new assignee; the requester of a resolution
 * (e-mail) and of any status change (bell); watchers of a status change.
 */
async function tellOfUpdate(
  tx: Tx,
  actor: Actor,
  ticket: typeof supportTickets.$inferSelect,
  { input, changes }: { input: z.output<typeof UpdateTicketInput>; changes: Changes },
  services: Pick<PlatformServices, 'portalUrl'>,
) {
  const resolving = changes.status?.to === 'resolved';
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
    await emailRequester(
      tx,
      ticket,
      ticket.requesterId,
      {
        subject: `Resolved: ${ticket.subject}`,
        lines: [
          `${actor.user.name} marked your ticket ${ticket.reference} as resolved.`,
          'If the problem is not solved, reply on the ticket.',
        ],
        createdBy: actor.user.id,
      },
      services,
    );
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
}
