import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { SubscriptionInput } from '@/shared/news/post-inputs';
import { writeAudit } from '@/server/audit/write-audit';
import { newsFeedTokens, newsSubscriptions } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import type { PlatformServices } from '@/server/platform/services';

export async function getSubscription(actor: Actor) {
  const [row] = await actor.db
    .select({ categories: newsSubscriptions.categories, email: newsSubscriptions.email })
    .from(newsSubscriptions)
    .where(eq(newsSubscriptions.userId, actor.user.id));
  return row ?? { categories: [], email: false };
}

/** The categories a user follows; none unsubscribes. */
export async function saveSubscription(actor: Actor, input: z.output<typeof SubscriptionInput>) {
  const categories = [...new Set(input.categories)];
  return actor.db.transaction(async (tx) => {
    await tx
      .insert(newsSubscriptions)
      .values({ userId: actor.user.id, tenantId: actor.tenantId, categories, email: input.email })
      .onConflictDoUpdate({
        target: newsSubscriptions.userId,
        set: { categories, email: input.email, updatedAt: new Date() },
      });
    await writeAudit(tx, actor, {
      action: 'update',
      resource: 'news_subscription',
      resourceId: actor.user.id,
      details: { categories, email: input.email },
    });
    return { categories, email: input.email };
  });
}

export const hashFeedToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const feedUrlOf = (token: string, portalUrl: string) =>
  `${portalUrl}/feeds/news/${token}.xml`;

export async function getFeedStatus(actor: Actor) {
  const [row] = await actor.db
    .select({ createdAt: newsFeedTokens.createdAt, lastUsedAt: newsFeedTokens.lastUsedAt })
    .from(newsFeedTokens)
    .where(eq(newsFeedTokens.userId, actor.user.id));
  return row
    ? {
        exists: true,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
      }
    : { exists: false, createdAt: null, lastUsedAt: null };
}

/**
 * A new private feed address (any earlier one stops working). Only its hash
 * is kept, so the address is shown this once.
 */
export async function createFeedToken(actor: Actor, services: Pick<PlatformServices, 'portalUrl'>) {
  const token = randomBytes(32).toString('base64url');
  await actor.db.transaction(async (tx) => {
    await tx
      .insert(newsFeedTokens)
      .values({ userId: actor.user.id, tenantId: actor.tenantId, tokenHash: hashFeedToken(token) })
      .onConflictDoUpdate({
        target: newsFeedTokens.userId,
        set: { tokenHash: hashFeedToken(token), createdAt: new Date(), lastUsedAt: null },
      });
    await writeAudit(tx, actor, {
      action: 'create',
      resource: 'news_feed_token',
      resourceId: actor.user.id,
    });
  });
  return { url: feedUrlOf(token, services.portalUrl) };
}

export async function revokeFeedToken(actor: Actor) {
  await actor.db.transaction(async (tx) => {
    const removed = await tx
      .delete(newsFeedTokens)
      .where(eq(newsFeedTokens.userId, actor.user.id))
      .returning({ userId: newsFeedTokens.userId });
    if (removed.length > 0) {
      await writeAudit(tx, actor, {
        action: 'delete',
        resource: 'news_feed_token',
        resourceId: actor.user.id,
      });
    }
  });
  return { revoked: true };
}
