import { TRPCError } from '@trpc/server';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AddCommentInput } from '@/shared/news/post-inputs';
import { writeAudit } from '@/server/audit/write-audit';
import {
  newsAcknowledgements,
  newsComments,
  newsPostBookmarks,
  newsPostLikes,
  newsPosts,
  newsPostViews,
} from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { findVisiblePost, isPublished, mayPublish } from './scope';

/** A published post of the actor's tenant (reactions are for published posts only). */
const publishedPost = (actor: Actor, id: string, now = new Date()) =>
  findVisiblePost(actor.db, actor, id, false, now);

/** Opening a post counts one view per user, however often they come back. */
export async function recordView(actor: Actor, postId: string) {
  const post = await publishedPost(actor, postId);
  return actor.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(newsPostViews)
      .values({ postId: post.id, userId: actor.user.id, tenantId: actor.tenantId })
      .onConflictDoNothing()
      .returning({ postId: newsPostViews.postId });
    if (inserted.length === 0) return { counted: false, viewCount: post.viewCount };
    const [updated] = await tx
      .update(newsPosts)
      .set({ viewCount: sql`${newsPosts.viewCount} + 1` })
      .where(eq(newsPosts.id, post.id))
      .returning({ viewCount: newsPosts.viewCount });
    return { counted: true, viewCount: updated!.viewCount };
  });
}

type ReactionTable = typeof newsPostLikes | typeof newsPostBookmarks;

/** Like and bookmark: set on or off (idempotent, so 'undo' is the same call). */
async function setReaction(actor: Actor, table: ReactionTable, postId: string, on: boolean) {
  const post = await publishedPost(actor, postId);
  if (on) {
    await actor.db
      .insert(table)
      .values({ postId: post.id, userId: actor.user.id, tenantId: actor.tenantId })
      .onConflictDoNothing();
  } else {
    await actor.db
      .delete(table)
      .where(and(eq(table.postId, post.id), eq(table.userId, actor.user.id)));
  }
  const [row] = await actor.db
    .select({ total: sql<number>`count(*)::int` })
    .from(table)
    .where(eq(table.postId, post.id));
  return { on, count: row?.total ?? 0 };
}

export const setLike = (actor: Actor, postId: string, on: boolean) =>
  setReaction(actor, newsPostLikes, postId, on);
export const setBookmark = (actor: Actor, postId: string, on: boolean) =>
  setReaction(actor, newsPostBookmarks, postId, on);

export async function addComment(actor: Actor, input: z.output<typeof AddCommentInput>) {
  const post = await publishedPost(actor, input.postId);
  return actor.db.transaction(async (tx) => {
    const [comment] = await tx
      .insert(newsComments)
      .values({
        tenantId: actor.tenantId,
        postId: post.id,
        authorId: actor.user.id,
        body: input.body,
      })
      .returning({ id: newsComments.id });
    await writeAudit(tx, actor, {
      action: 'create',
      resource: 'news_comment',
      resourceId: comment!.id,
      details: { postId: post.id, postTitle: post.title },
    });
    return comment!;
  });
}

/** A comment is deleted by its author (or by someone who publishes news, to moderate). */
export async function deleteComment(actor: Actor, id: string) {
  const publisher = await mayPublish(actor);
  return actor.db.transaction(async (tx) => {
    const [comment] = await tx
      .select()
      .from(newsComments)
      .where(and(eq(newsComments.tenantId, actor.tenantId), eq(newsComments.id, id)));
    if (!comment) throw new TRPCError({ code: 'NOT_FOUND', message: 'Comment not found.' });
    if (comment.authorId !== actor.user.id && !publisher) {
      throw new TRPCError({ code: 'FORBIDDEN', message: 'You can delete only your own comments.' });
    }
    await tx.delete(newsComments).where(eq(newsComments.id, comment.id));
    await writeAudit(tx, actor, {
      action: 'delete',
      resource: 'news_comment',
      resourceId: comment.id,
      details: { postId: comment.postId, body: comment.body },
    });
    return { id: comment.id };
  });
}

/** 'I have read this': only for the roles the post asks, once, audited as proof. */
export async function acknowledgePost(actor: Actor, postId: string) {
  const post = await publishedPost(actor, postId);
  if (
    !(post.requiredReadingRoles as readonly string[]).includes(actor.user.role) ||
    post.authorId === actor.user.id
  ) {
    throw new TRPCError({
      code: 'PRECONDITION_FAILED',
      message: 'This post does not ask you to acknowledge it.',
    });
  }
  return actor.db.transaction(async (tx) => {
    const inserted = await tx
      .insert(newsAcknowledgements)
      .values({ postId: post.id, userId: actor.user.id, tenantId: actor.tenantId })
      .onConflictDoNothing()
      .returning({ createdAt: newsAcknowledgements.createdAt });
    if (inserted.length > 0) {
      await writeAudit(tx, actor, {
        action: 'create',
        resource: 'news_acknowledgement',
        resourceId: post.id,
        details: { title: post.title },
      });
    }
    return { acknowledged: true };
  });
}

/** Published posts the actor's role must acknowledge and they have not yet (shown until they do). */
export async function requiredReadingFor(actor: Actor, now = new Date()) {
  const rows = await actor.db
    .select({
      id: newsPosts.id,
      title: newsPosts.title,
      priority: newsPosts.priority,
      category: newsPosts.category,
      publishedAt: newsPosts.publishedAt,
    })
    .from(newsPosts)
    .where(
      and(
        eq(newsPosts.tenantId, actor.tenantId),
        isPublished(now),
        sql`${actor.user.role} = any (${newsPosts.requiredReadingRoles})`,
        sql`${newsPosts.authorId} is distinct from ${actor.user.id}`,
        sql`not exists (select 1 from ${newsAcknowledgements} a where a.post_id = ${newsPosts.id} and a.user_id = ${actor.user.id})`,
      ),
    )
    .orderBy(desc(newsPosts.publishedAt))
    .limit(20);
  return rows.map((r) => ({ ...r, publishedAt: r.publishedAt!.toISOString() }));
}
