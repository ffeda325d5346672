import { TRPCError } from '@trpc/server';
import { and, eq, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import { todayInLondon } from '@/shared/format';
import type { Db, Tx } from '@/server/db/client';
import { newsPosts } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { hasPermission } from '../permissions/service';

/** news:publish: create, schedule, edit and delete posts, and see drafts and scheduled ones. */
export const mayPublish = (actor: Actor) =>
  hasPermission(actor.db, actor.tenantId, actor.user.role, 'news:publish');

/** Published: has a publication time that has come. */
export const isPublished = (now: Date): SQL =>
  and(isNotNull(newsPosts.publishedAt), lte(newsPosts.publishedAt, now))!;

/** Pinned and not past its last pinned day (UK). */
export const isPinnedNow = (now: Date) =>
  sql<boolean>`(${newsPosts.pinned} and (${newsPosts.pinnedUntil} is null or ${newsPosts.pinnedUntil} >= ${todayInLondon(now)}::date))`;

/** A month of publication in UK time, 'YYYY-MM'. */
export const publishedMonth = sql<string>`to_char(${newsPosts.publishedAt} at time zone 'Europe/London', 'YYYY-MM')`;

export function postNotFound(): never {
  throw new TRPCError({ code: 'NOT_FOUND', message: 'News post not found.' });
}

/**
 * The post if the actor may see it: everyone sees published posts of their
 * tenant; publishers also drafts and scheduled ones. Anything else is
 * NOT_FOUND, so a draft's existence does not leak.
 */
export async function findVisiblePost(
  db: Db | Tx,
  actor: Actor,
  id: string,
  publisher: boolean,
  now = new Date(),
) {
  const [post] = await db
    .select()
    .from(newsPosts)
    .where(
      and(
        eq(newsPosts.tenantId, actor.tenantId),
        eq(newsPosts.id, id),
        publisher ? undefined : isPublished(now),
      ),
    );
  if (!post) postNotFound();
  return post;
}
