import { and, eq, inArray, sql } from 'drizzle-orm';
import { postStateOf } from '@/shared/news/catalogue';
import {
  newsAcknowledgements,
  newsComments,
  newsPostBookmarks,
  newsPostLikes,
  newsPosts,
  users,
} from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { isPinnedNow } from './scope';

const EXCERPT_LENGTH = 280;

const excerptOf = (text: string) =>
  text.length <= EXCERPT_LENGTH ? text : `${text.slice(0, EXCERPT_LENGTH).replace(/\s+\S*$/, '')}…`;

/** The post cards of the list, in the order of ids, with the actor's own like, bookmark and acknowledgement. */
export async function postCardsOf(actor: Actor, ids: string[], now = new Date()) {
  if (ids.length === 0) return [];
  const me = actor.user.id;
  const rows = await actor.db
    .select({
      id: newsPosts.id,
      title: newsPosts.title,
      category: newsPosts.category,
      priority: newsPosts.priority,
      contentText: newsPosts.contentText,
      tags: newsPosts.tags,
      authorId: newsPosts.authorId,
      authorName: users.name,
      publishedAt: newsPosts.publishedAt,
      updatedAt: newsPosts.updatedAt,
      pinnedNow: isPinnedNow(now),
      pinnedUntil: newsPosts.pinnedUntil,
      requiredReadingRoles: newsPosts.requiredReadingRoles,
      viewCount: newsPosts.viewCount,
      likeCount: sql<number>`(select count(*) from ${newsPostLikes} l where l.post_id = ${newsPosts.id})::int`,
      commentCount: sql<number>`(select count(*) from ${newsComments} c where c.post_id = ${newsPosts.id})::int`,
      liked: sql<boolean>`exists (select 1 from ${newsPostLikes} l where l.post_id = ${newsPosts.id} and l.user_id = ${me})`,
      bookmarked: sql<boolean>`exists (select 1 from ${newsPostBookmarks} b where b.post_id = ${newsPosts.id} and b.user_id = ${me})`,
      acknowledged: sql<boolean>`exists (select 1 from ${newsAcknowledgements} a where a.post_id = ${newsPosts.id} and a.user_id = ${me})`,
    })
    .from(newsPosts)
    .leftJoin(users, eq(users.id, newsPosts.authorId))
    .where(and(eq(newsPosts.tenantId, actor.tenantId), inArray(newsPosts.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const { contentText, publishedAt, updatedAt, requiredReadingRoles, ...rest } = row;
    const published = publishedAt?.toISOString() ?? null;
    return [
      {
        ...rest,
        excerpt: excerptOf(contentText),
        publishedAt: published,
        updatedAt: updatedAt.toISOString(),
        state: postStateOf(published, now),
        // The author need not acknowledge their own post.
        requiresReading:
          (requiredReadingRoles as readonly string[]).includes(actor.user.role) &&
          rest.authorId !== me,
        isRequiredReading: requiredReadingRoles.length > 0,
      },
    ];
  });
}
