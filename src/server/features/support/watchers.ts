import { and, asc, eq, inArray, notInArray, or } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import {
  rolePermissions,
  supportTickets,
  supportTicketWatchers,
  users,
} from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { notify } from '../notifications/notify';
import { ticketNotFound, ticketScope } from './scope';

/** Anyone who may see a ticket may watch it (themselves only); watching twice is one watch. */
export async function watchTicket(actor: Actor, ticketId: string, watching: boolean) {
  const { where } = await ticketScope(actor);
  const [ticket] = await actor.db
    .select({ id: supportTickets.id })
    .from(supportTickets)
    .where(and(where, eq(supportTickets.id, ticketId)));
  if (!ticket) ticketNotFound();
  if (watching) {
    await actor.db
      .insert(supportTicketWatchers)
      .values({ tenantId: actor.tenantId, ticketId, userId: actor.user.id })
      .onConflictDoNothing();
  } else {
    await actor.db
      .delete(supportTicketWatchers)
      .where(
        and(
          eq(supportTicketWatchers.ticketId, ticketId),
          eq(supportTicketWatchers.userId, actor.user.id),
        ),
      );
  }
  return { watching };
}

export function watchersOf(db: Db, ticketId: string) {
  return db
    .select({ id: users.id, name: users.name })
    .from(supportTicketWatchers)
    .innerJoin(users, eq(users.id, supportTicketWatchers.userId))
    .where(eq(supportTicketWatchers.ticketId, ticketId))
    .orderBy(asc(users.name));
}

/** The roles that handle tickets in this tenant (support:handle). */
async function handlerRoles(db: Db | Tx, tenantId: string) {
  const rows = await db
    .select({ role: rolePermissions.role })
    .from(rolePermissions)
    .where(
      and(eq(rolePermissions.tenantId, tenantId), eq(rolePermissions.permission, 'support:handle')),
    );
  return rows.map((r) => r.role);
}

/**
 * Watchers who may still see the ticket (the requester, or a handler now),
 * active, other than `except`. Internal notes: handlers only.
 */
async function watchersToTell(
  tx: Tx,
  ticket: { id: string; tenantId: string; requesterId: string | null },
  options: { handlersOnly: boolean; except: string[] },
) {
  const roles = await handlerRoles(tx, ticket.tenantId);
  const mayHandle = roles.length > 0 ? inArray(users.role, roles) : undefined;
  const mayView =
    options.handlersOnly || ticket.requesterId === null
      ? mayHandle
      : or(mayHandle, eq(users.id, ticket.requesterId));
  if (!mayView) return [];
  const rows = await tx
    .select({ id: users.id })
    .from(supportTicketWatchers)
    .innerJoin(users, eq(users.id, supportTicketWatchers.userId))
    .where(
      and(
        eq(supportTicketWatchers.ticketId, ticket.id),
        eq(users.isActive, true),
        mayView,
        options.except.length > 0 ? notInArray(users.id, options.except) : undefined,
      ),
    );
  return rows.map((r) => r.id);
}

/** Tells the ticket's watchers (event support_ticket), never the one who acted. */
export async function notifyWatchers(
  tx: Tx,
  actor: Actor,
  ticket: { id: string; tenantId: string; requesterId: string | null },
  message: { title: string; message: string; handlersOnly?: boolean; alreadyTold?: string[] },
) {
  const recipients = await watchersToTell(tx, ticket, {
    handlersOnly: message.handlersOnly ?? false,
    except: [actor.user.id, ...(message.alreadyTold ?? [])],
  });
  for (const userId of recipients) {
    await notify(tx, {
      tenantId: actor.tenantId,
      userId,
      event: 'support_ticket',
      type: 'info',
      title: message.title,
      message: message.message,
      actionUrl: `/support/${ticket.id}`,
    });
  }
}

/**
 * On a merge: the duplicate's watchers watch the original instead (once
 * each), if they may see it: a handler or the original's requester.
 */
export async function moveWatchers(
  tx: Tx,
  duplicateId: string,
  original: { id: string; tenantId: string; requesterId: string | null },
) {
  const watchers = await watchersToTell(
    tx,
    { ...original, id: duplicateId },
    {
      handlersOnly: false,
      except: [],
    },
  );
  if (watchers.length > 0) {
    await tx
      .insert(supportTicketWatchers)
      .values(
        watchers.map((userId) => ({ tenantId: original.tenantId, ticketId: original.id, userId })),
      )
      .onConflictDoNothing();
  }
  await tx.delete(supportTicketWatchers).where(eq(supportTicketWatchers.ticketId, duplicateId));
}
