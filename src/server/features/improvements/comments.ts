import { TRPCError } from '@trpc/server';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AddCommentInput, CommentsInput } from '@/shared/improvements/inputs';
import { writeAudit } from '@/server/audit/write-audit';
import { improvementComments, users } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { findInitiative, findSuggestion, mayManage, notFound } from './scope';

type Target = z.output<typeof CommentsInput>;

async function targetColumns(actor: Actor, target: Target) {
  if (target.target === 'initiative') {
    const row = await findInitiative(actor.db, actor.tenantId, target.id);
    return { initiativeId: row.id, suggestionId: null, label: row.title };
  }
  const row = await findSuggestion(actor.db, actor.tenantId, target.id);
  return { initiativeId: null, suggestionId: row.id, label: row.title };
}

/** The thread of an initiative or suggestion, oldest first. */
export async function listComments(actor: Actor, target: Target) {
  await targetColumns(actor, target);
  const rows = await actor.db
    .select({
      id: improvementComments.id,
      body: improvementComments.body,
      authorId: improvementComments.authorId,
      authorName: users.name,
      createdAt: improvementComments.createdAt,
    })
    .from(improvementComments)
    .leftJoin(users, eq(users.id, improvementComments.authorId))
    .where(
      and(
        eq(improvementComments.tenantId, actor.tenantId),
        target.target === 'initiative'
          ? eq(improvementComments.initiativeId, target.id)
          : eq(improvementComments.suggestionId, target.id),
      ),
    )
    .orderBy(asc(improvementComments.createdAt))
    .limit(500);
  return rows.map((r) => ({
    ...r,
    createdAt: r.createdAt.toISOString(),
    mine: r.authorId === actor.user.id,
  }));
}

export async function addComment(actor: Actor, input: z.output<typeof AddCommentInput>) {
  const target = await targetColumns(actor, input);
  return actor.db.transaction(async (tx) => {
    const [comment] = await tx
      .insert(improvementComments)
      .values({
        tenantId: actor.tenantId,
        initiativeId: target.initiativeId,
        suggestionId: target.suggestionId,
        authorId: actor.user.id,
        body: input.body,
      })
      .returning({ id: improvementComments.id });
    await writeAudit(tx, actor, {
      action: 'create',
      resource: 'improvement_comment',
      resourceId: comment!.id,
      details: { target: input.target, targetId: input.id, title: target.label },
    });
    return comment!;
  });
}

/** Deleted by its author (or by a manager, to moderate). */
export async function deleteComment(actor: Actor, id: string) {
  const manager = await mayManage(actor);
  return actor.db.transaction(async (tx) => {
    const [comment] = await tx
      .select()
      .from(improvementComments)
      .where(and(eq(improvementComments.tenantId, actor.tenantId), eq(improvementComments.id, id)));
    if (!comment) notFound('Comment');
    if (comment.authorId !== actor.user.id && !manager) {
      throw new TRPCError({ code: 'FORBIDDEN', message: 'You can delete only your own comments.' });
    }
    await tx.delete(improvementComments).where(eq(improvementComments.id, comment.id));
    await writeAudit(tx, actor, {
      action: 'delete',
      resource: 'improvement_comment',
      resourceId: comment.id,
      details: {
        initiativeId: comment.initiativeId,
        suggestionId: comment.suggestionId,
        body: comment.body,
      },
    });
    return { id: comment.id };
  });
}
