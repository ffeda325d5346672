import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CreatePostInput, UpdatePostInput } from '@/shared/news/post-inputs';
import { writeAudit } from '@/server/audit/write-audit';
import { newsPosts } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import type { PlatformServices } from '@/server/platform/services';
import { announcePost } from './announce';
import { renderPostContent } from './render-content';
import { postNotFound } from './scope';

type PostInput = z.output<typeof CreatePostInput>;
type Post = typeof newsPosts.$inferSelect;

/**
 * When the post is out: now, at the chosen time, or never (a draft). Editing a
 * post that is already out with 'now' keeps its original publication time.
 */
function publicationTime(input: PostInput, existing: Post | null, now: Date): Date | null {
  if (input.publication === 'draft') return null;
  if (input.publication === 'schedule') return new Date(input.scheduledFor!);
  if (existing?.publishedAt && existing.publishedAt <= now) return existing.publishedAt;
  return now;
}

function columnsOf(input: PostInput, existing: Post | null, now: Date) {
  const { html, text } = renderPostContent(input.content);
  return {
    title: input.title,
    category: input.category,
    priority: input.priority,
    content: input.content,
    contentHtml: html,
    contentText: text,
    tags: input.tags,
    pinned: input.pinned,
    pinnedUntil: input.pinned && input.pinnedUntil !== '' ? input.pinnedUntil : null,
    requiredReadingRoles: input.requiredReadingRoles,
    publishedAt: publicationTime(input, existing, now),
    updatedAt: now,
  };
}

/** What the audit row keeps of a post (not the whole content). */
const auditDetails = (
  post: Pick<
    Post,
    'title' | 'category' | 'priority' | 'publishedAt' | 'pinned' | 'requiredReadingRoles'
  >,
) => ({
  title: post.title,
  category: post.category,
  priority: post.priority,
  publishedAt: post.publishedAt?.toISOString() ?? null,
  pinned: post.pinned,
  requiredReadingRoles: post.requiredReadingRoles,
});

const isOut = (post: Post, now: Date) => post.publishedAt !== null && post.publishedAt <= now;

export async function createPost(
  actor: Actor,
  input: PostInput,
  services: Pick<PlatformServices, 'portalUrl'>,
  now = new Date(),
) {
  return actor.db.transaction(async (tx) => {
    const [post] = await tx
      .insert(newsPosts)
      .values({
        ...columnsOf(input, null, now),
        tenantId: actor.tenantId,
        authorId: actor.user.id,
        createdAt: now,
      })
      .returning();
    if (isOut(post!, now)) await announcePost(tx, post!, services, now);
    await writeAudit(tx, actor, {
      action: 'create',
      resource: 'news_post',
      resourceId: post!.id,
      details: auditDetails(post!),
    });
    return {
      id: post!.id,
      title: post!.title,
      publishedAt: post!.publishedAt?.toISOString() ?? null,
    };
  });
}

export async function updatePost(
  actor: Actor,
  input: z.output<typeof UpdatePostInput>,
  services: Pick<PlatformServices, 'portalUrl'>,
  now = new Date(),
) {
  return actor.db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(newsPosts)
      .where(and(eq(newsPosts.tenantId, actor.tenantId), eq(newsPosts.id, input.id)))
      .for('update');
    if (!existing) postNotFound();
    const [post] = await tx
      .update(newsPosts)
      .set(columnsOf(input, existing, now))
      .where(eq(newsPosts.id, existing.id))
      .returning();
    // A draft or scheduled post published by this edit is announced now (never twice).
    if (isOut(post!, now) && post!.announcedAt === null)
      await announcePost(tx, post!, services, now);
    await writeAudit(tx, actor, {
      action: 'update',
      resource: 'news_post',
      resourceId: post!.id,
      details: {
        before: auditDetails(existing),
        after: auditDetails(post!),
        contentChanged: existing.content !== post!.content,
      },
    });
    return {
      id: post!.id,
      title: post!.title,
      publishedAt: post!.publishedAt?.toISOString() ?? null,
    };
  });
}

export async function deletePost(actor: Actor, id: string) {
  return actor.db.transaction(async (tx) => {
    const [post] = await tx
      .delete(newsPosts)
      .where(and(eq(newsPosts.tenantId, actor.tenantId), eq(newsPosts.id, id)))
      .returning();
    if (!post) postNotFound();
    await writeAudit(tx, actor, {
      action: 'delete',
      resource: 'news_post',
      resourceId: post.id,
      details: auditDetails(post),
    });
    return { id: post.id, title: post.title };
  });
}
