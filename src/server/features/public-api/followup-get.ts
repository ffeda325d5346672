import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { effectiveFollowupStatus } from '@/shared/followups/rules';
import { followups } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { followupScope } from '../followups/scope';

export const FollowupIdParams = z.object({ id: z.string().uuid() });

/**
 * One follow-up, as the list shows it. The pages have no single-follow-up procedure (they open
 * them from the list), so the API reads it here, inside the same scope as the list
 * (followups/scope.ts): another tenant's, or one the key's owner may not see, is not found.
 */
export async function getFollowup(actor: Actor, id: string, now = new Date()) {
  const [row] = await actor.db
    .select({
      id: followups.id,
      type: followups.type,
      title: followups.title,
      description: followups.description,
      priority: followups.priority,
      status: followups.status,
      assigneeId: followups.assigneeId,
      createdBy: followups.createdBy,
      dueDate: followups.dueDate,
      progress: followups.progress,
      completedAt: followups.completedAt,
      createdAt: followups.createdAt,
      inspectionId: followups.inspectionId,
      defectId: followups.defectId,
    })
    .from(followups)
    .where(and(eq(followups.id, id), await followupScope(actor)));
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: 'Follow-up not found.' });
  return {
    ...row,
    status: effectiveFollowupStatus(row, now),
    dueDate: row.dueDate.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
