import { TRPCError } from '@trpc/server';
import { and, eq, type SQL } from 'drizzle-orm';
import { supportTickets } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { hasPermission } from '../permissions/service';

/** Handlers (support:handle) see every ticket of the tenant; everyone else their own. */
export const isHandler = (actor: Actor) =>
  hasPermission(actor.db, actor.tenantId, actor.user.role, 'support:handle');

export async function ticketScope(actor: Actor): Promise<{ where: SQL; handler: boolean }> {
  const handler = await isHandler(actor);
  const tenant = eq(supportTickets.tenantId, actor.tenantId);
  return {
    handler,
    where: handler ? tenant : and(tenant, eq(supportTickets.requesterId, actor.user.id))!,
  };
}

export function ticketNotFound(): never {
  throw new TRPCError({ code: 'NOT_FOUND', message: 'Support ticket not found.' });
}
