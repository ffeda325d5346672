import { TRPCError } from '@trpc/server';
import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { FEATURED_LIMIT_MESSAGE, FEATURED_MAX } from '@/shared/guidance/catalogue';
import type {
  SetFeaturedInput,
  SetReviewInput,
  SetStatusInput,
} from '@/shared/guidance/document-inputs';
import { writeAudit } from '@/server/audit/write-audit';
import type { Tx } from '@/server/db/client';
import { guidanceDocuments } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { notifyRequiredReaders } from './reading';
import { documentNotFound, requireOwner } from './scope';

/** The tenant's document, locked for the change (callers hold guidance:publish). */
async function lockDocument(tx: Tx, actor: Actor, id: string) {
  const [document] = await tx
    .select()
    .from(guidanceDocuments)
    .where(and(eq(guidanceDocuments.tenantId, actor.tenantId), eq(guidanceDocuments.id, id)))
    .for('update');
  if (!document) documentNotFound();
  return document;
}

/** Publish or return to draft (guidance:publish). */
export async function setStatus(
  actor: Actor,
  input: z.output<typeof SetStatusInput>,
  now = new Date(),
) {
  return actor.db.transaction(async (tx) => {
    const document = await lockDocument(tx, actor, input.id);
    if (document.status === input.status) return { id: document.id, status: document.status };
    await tx
      .update(guidanceDocuments)
      .set({
        status: input.status,
        publishedAt: input.status === 'published' ? now : null,
        // A draft is not featured: the featured block shows what everyone can open.
        featured: input.status === 'published' ? document.featured : false,
      })
      .where(eq(guidanceDocuments.id, document.id));
    await writeAudit(tx, actor, {
      action: input.status === 'published' ? 'publish' : 'unpublish',
      resource: 'guidance_document',
      resourceId: document.id,
      details: { title: document.title, from: document.status, to: input.status },
    });
    // Readers assigned while it was a draft could not open it: tell them now.
    if (input.status === 'published') {
      await notifyRequiredReaders(
        tx,
        actor,
        { ...document, status: 'published' },
        document.requiredReadingRoles,
        'assigned',
      );
    }
    return { id: document.id, status: input.status };
  });
}

/** Feature or unfeature; at most FEATURED_MAX published documents are featured at once. */
export async function setFeatured(actor: Actor, input: z.output<typeof SetFeaturedInput>) {
  return actor.db.transaction(async (tx) => {
    // Serialise featuring per tenant so two requests cannot both take the fourth place.
    await tx
      .select({ id: guidanceDocuments.id })
      .from(guidanceDocuments)
      .where(
        and(eq(guidanceDocuments.tenantId, actor.tenantId), eq(guidanceDocuments.featured, true)),
      )
      .for('update');
    const document = await lockDocument(tx, actor, input.id);
    if (document.featured === input.featured) return { id: document.id, featured: input.featured };
    if (input.featured) {
      if (document.status !== 'published') {
        throw new TRPCError({
          code: 'BAD_REQUEST',
          message: 'Publish the document before featuring it.',
        });
      }
      const [featured] = await tx
        .select({ n: count() })
        .from(guidanceDocuments)
        .where(
          and(eq(guidanceDocuments.tenantId, actor.tenantId), eq(guidanceDocuments.featured, true)),
        );
      if ((featured?.n ?? 0) >= FEATURED_MAX) {
        throw new TRPCError({ code: 'CONFLICT', message: FEATURED_LIMIT_MESSAGE });
      }
    }
    await tx
      .update(guidanceDocuments)
      .set({ featured: input.featured })
      .where(eq(guidanceDocuments.id, document.id));
    await writeAudit(tx, actor, {
      action: input.featured ? 'feature' : 'unfeature',
      resource: 'guidance_document',
      resourceId: document.id,
      details: { title: document.title },
    });
    return { id: document.id, featured: input.featured };
  });
}

/** Review-by date and owner (an active user of the tenant). */
export async function setReview(actor: Actor, input: z.output<typeof SetReviewInput>) {
  return actor.db.transaction(async (tx) => {
    const document = await lockDocument(tx, actor, input.id);
    const ownerId = input.ownerId ?? document.ownerId;
    if (input.ownerId !== null) await requireOwner(tx, actor.tenantId, input.ownerId);
    const reviewBy = input.reviewBy === '' ? null : input.reviewBy;
    await tx
      .update(guidanceDocuments)
      .set({ reviewBy, ownerId })
      .where(eq(guidanceDocuments.id, document.id));
    await writeAudit(tx, actor, {
      action: 'set_review',
      resource: 'guidance_document',
      resourceId: document.id,
      details: {
        before: { reviewBy: document.reviewBy, ownerId: document.ownerId },
        after: { reviewBy, ownerId },
      },
    });
    return { id: document.id, reviewBy, ownerId };
  });
}
