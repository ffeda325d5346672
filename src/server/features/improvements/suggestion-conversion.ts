import { TRPCError } from '@trpc/server';
import { eq, sql } from 'drizzle-orm';
import { INITIATIVE_DEFAULTS } from '@/shared/improvements/catalogue';
import { writeAudit } from '@/server/audit/write-audit';
import {
  improvementComments,
  improvementInitiativeVotes,
  improvementSuggestions,
  improvementSuggestionVotes,
} from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { insertInitiative } from './initiatives';
import { findSuggestion } from './scope';
import { refuseIfMerged } from './suggestion-changes';
import { carryVotes } from './suggestion-merge';
import type { PlatformServices } from '@/server/platform/services';
import { notifyStatusChange } from './suggestion-notifications';

/**
 * 'Convert to Initiative': a new initiative from the suggestion (title,
 * category, description; the spec's defaults otherwise), linked both ways,
 * carrying the suggestion's votes; the suggestion becomes 'approved'.
 */
export async function convertSuggestion(
  actor: Actor,
  id: string,
  services: Pick<PlatformServices, 'portalUrl'>,
) {
  return actor.db.transaction(async (tx) => {
    const suggestion = await findSuggestion(tx, actor.tenantId, id);
    refuseIfMerged(suggestion.status);
    if (suggestion.initiativeId) {
      throw new TRPCError({
        code: 'CONFLICT',
        message: 'This suggestion has already been converted to an initiative.',
      });
    }
    const initiative = await insertInitiative(tx, actor, {
      title: suggestion.title,
      category: suggestion.category,
      description: suggestion.description,
      priority: INITIATIVE_DEFAULTS.priority,
      status: INITIATIVE_DEFAULTS.status,
      progress: INITIATIVE_DEFAULTS.progress,
      expectedImpact: '',
      startDate: '',
      targetDate: '',
      ownerId: '',
      resources: '',
    });
    await carryVotes(
      tx,
      sql`insert into ${improvementInitiativeVotes} (initiative_id, user_id, tenant_id, created_at)
          select ${initiative.id}, user_id, tenant_id, created_at from ${improvementSuggestionVotes}
          where suggestion_id = ${suggestion.id}`,
    );
    // The discussion comes along: each comment copied with its author and time (the
    // suggestion keeps its own thread; the copies are the initiative's from now on).
    const copied = await tx.execute(
      sql`insert into ${improvementComments} (tenant_id, initiative_id, author_id, body, created_at)
          select tenant_id, ${initiative.id}, author_id, body, created_at from ${improvementComments}
          where suggestion_id = ${suggestion.id} and tenant_id = ${actor.tenantId}
          returning id`,
    );
    const comments = (copied as { rows: unknown[] }).rows.length;
    const status = suggestion.status === 'under-review' ? 'approved' : suggestion.status;
    await tx
      .update(improvementSuggestions)
      .set({ initiativeId: initiative.id, status, updatedAt: new Date() })
      .where(eq(improvementSuggestions.id, suggestion.id));
    await writeAudit(tx, actor, {
      action: 'convert',
      resource: 'improvement_suggestion',
      resourceId: suggestion.id,
      details: { title: suggestion.title, initiative: initiative.reference, comments },
    });
    if (status !== suggestion.status) {
      await notifyStatusChange(
        tx,
        actor,
        services,
        suggestion,
        status,
        ` It became initiative ${initiative.reference}.`,
      );
    }
    return { id: initiative.id, reference: initiative.reference, title: initiative.title };
  });
}
