import { TRPCError } from '@trpc/server';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import {
  improvementInitiatives,
  improvementSuggestions,
  referenceCounters,
  users,
} from '@/server/db/schema/index';
import { paginate } from '@/server/lib/paginate';
import type { Actor } from '@/server/trpc/actor';
import { hasPermission } from '../permissions/service';

/** improvements:manage: create and edit initiatives, set suggestion statuses, merge, convert, metrics. */
export const mayManage = (actor: Actor) =>
  hasPermission(actor.db, actor.tenantId, actor.user.role, 'improvements:manage');

export function notFound(what: 'Initiative' | 'Suggestion' | 'Comment' | 'Metric'): never {
  throw new TRPCError({ code: 'NOT_FOUND', message: `${what} not found.` });
}

export async function findInitiative(db: Db | Tx, tenantId: string, id: string) {
  const [row] = await db
    .select()
    .from(improvementInitiatives)
    .where(and(eq(improvementInitiatives.tenantId, tenantId), eq(improvementInitiatives.id, id)));
  if (!row) notFound('Initiative');
  return row;
}

export async function findSuggestion(db: Db | Tx, tenantId: string, id: string) {
  const [row] = await db
    .select()
    .from(improvementSuggestions)
    .where(and(eq(improvementSuggestions.tenantId, tenantId), eq(improvementSuggestions.id, id)));
  if (!row) notFound('Suggestion');
  return row;
}

/** The owner must be an active user of the same tenant. */
export async function checkOwner(db: Db | Tx, tenantId: string, ownerId: string) {
  if (ownerId === '') return null;
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.id, ownerId), eq(users.isActive, true)));
  if (!row) {
    throw new TRPCError({ code: 'BAD_REQUEST', message: 'Choose an owner from the list' });
  }
  return row.id;
}

/** INIT-YYYY-NNN from the shared per-tenant counters (more digits past 999); atomic. */
export async function nextInitiativeReference(tx: Db | Tx, tenantId: string, now = new Date()) {
  const year = now.getUTCFullYear();
  const [row] = await tx
    .insert(referenceCounters)
    .values({ tenantId, prefix: 'INIT', year, value: 1 })
    .onConflictDoUpdate({
      target: [referenceCounters.tenantId, referenceCounters.prefix, referenceCounters.year],
      set: { value: sql`${referenceCounters.value} + 1` },
    })
    .returning({ value: referenceCounters.value });
  return `INIT-${year}-${String(row!.value).padStart(3, '0')}`;
}

/**
 * A page of a list for TanStack's infinite queries: the cursor is the page
 * number (1 when absent); `nextCursor` is the next page while there is one.
 */
export function pageOf(input: { cursor?: number | null; limit: number }) {
  const window = paginate({ page: input.cursor ?? 1, limit: input.limit });
  return {
    limit: window.limit,
    offset: window.offset,
    result: <T>(items: T[], total: number) => {
      const { page, pages } = window.info(total);
      return { items, total, nextCursor: page < pages ? page + 1 : null };
    },
  };
}
