import { TRPCError } from '@trpc/server';
import { and, count, desc, eq, gt, ilike, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { todayInLondon } from '@/shared/format';
import type { ListPostsInput } from '@/shared/news/post-inputs';
import { POST_CATEGORIES, type PostCategory } from '@/shared/news/catalogue';
import { newsPostBookmarks, newsPosts } from '@/server/db/schema/index';
import { containsPattern } from '@/server/lib/escape-like';
import type { Actor } from '@/server/trpc/actor';
import { postCardsOf } from './cards';
import { isPinnedNow, isPublished, mayPublish, publishedMonth } from './scope';

type Cursor = { p: number; t: string; id: string };

const encodeCursor = (cursor: Cursor) => Buffer.from(JSON.stringify(cursor)).toString('base64url');

function decodeCursor(text: string | null | undefined): Cursor | null {
  if (!text) return null;
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString()) as Partial<Cursor>;
    if (
      (value.p === 0 || value.p === 1) &&
      typeof value.t === 'string' &&
      // PostgreSQL's own text of the time, to the microsecond, so no post is skipped.
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/.test(value.t) &&
      typeof value.id === 'string' &&
      /^[0-9a-f-]{36}$/i.test(value.id)
    ) {
      return value as Cursor;
    }
  } catch {
    // fall through: a cursor we did not make
  }
  throw new TRPCError({ code: 'BAD_REQUEST', message: 'This list has changed. Reload the page.' });
}

/**
 * Posts, newest first with pinned ones on top (published view), in cursor
 * pages for 'Load More Posts': a post published while someone reads never
 * shifts or repeats what the next page holds.
 */
export async function listPosts(
  actor: Actor,
  input: z.output<typeof ListPostsInput>,
  now = new Date(),
) {
  const publisher = await mayPublish(actor);
  if (input.view !== 'published' && !publisher) {
    throw new TRPCError({
      code: 'FORBIDDEN',
      message: 'Only people who publish news see drafts and scheduled posts.',
    });
  }
  const rank =
    input.view === 'published'
      ? sql<number>`(case when ${isPinnedNow(now)} then 1 else 0 end)`
      : sql<number>`(0)::int`;
  const sortTime = sql`coalesce(${newsPosts.publishedAt}, ${newsPosts.updatedAt})`;
  const cursor = decodeCursor(input.cursor);
  const pattern = containsPattern(input.search);
  const where = and(
    eq(newsPosts.tenantId, actor.tenantId),
    input.view === 'published'
      ? isPublished(now)
      : input.view === 'drafts'
        ? isNull(newsPosts.publishedAt)
        : gt(newsPosts.publishedAt, now),
    input.category === 'all' ? undefined : eq(newsPosts.category, input.category),
    input.tag === ''
      ? undefined
      : sql`lower(${input.tag}) = any (select lower(t) from unnest(${newsPosts.tags}) t)`,
    input.month === '' ? undefined : eq(publishedMonth, input.month),
    input.search === ''
      ? undefined
      : or(
          ilike(newsPosts.title, pattern),
          ilike(newsPosts.contentText, pattern),
          sql`exists (select 1 from unnest(${newsPosts.tags}) t where t ilike ${pattern})`,
        ),
    input.saved
      ? sql`exists (select 1 from ${newsPostBookmarks} b where b.post_id = ${newsPosts.id} and b.user_id = ${actor.user.id})`
      : undefined,
    cursor
      ? sql`(${rank}, ${sortTime}, ${newsPosts.id}) < (${cursor.p}::int, ${cursor.t}::timestamptz, ${cursor.id}::uuid)`
      : undefined,
  );
  const rows = await actor.db
    .select({ id: newsPosts.id, rank, sortText: sql<string>`${sortTime}::text` })
    .from(newsPosts)
    .where(where)
    .orderBy(desc(rank), desc(sortTime), desc(newsPosts.id))
    .limit(input.limit + 1);
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  const items = await postCardsOf(
    actor,
    page.map((r) => r.id),
    now,
  );
  return {
    items,
    nextCursor:
      rows.length > input.limit && last
        ? encodeCursor({ p: Number(last.rank), t: last.sortText, id: last.id })
        : null,
  };
}

/**
 * The page's figures, all over published posts: the stats cards (total posts,
 * total views, pinned posts, posts this month in UK time), the category
 * sidebar's counts and the archive's months. Publishers also get how many
 * drafts and scheduled posts wait.
 */
export async function newsOverview(actor: Actor, now = new Date()) {
  const publisher = await mayPublish(actor);
  const tenant = eq(newsPosts.tenantId, actor.tenantId);
  const thisMonth = todayInLondon(now).slice(0, 7);
  const [[totals], categories, months, [waiting]] = await Promise.all([
    actor.db
      .select({
        totalPosts: count(),
        totalViews: sql<number>`coalesce(sum(${newsPosts.viewCount}), 0)::int`,
        pinnedPosts: sql<number>`count(*) filter (where ${isPinnedNow(now)})::int`,
        postsThisMonth: sql<number>`count(*) filter (where ${publishedMonth} = ${thisMonth})::int`,
      })
      .from(newsPosts)
      .where(and(tenant, isPublished(now))),
    actor.db
      .select({ category: newsPosts.category, count: count() })
      .from(newsPosts)
      .where(and(tenant, isPublished(now)))
      .groupBy(newsPosts.category),
    actor.db
      .select({ month: publishedMonth, count: count() })
      .from(newsPosts)
      .where(and(tenant, isPublished(now)))
      .groupBy(publishedMonth)
      .orderBy(desc(publishedMonth)),
    publisher
      ? actor.db
          .select({
            drafts: sql<number>`count(*) filter (where ${newsPosts.publishedAt} is null)::int`,
            scheduled: sql<number>`count(*) filter (where ${newsPosts.publishedAt} > ${now})::int`,
          })
          .from(newsPosts)
          .where(tenant)
      : Promise.resolve([null]),
  ]);
  const byCategory = new Map(categories.map((c) => [c.category, c.count]));
  return {
    stats: {
      totalPosts: totals?.totalPosts ?? 0,
      totalViews: totals?.totalViews ?? 0,
      pinnedPosts: totals?.pinnedPosts ?? 0,
      postsThisMonth: totals?.postsThisMonth ?? 0,
    },
    categories: Object.fromEntries(
      POST_CATEGORIES.map((c) => [c, byCategory.get(c) ?? 0]),
    ) as Record<PostCategory, number>,
    months,
    mayPublish: publisher,
    waiting: waiting ?? null,
  };
}
