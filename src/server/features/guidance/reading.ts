import { TRPCError } from '@trpc/server';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { SetRequiredReadingInput } from '@/shared/guidance/document-inputs';
import { writeAudit } from '@/server/audit/write-audit';
import type { Db, Tx } from '@/server/db/client';
import { guidanceAcknowledgements, guidanceDocuments, users } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { notify } from '../notifications/notify';
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

/** Why required readers are told: assigned (or published while assigned), or a new major version. */
export type ReadingReason = 'assigned' | 'major_version';

/**
 * Tells each active user in `roles` (not the actor, nor who already
 * acknowledged the current major version) that the document is theirs to
 * read, with a link to it. Only a published document asks anyone: a draft's
 * readers are told when it is published. Returns how many were told.
 */
export async function notifyRequiredReaders(
  tx: Tx,
  actor: Actor,
  document: Pick<Document, 'id' | 'title' | 'reference' | 'status' | 'currentVersion'>,
  roles: readonly string[],
  reason: ReadingReason,
) {
  if (document.status !== 'published' || roles.length === 0) return 0;
  const major = majorOf(document.currentVersion);
  // One statement at a time: a transaction is one connection, and node-postgres must not be
  // given a query while another runs on it (deprecated in pg 8, an error in pg 9).
  const readers = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.tenantId, actor.tenantId),
        eq(users.isActive, true),
        inArray(users.role, roles as Document['requiredReadingRoles']),
        ne(users.id, actor.user.id),
      ),
    );
  const acknowledged = await tx
    .select({ userId: guidanceAcknowledgements.userId })
    .from(guidanceAcknowledgements)
    .where(
      and(
        eq(guidanceAcknowledgements.documentId, document.id),
        eq(guidanceAcknowledgements.major, major),
      ),
    );
  const done = new Set(acknowledged.map((a) => a.userId));
  let told = 0;
  for (const reader of readers) {
    if (done.has(reader.id)) continue;
    const id = await notify(tx, {
      tenantId: actor.tenantId,
      userId: reader.id,
      event: 'guidance_required_reading',
      type: 'info',
      title:
        reason === 'assigned'
          ? `Required reading: ${document.title}`
          : `New version to read: ${document.title}`,
      message:
        reason === 'assigned'
          ? `${document.reference} version ${document.currentVersion} is required reading for your role. Please read it and acknowledge it.`
          : `${document.reference} has a new major version, ${document.currentVersion}. Please read it and acknowledge it again.`,
      actionUrl: `/guidance-docs?q=${encodeURIComponent(document.reference)}`,
    });
    if (id) told += 1;
  }
  return told;
}

/** Roles in `after` that were not in `before`: their members are newly asked. */
export const addedRoles = (before: readonly string[], after: readonly string[]) =>
  after.filter((role) => !before.includes(role));

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
    await notifyRequiredReaders(
      tx,
      actor,
      document,
      addedRoles(document.requiredReadingRoles, roles),
      'assigned',
    );
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
