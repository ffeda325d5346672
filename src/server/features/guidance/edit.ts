import { TRPCError } from '@trpc/server';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { UpdateDocumentInput } from '@/shared/guidance/document-inputs';
import { writeAudit } from '@/server/audit/write-audit';
import { guidanceDocuments, guidanceDocumentVersions } from '@/server/db/schema/index';
import type { Storage } from '@/server/storage/storage';
import type { Actor } from '@/server/trpc/actor';
import { addedRoles, notifyRequiredReaders } from './reading';
import {
  findVisibleDocument,
  mayChangeDetails,
  mayPublish,
  PUBLISHER_FIELDS_MESSAGE,
  refreshSearchVector,
  requireOwner,
} from './scope';

export const EDIT_REFUSED_MESSAGE =
  'Only a publisher, or the author while it is a draft, can edit this document.';
export const DELETE_REFUSED_MESSAGE =
  'Only a publisher, or the author while it is a draft, can delete this document.';

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

type Details = {
  title: string;
  category: string;
  docType: string;
  description: string;
  tags: string[];
  ownerId: string | null;
  reviewBy: string | null;
  requiredReadingRoles: string[];
};

/** The document's details before the edit, and which of them the edit changes. */
function compareDetails(document: Details, after: Details) {
  const before = {
    title: document.title,
    category: document.category,
    docType: document.docType,
    description: document.description,
    tags: document.tags,
    ownerId: document.ownerId,
    reviewBy: document.reviewBy,
    requiredReadingRoles: document.requiredReadingRoles,
  };
  const changed = (Object.keys(before) as (keyof typeof before)[]).filter((key) => {
    const a = before[key];
    const b = after[key];
    return Array.isArray(a) && Array.isArray(b) ? !sameList(a, b) : a !== b;
  });
  return { before, changed };
}

/**
 * Edit details: title, category, type, description and tags (a publisher, or
 * the author of a draft); owner, review-by date and required-reading roles
 * (a publisher only). Roles newly assigned on a published document are told.
 */
export async function updateDocument(
  actor: Actor,
  input: z.output<typeof UpdateDocumentInput>,
  now = new Date(),
) {
  const publisher = await mayPublish(actor);
  const publisherFields =
    input.ownerId !== undefined ||
    input.reviewBy !== undefined ||
    input.requiredReadingRoles !== undefined;
  return actor.db.transaction(async (tx) => {
    const document = await findVisibleDocument(tx, actor, input.id, publisher, true);
    if (!mayChangeDetails(actor, document, publisher)) {
      throw new TRPCError({ code: 'FORBIDDEN', message: EDIT_REFUSED_MESSAGE });
    }
    if (publisherFields && !publisher) {
      throw new TRPCError({ code: 'FORBIDDEN', message: PUBLISHER_FIELDS_MESSAGE });
    }
    const ownerId =
      input.ownerId === undefined || input.ownerId === document.ownerId
        ? document.ownerId
        : await requireOwner(tx, actor.tenantId, input.ownerId);
    const reviewBy =
      input.reviewBy === undefined
        ? document.reviewBy
        : input.reviewBy === ''
          ? null
          : input.reviewBy;
    const roles =
      input.requiredReadingRoles === undefined
        ? document.requiredReadingRoles
        : [...new Set(input.requiredReadingRoles)];
    const after = {
      title: input.title,
      category: input.category,
      docType: input.docType,
      description: input.description,
      tags: input.tags,
      ownerId,
      reviewBy,
      requiredReadingRoles: roles,
    };
    const { before, changed } = compareDetails(document, after);
    if (changed.length === 0) return { id: document.id, title: document.title, changed };
    await tx
      .update(guidanceDocuments)
      .set({ ...after, updatedAt: now })
      .where(eq(guidanceDocuments.id, document.id));
    await refreshSearchVector(tx, document.id);
    await writeAudit(tx, actor, {
      action: 'update',
      resource: 'guidance_document',
      resourceId: document.id,
      details: {
        reference: document.reference,
        before: Object.fromEntries(changed.map((key) => [key, before[key]])),
        after: Object.fromEntries(changed.map((key) => [key, after[key]])),
      },
    });
    await notifyRequiredReaders(
      tx,
      actor,
      { ...document, title: input.title },
      addedRoles(document.requiredReadingRoles, roles),
      'assigned',
    );
    return { id: document.id, title: input.title, changed };
  });
}

/**
 * Delete a document for good: the row, every version and acknowledgement (by
 * cascade) in one transaction with its audit row (reference, title and each
 * version's file and checksum stay in the audit log); then each version's
 * file is removed from storage, once the transaction committed (a rollback
 * never loses a file). A file storage fails to remove is left out of
 * filesRemoved: no record points at it any more.
 */
export async function deleteDocument(actor: Actor, id: string, storage: Storage) {
  const publisher = await mayPublish(actor);
  const removed = await actor.db.transaction(async (tx) => {
    const document = await findVisibleDocument(tx, actor, id, publisher, true);
    if (!mayChangeDetails(actor, document, publisher)) {
      throw new TRPCError({ code: 'FORBIDDEN', message: DELETE_REFUSED_MESSAGE });
    }
    const versions = await tx
      .select({
        label: guidanceDocumentVersions.label,
        fileName: guidanceDocumentVersions.fileName,
        sha256: guidanceDocumentVersions.sha256,
        storageKey: guidanceDocumentVersions.storageKey,
      })
      .from(guidanceDocumentVersions)
      .where(eq(guidanceDocumentVersions.documentId, document.id));
    await tx.delete(guidanceDocuments).where(eq(guidanceDocuments.id, document.id));
    await writeAudit(tx, actor, {
      action: 'delete',
      resource: 'guidance_document',
      resourceId: document.id,
      details: {
        reference: document.reference,
        title: document.title,
        status: document.status,
        downloads: document.downloadCount,
        versions: versions.map((v) => ({ label: v.label, fileName: v.fileName, sha256: v.sha256 })),
      },
    });
    return { title: document.title, keys: versions.map((v) => v.storageKey) };
  });
  let filesRemoved = 0;
  for (const key of removed.keys) {
    try {
      await storage.deleteFile(key);
      filesRemoved += 1;
    } catch {
      // The record is gone; an orphaned file is harmless and reported by the count.
    }
  }
  return { id, title: removed.title, filesRemoved };
}
