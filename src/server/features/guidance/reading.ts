import { TRPCError } from '@trpc/server';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { SetRequiredReadingInput } from '../../../shared/guidance/document-inputs';
import { writeAudit } from '../../audit/write-audit';
import type { Db, Tx } from '../../db/client';
import { guidanceAcknowledgements, guidanceDocuments, users } from '../../db/schema/index';
import type { Actor } from '../../trpc/actor';
import { documentNotFound, findVisibleDocument, mayPublish } from './scope';

type Document = typeof guidanceDocuments.$inferSelect;

/** '2.1' → 2: acknowledgements hold for a major version. */
export const majorOf = (label: string) => Number.parseInt(label, 10) || 1;

/** Who must read it: active users of the tenant in its roles. */
async function readersOf(db: Db | Tx, document: Document) {
  if (document.requiredReadingRoles.length === 0) return [];
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      and(
        eq(users.tenantId, document.tenantId),
        eq(users.isActive, true),
        inArray(users.role, document.requiredReadingRoles),
      ),
    )
    .orderBy(users.name);
}

/**
 * What the detail shows of required reading: whether the actor must
 * acknowledge the current major version and has; for the author, the owner
 * and publishers, the completion (percentage and names).
 */
export async function readingOf(actor: Actor, document: Document, mayManage: boolean) {
  const major = majorOf(document.currentVersion);
  const asked =
    document.status === 'published' &&
    (document.requiredReadingRoles as string[]).includes(actor.user.role);
  const acknowledged = await actor.db
    .select({ userId: guidanceAcknowledgements.userId })
    .from(guidanceAcknowledgements)
    .where(
      and(
        eq(guidanceAcknowledgements.tenantId, actor.tenantId),
        eq(guidanceAcknowledgements.documentId, document.id),
        eq(guidanceAcknowledgements.major, major),
      ),
    );
  const done = new Set(acknowledged.map((a) => a.userId));
  let completion = null;
  if (mayManage && document.requiredReadingRoles.length > 0) {
    const readers = await readersOf(actor.db, document);
    const read = readers.filter((r) => done.has(r.id));
    completion = {
      percent: readers.length === 0 ? 0 : Math.round((read.length / readers.length) * 100),
      acknowledged: read.map((r) => r.name),
      pending: readers.filter((r) => !done.has(r.id)).map((r) => r.name),
    };
  }
  return {
    roles: document.requiredReadingRoles,
    mustAcknowledge: asked,
    acknowledged: done.has(actor.user.id),
    completion,
  };
}

/** Assign the document to roles (guidance:publish). */
export async function setRequiredReading(
  actor: Actor,
  input: z.output<typeof SetRequiredReadingInput>,
) {
  return actor.db.transaction(async (tx) => {
    const [document] = await tx
      .select()
      .from(guidanceDocuments)
      .where(
        and(eq(guidanceDocuments.tenantId, actor.tenantId), eq(guidanceDocuments.id, input.id)),
      )
      .for('update');
    if (!document) documentNotFound();
    const roles = [...new Set(input.roles)];
    await tx
      .update(guidanceDocuments)
      .set({ requiredReadingRoles: roles })
      .where(eq(guidanceDocuments.id, document.id));
    await writeAudit(tx, actor, {
      action: 'set_required_reading',
      resource: 'guidance_document',
      resourceId: document.id,
      details: { before: document.requiredReadingRoles, after: roles },
    });
    return { id: document.id, roles };
  });
}

/** The actor acknowledges the current major version (once; again after a new major version). */
export async function acknowledgeDocument(actor: Actor, id: string) {
  const publisher = await mayPublish(actor);
  return actor.db.transaction(async (tx) => {
    const document = await findVisibleDocument(tx, actor, id, publisher);
    if (
      document.status !== 'published' ||
      !(document.requiredReadingRoles as string[]).includes(actor.user.role)
    ) {
      throw new TRPCError({
        code: 'BAD_REQUEST',
        message: 'This document does not ask you to acknowledge it.',
      });
    }
    const major = majorOf(document.currentVersion);
    const [row] = await tx
      .insert(guidanceAcknowledgements)
      .values({
        tenantId: actor.tenantId,
        documentId: document.id,
        userId: actor.user.id,
        major,
        versionLabel: document.currentVersion,
      })
      .onConflictDoNothing()
      .returning({ major: guidanceAcknowledgements.major });
    if (row) {
      await writeAudit(tx, actor, {
        action: 'acknowledge',
        resource: 'guidance_document',
        resourceId: document.id,
        details: { version: document.currentVersion },
      });
    }
    return { id: document.id, version: document.currentVersion };
  });
}
