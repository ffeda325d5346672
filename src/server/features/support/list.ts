import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { ListTicketsInput } from '@/shared/support/ticket-inputs';
import { supportTickets, users } from '@/server/db/schema/index';
import { foldedText, listSearch } from '@/server/lib/record-match';
import { paginate } from '@/server/lib/paginate';
import type { Actor } from '@/server/trpc/actor';
import { ticketScope } from './scope';
import { slaStatesOf } from './sla';

const requester = alias(users, 'ticket_requester');
const assignee = alias(users, 'ticket_assignee');

/** The tickets tab: search (subject, description, reference), status, category and priority filters, newest first. */
export async function listTickets(actor: Actor, input: z.output<typeof ListTicketsInput>) {
  const { where: scope, handler } = await ticketScope(actor);
  const where = and(
    scope,
    input.status === 'all' ? undefined : eq(supportTickets.status, input.status),
    input.category === 'all' ? undefined : eq(supportTickets.category, input.category),
    input.priority === 'all' ? undefined : eq(supportTickets.priority, input.priority),
    listSearch(
      input.search,
      foldedText(supportTickets.reference, supportTickets.subject, supportTickets.description),
    ),
  );
  const window = paginate(input);
  const [rows, [totals], stats] = await Promise.all([
    actor.db
      .select({
        id: supportTickets.id,
        reference: supportTickets.reference,
        subject: supportTickets.subject,
        category: supportTickets.category,
        priority: supportTickets.priority,
        status: supportTickets.status,
        requesterName: requester.name,
        assigneeName: assignee.name,
        createdAt: supportTickets.createdAt,
        updatedAt: supportTickets.updatedAt,
        resolvedAt: supportTickets.resolvedAt,
        firstResponseAt: supportTickets.firstResponseAt,
      })
      .from(supportTickets)
      .leftJoin(requester, eq(requester.id, supportTickets.requesterId))
      .leftJoin(assignee, eq(assignee.id, supportTickets.assigneeId))
      .where(where)
      .orderBy(desc(supportTickets.createdAt), desc(supportTickets.reference))
      .limit(window.limit)
      .offset(window.offset),
    actor.db.select({ total: count() }).from(supportTickets).where(where),
    ticketStats(actor, scope),
  ]);
  const sla = await slaStatesOf(actor.db, actor.tenantId, rows);
  return {
    items: rows.map(({ firstResponseAt, ...r }) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
      resolvedAt: r.resolvedAt?.toISOString() ?? null,
      firstResponseAt: firstResponseAt?.toISOString() ?? null,
      sla: sla.get(r.id) ?? null,
    })),
    pagination: window.info(totals?.total ?? 0),
    stats,
    isHandler: handler,
  };
}

/**
 * Open, Pending and Resolved counters and 'Avg Response': the mean time from
 * creation to the first public staff reply, over tickets that have one
 * (null when none has). Counted over what the actor may see.
 */
async function ticketStats(actor: Actor, scope: ReturnType<typeof and>) {
  const [row] = await actor.db
    .select({
      open: sql<number>`count(*) filter (where ${supportTickets.status} = 'open')::int`,
      pending: sql<number>`count(*) filter (where ${supportTickets.status} = 'pending')::int`,
      resolved: sql<number>`count(*) filter (where ${supportTickets.status} = 'resolved')::int`,
      avgResponseMinutes: sql<
        number | null
      >`round(avg(extract(epoch from (${supportTickets.firstResponseAt} - ${supportTickets.createdAt}))) / 60)::int`,
    })
    .from(supportTickets)
    .where(scope);
  return row ?? { open: 0, pending: 0, resolved: 0, avgResponseMinutes: null };
}
