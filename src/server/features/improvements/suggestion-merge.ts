import { TRPCError } from '@trpc/server';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { MergeSuggestionInput } from '@/shared/improvements/inputs';
import { writeAudit } from '@/server/audit/write-audit';
import type { Tx } from '@/server/db/client';
import { improvementSuggestions, improvementSuggestionVotes } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { findSuggestion } from './scope';
import { refuseIfMerged } from './suggestion-changes';
import type { PlatformServices } from '@/server/platform/services';
import { notifyStatusChange } from './suggestion-notifications';

/** Copies votes onto another target (an insert ... select); a user's vote counts once. */
export async function carryVotes(tx: Tx, insertSelect: SQL) {
  await tx.execute(sql`${insertSelect} on conflict do nothing`);
}

/** Marks a suggestion a duplicate of another: its votes move to the original (de-duplicated). */
export async function mergeSuggestion(
  actor: Actor,
  input: z.output<typeof MergeSuggestionInput>,
  services: Pick<PlatformServices, 'portalUrl'>,
) {
  return actor.db.transaction(async (tx) => {
    const duplicate = await findSuggestion(tx, actor.tenantId, input.id);
    const original = await findSuggestion(tx, actor.tenantId, input.intoId);
    refuseIfMerged(duplicate.status);
    if (original.status === 'duplicate') {
      throw new TRPCError({
        code: 'PRECONDITION_FAILED',
        message: 'Merge into the original suggestion, not into a duplicate.',
      });
    }
    await carryVotes(
      tx,
      sql`insert into ${improvementSuggestionVotes} (suggestion_id, user_id, tenant_id, created_at)
          select ${original.id}, user_id, tenant_id, created_at from ${improvementSuggestionVotes}
          where suggestion_id = ${duplicate.id}`,
    );
    await tx
      .update(improvementSuggestions)
      .set({ status: 'duplicate', duplicateOfId: original.id, updatedAt: new Date() })
      .where(eq(improvementSuggestions.id, duplicate.id));
    await writeAudit(tx, actor, {
      action: 'merge',
      resource: 'improvement_suggestion',
      resourceId: duplicate.id,
      details: { title: duplicate.title, into: original.id, intoTitle: original.title },
    });
    await notifyStatusChange(
      tx,
      actor,
      services,
      duplicate,
      'duplicate',
      ` Its votes now count for "${original.title}".`,
    );
    const [count] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(improvementSuggestionVotes)
      .where(eq(improvementSuggestionVotes.suggestionId, original.id));
    return { id: original.id, votes: count?.total ?? 0 };
  });
}
