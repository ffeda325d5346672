import { and, asc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  supportMessages,
  supportTicketEvents,
  supportTickets,
  users,
} from '@/server/db/schema/index';
import type { Db } from '@/server/db/client';
import type { Actor } from '@/server/trpc/actor';
import { ROLES, type Role } from '@/shared/roles';
import { hasPermission } from '../permissions/service';
import { ticketNotFound, ticketScope } from './scope';
import { slaStatesOf } from './sla';
import { attachmentsOf } from './attachments';
import { watchersOf } from './watchers';

const requester = alias(users, 'ticket_requester');
const assignee = alias(users, 'ticket_assignee');

/** One ticket with its conversation (internal notes for handlers only) and history. */
export async function getTicket(actor: Actor, id: string) {
  const { where, handler } = await ticketScope(actor);
  const [found] = await actor.db
    .select({
      ticket: supportTickets,
      requesterName: requester.name,
      assigneeName: assignee.name,
    })
    .from(supportTickets)
    .leftJoin(requester, eq(requester.id, supportTickets.requesterId))
    .leftJoin(assignee, eq(assignee.id, supportTickets.assigneeId))
    .where(and(where, eq(supportTickets.id, id)));
  if (!found) ticketNotFound();
  const [messages, events, attachments, watchers] = await Promise.all([
    messagesOf(actor.db, id, handler),
    eventsOf(actor.db, id),
    attachmentsOf(actor, id, handler),
    watchersOf(actor.db, id),
  ]);
  const filesOf = (messageId: string | null) =>
    attachments
      .filter((a) => a.messageId === messageId)
      .map(({ messageId: _, ...a }) => ({ ...a, createdAt: a.createdAt.toISOString() }));
  const { ticket } = found;
  const sla = await slaStatesOf(actor.db, actor.tenantId, [ticket]);
  const nameOf = await assigneeNamesOf(actor, events);
  return {
    id: ticket.id,
    reference: ticket.reference,
    subject: ticket.subject,
    description: ticket.description,
    category: ticket.category,
    priority: ticket.priority,
    status: ticket.status,
    requesterId: ticket.requesterId,
    requesterName: found.requesterName,
    assigneeId: ticket.assigneeId,
    assigneeName: found.assigneeName,
    createdAt: ticket.createdAt.toISOString(),
    updatedAt: ticket.updatedAt.toISOString(),
    resolvedAt: ticket.resolvedAt?.toISOString() ?? null,
    firstResponseAt: ticket.firstResponseAt?.toISOString() ?? null,
    mergedIntoId: ticket.mergedIntoId,
    isHandler: handler,
    sla: sla.get(ticket.id) ?? null,
    /** Files added to the ticket itself; each message carries its own. */
    attachments: filesOf(null),
    watchers,
    watching: watchers.some((w) => w.id === actor.user.id),
    messages: messages.map((m) => ({
      ...m,
      createdAt: m.createdAt.toISOString(),
      attachments: filesOf(m.id),
    })),
    history: events.map((e) => ({
      ...e,
      ...(e.field === 'assignee'
        ? { fromValue: nameOf(e.fromValue), toValue: nameOf(e.toValue) }
        : {}),
      createdAt: e.createdAt.toISOString(),
    })),
  };
}

function messagesOf(db: Db, id: string, handler: boolean) {
  return db
    .select({
      id: supportMessages.id,
      body: supportMessages.body,
      internal: supportMessages.internal,
      authorId: supportMessages.authorId,
      authorName: users.name,
      createdAt: supportMessages.createdAt,
    })
    .from(supportMessages)
    .leftJoin(users, eq(users.id, supportMessages.authorId))
    .where(
      and(
        eq(supportMessages.ticketId, id),
        handler ? undefined : eq(supportMessages.internal, false),
      ),
    )
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
}

function eventsOf(db: Db, id: string) {
  return db
    .select({
      id: supportTicketEvents.id,
      field: supportTicketEvents.field,
      fromValue: supportTicketEvents.fromValue,
      toValue: supportTicketEvents.toValue,
      actorName: users.name,
      createdAt: supportTicketEvents.createdAt,
    })
    .from(supportTicketEvents)
    .leftJoin(users, eq(users.id, supportTicketEvents.actorId))
    .where(eq(supportTicketEvents.ticketId, id))
    .orderBy(asc(supportTicketEvents.createdAt), asc(supportTicketEvents.id));
}

/** Assignee changes name people: their names, looked up once ('Former user' once deleted). */
async function assigneeNamesOf(
  actor: Actor,
  events: readonly { field: string; fromValue: string | null; toValue: string | null }[],
) {
  const personIds = [
    ...new Set(
      events
        .filter((e) => e.field === 'assignee')
        .flatMap((e) => [e.fromValue, e.toValue])
        .filter((v): v is string => v !== null),
    ),
  ];
  const people = new Map(
    personIds.length === 0
      ? []
      : (
          await actor.db
            .select({ id: users.id, name: users.name })
            .from(users)
            .where(and(eq(users.tenantId, actor.tenantId), inArray(users.id, personIds)))
        ).map((u) => [u.id, u.name]),
  );
  return (id: string | null) => (id === null ? null : (people.get(id) ?? 'Former user'));
}

/** Who a ticket can be assigned to: active users of the tenant whose role handles tickets. */
export async function listTicketHandlers(actor: Actor) {
  const allowed: Role[] = [];
  for (const role of ROLES) {
    if (await hasPermission(actor.db, actor.tenantId, role, 'support:handle')) allowed.push(role);
  }
  if (allowed.length === 0) return [];
  return actor.db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      and(
        eq(users.tenantId, actor.tenantId),
        eq(users.isActive, true),
        inArray(users.role, allowed),
      ),
    )
    .orderBy(asc(users.name));
}
