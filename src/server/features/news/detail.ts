import { and, asc, eq } from 'drizzle-orm';
import { newsAcknowledgements, newsComments, users } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { requiredReaders } from './announce';
import { postCardsOf } from './cards';
import { findVisiblePost, mayPublish } from './scope';

/** One post for its page: the card, the sanitised content, comments, and for its author or publishers who has read it. */
export async function getPost(actor: Actor, id: string, now = new Date()) {
  const publisher = await mayPublish(actor);
  const post = await findVisiblePost(actor.db, actor, id, publisher, now);
  const [[card], comments] = await Promise.all([
    postCardsOf(actor, [post.id], now),
    actor.db
      .select({
        id: newsComments.id,
        body: newsComments.body,
        authorId: newsComments.authorId,
        authorName: users.name,
        createdAt: newsComments.createdAt,
      })
      .from(newsComments)
      .leftJoin(users, eq(users.id, newsComments.authorId))
      .where(eq(newsComments.postId, post.id))
      .orderBy(asc(newsComments.createdAt), asc(newsComments.id)),
  ]);
  const seesReaders = publisher || post.authorId === actor.user.id;
  return {
    ...card!,
    contentHtml: post.contentHtml,
    // What the author typed, for the edit form (publishers only).
    content: publisher ? post.content : null,
    pinned: post.pinned,
    pinnedUntil: post.pinnedUntil,
    requiredReadingRoles: post.requiredReadingRoles,
    mayEdit: publisher,
    comments: comments.map((c) => ({
      ...c,
      createdAt: c.createdAt.toISOString(),
      mayDelete: c.authorId === actor.user.id || publisher,
    })),
    readers:
      seesReaders && post.requiredReadingRoles.length > 0 ? await readingReport(actor, post) : null,
  };
}

/** Who of the required readers has acknowledged, and who has not (percentage and names). */
async function readingReport(
  actor: Actor,
  post: Parameters<typeof requiredReaders>[1] & { id: string },
) {
  const [audience, acknowledged] = await Promise.all([
    requiredReaders(actor.db, post),
    actor.db
      .select({ userId: newsAcknowledgements.userId, at: newsAcknowledgements.createdAt })
      .from(newsAcknowledgements)
      .where(
        and(
          eq(newsAcknowledgements.postId, post.id),
          eq(newsAcknowledgements.tenantId, actor.tenantId),
        ),
      ),
  ]);
  const at = new Map(acknowledged.map((a) => [a.userId, a.at]));
  const done = audience.filter((u) => at.has(u.id));
  return {
    total: audience.length,
    percent: audience.length === 0 ? 100 : Math.round((done.length / audience.length) * 100),
    acknowledged: done.map((u) => ({ id: u.id, name: u.name, at: at.get(u.id)!.toISOString() })),
    pending: audience.filter((u) => !at.has(u.id)).map((u) => ({ id: u.id, name: u.name })),
  };
}
