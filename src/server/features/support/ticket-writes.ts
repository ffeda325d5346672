import { and, eq } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import { supportTicketEvents, supportTickets } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { ticketNotFound } from './scope';

// What every change to a ticket (reply, update, merge) shares: the row lock,
// the history entry and the link its notifications carry.

export const ticketPath = (id: string) => `/support/${id}`;

/** The ticket, locked, if the actor may see it (a requester only their own). */
export async function lockTicket(tx: Tx, actor: Actor, id: string, handler: boolean) {
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

/** One line of the ticket's history; `order` milliseconds later keeps one save's lines in order. */
export function recordEvent(
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
