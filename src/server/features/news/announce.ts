import { and, arrayContains, eq, inArray, isNotNull, isNull, lte, ne } from 'drizzle-orm';
import { POST_CATEGORY_LABELS } from '@/shared/news/catalogue';
import type { Db, Tx } from '@/server/db/client';
import { newsPosts, newsSubscriptions, outboxEmails, users } from '@/server/db/schema/index';
import type { Job } from '@/server/jobs/scheduler';
import type { PlatformServices } from '@/server/platform/services';
import { notify } from '../notifications/notify';

type Post = typeof newsPosts.$inferSelect;

export const postPath = (id: string) => `/news-updates/${id}`;

/** Active users of the tenant in the roles a required-reading post names (not its author). */
export async function requiredReaders(
  db: Db | Tx,
  post: Pick<Post, 'tenantId' | 'authorId' | 'requiredReadingRoles'>,
) {
  if (post.requiredReadingRoles.length === 0) return [];
  return db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.tenantId, post.tenantId),
        eq(users.isActive, true),
        inArray(users.role, post.requiredReadingRoles),
        post.authorId ? ne(users.id, post.authorId) : undefined,
      ),
    )
    .orderBy(users.name);
}

/**
 * Tells people a post is out, once (announced_at): subscribers to its
 * category get a notification (and an e-mail if they asked for one), and the
 * roles it asks to acknowledge it a notification saying so. Runs in the
 * transaction that publishes, or from the job when a scheduled time comes.
 */
export async function announcePost(
  tx: Tx,
  post: Post,
  services: Pick<PlatformServices, 'portalUrl'>,
  now = new Date(),
) {
  const subscribers = await tx
    .select({ id: users.id, email: users.email, wantsEmail: newsSubscriptions.email })
    .from(newsSubscriptions)
    .innerJoin(users, eq(users.id, newsSubscriptions.userId))
    .where(
      and(
        eq(newsSubscriptions.tenantId, post.tenantId),
        arrayContains(newsSubscriptions.categories, [post.category]),
        eq(users.isActive, true),
        post.authorId ? ne(users.id, post.authorId) : undefined,
      ),
    );
  const readers = await requiredReaders(tx, post);
  const readerIds = new Set(readers.map((r) => r.id));
  const actionUrl = postPath(post.id);
  const excerpt =
    post.contentText.length > 200 ? `${post.contentText.slice(0, 200)}…` : post.contentText;
  const type = post.priority === 'urgent' ? 'warning' : 'info';
  for (const reader of readers) {
    await notify(tx, {
      tenantId: post.tenantId,
      userId: reader.id,
      event: 'news_post',
      type: 'warning',
      title: `Please read and acknowledge: ${post.title}`,
      message: excerpt,
      actionUrl,
    });
  }
  for (const subscriber of subscribers) {
    if (readerIds.has(subscriber.id)) continue;
    await notify(tx, {
      tenantId: post.tenantId,
      userId: subscriber.id,
      event: 'news_post',
      type,
      title: `New ${POST_CATEGORY_LABELS[post.category].toLowerCase()} post: ${post.title}`,
      message: excerpt,
      actionUrl,
    });
  }
  const emailed = subscribers.filter((s) => s.wantsEmail);
  if (emailed.length > 0) {
    const link = `${services.portalUrl}${actionUrl}`;
    await tx.insert(outboxEmails).values(
      emailed.map((subscriber) => ({
        tenantId: post.tenantId,
        to: [subscriber.email],
        subject: `[News] ${post.title}`,
        body: [
          post.contentText,
          '',
          `Read it in InspectHub: ${link}`,
          '',
          'You receive this because you subscribed to this category on News & Updates.',
        ].join('\n'),
        status: 'queued' as const,
        createdBy: post.authorId,
      })),
    );
  }
  await tx.update(newsPosts).set({ announcedAt: now }).where(eq(newsPosts.id, post.id));
  return {
    notified: readers.length + subscribers.filter((s) => !readerIds.has(s.id)).length,
    emailed: emailed.length,
  };
}

/** Scheduled posts whose time has come are announced (every minute, under the job's lease). */
export async function announceDuePosts(
  db: Db,
  services: Pick<PlatformServices, 'portalUrl'>,
  now = new Date(),
) {
  const due = await db
    .select()
    .from(newsPosts)
    .where(
      and(
        isNull(newsPosts.announcedAt),
        isNotNull(newsPosts.publishedAt),
        lte(newsPosts.publishedAt, now),
      ),
    )
    .limit(100);
  let announced = 0;
  for (const post of due) {
    await db.transaction(async (tx) => {
      // Locked and re-read: a publisher may have changed or announced it meanwhile.
      const [current] = await tx
        .select()
        .from(newsPosts)
        .where(eq(newsPosts.id, post.id))
        .for('update');
      if (!current || current.announcedAt || !current.publishedAt || current.publishedAt > now)
        return;
      await announcePost(tx, current, services, now);
      announced += 1;
    });
  }
  return { due: due.length, announced };
}

export const newsPublishJob: Job = {
  name: 'news-scheduled-posts',
  everyMs: 60_000,
  leaseMs: 50_000,
  run: ({ db, services, now }) => announceDuePosts(db, services, now),
};
