import { TRPCError } from '@trpc/server';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { SuggestionStatus } from '@/shared/improvements/catalogue';
import type { CreateSuggestionInput, SetSuggestionStatusInput } from '@/shared/improvements/inputs';
import { writeAudit } from '@/server/audit/write-audit';
import { improvementSuggestions, improvementSuggestionVotes } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { findSuggestion } from './scope';
import type { PlatformServices } from '@/server/platform/services';
import { notifyStatusChange } from './suggestion-notifications';

export async function createSuggestion(
  actor: Actor,
  input: z.output<typeof CreateSuggestionInput>,
) {
  return actor.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(improvementSuggestions)
      .values({ tenantId: actor.tenantId, submittedById: actor.user.id, ...input })
      .returning({ id: improvementSuggestions.id, title: improvementSuggestions.title });
    await writeAudit(tx, actor, {
      action: 'create',
      resource: 'improvement_suggestion',
      resourceId: row!.id,
      details: { title: row!.title, category: input.category },
    });
    return row!;
  });
}

/** Vote on or off (idempotent); one vote per user. A merged duplicate takes no votes. */
export async function voteSuggestion(actor: Actor, id: string, on: boolean) {
  return actor.db.transaction(async (tx) => {
    const suggestion = await findSuggestion(tx, actor.tenantId, id);
    if (on && suggestion.status === 'duplicate') {
      throw new TRPCError({
        code: 'PRECONDITION_FAILED',
        message: 'This suggestion was merged into another one: vote for that one instead.',
      });
    }
    const changed = on
      ? await tx
          .insert(improvementSuggestionVotes)
          .values({ suggestionId: suggestion.id, userId: actor.user.id, tenantId: actor.tenantId })
          .onConflictDoNothing()
          .returning({ userId: improvementSuggestionVotes.userId })
      : await tx
          .delete(improvementSuggestionVotes)
          .where(
            and(
              eq(improvementSuggestionVotes.suggestionId, suggestion.id),
              eq(improvementSuggestionVotes.userId, actor.user.id),
            ),
          )
          .returning({ userId: improvementSuggestionVotes.userId });
    if (changed.length > 0) {
      await writeAudit(tx, actor, {
        action: on ? 'vote' : 'unvote',
        resource: 'improvement_suggestion',
        resourceId: suggestion.id,
        details: { title: suggestion.title },
      });
    }
    const [count] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(improvementSuggestionVotes)
      .where(eq(improvementSuggestionVotes.suggestionId, suggestion.id));
    return { voted: on, votes: count?.total ?? 0 };
  });
}

export function refuseIfMerged(status: SuggestionStatus) {
  if (status === 'duplicate') {
    throw new TRPCError({
      code: 'PRECONDITION_FAILED',
      message: 'This suggestion was merged into another one.',
    });
  }
}

export async function setSuggestionStatus(
  actor: Actor,
  input: z.output<typeof SetSuggestionStatusInput>,
  services: Pick<PlatformServices, 'portalUrl'>,
) {
  return actor.db.transaction(async (tx) => {
    const suggestion = await findSuggestion(tx, actor.tenantId, input.id);
    refuseIfMerged(suggestion.status);
    if (suggestion.status === input.status) return { id: suggestion.id, notified: 0 };
    await tx
      .update(improvementSuggestions)
      .set({ status: input.status, updatedAt: new Date() })
      .where(eq(improvementSuggestions.id, suggestion.id));
    await writeAudit(tx, actor, {
      action: 'update',
      resource: 'improvement_suggestion',
      resourceId: suggestion.id,
      details: { title: suggestion.title, status: { from: suggestion.status, to: input.status } },
    });
    const notified = await notifyStatusChange(tx, actor, services, suggestion, input.status);
    return { id: suggestion.id, notified };
  });
}
