import { and, desc, eq, inArray } from 'drizzle-orm';
import { todayInLondon } from '@/shared/format';
import { guidanceDocumentVersions, users } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { readingOf } from './reading';
import { findVisibleDocument, mayChangeDetails, mayEdit, mayPublish } from './scope';

/** One document with its whole version history, newest first. */
export async function getDocument(actor: Actor, id: string, now = new Date()) {
  const publisher = await mayPublish(actor);
  const document = await findVisibleDocument(actor.db, actor, id, publisher);
  const canEdit = mayEdit(actor, document, publisher);
  const [versions, people, reading] = await Promise.all([
    actor.db
      .select({
        id: guidanceDocumentVersions.id,
        label: guidanceDocumentVersions.label,
        major: guidanceDocumentVersions.major,
        changeNote: guidanceDocumentVersions.changeNote,
        uploadedByName: users.name,
        fileName: guidanceDocumentVersions.fileName,
        format: guidanceDocumentVersions.format,
        size: guidanceDocumentVersions.size,
        textExtractionFailed: guidanceDocumentVersions.textExtractionFailed,
        downloadCount: guidanceDocumentVersions.downloadCount,
        createdAt: guidanceDocumentVersions.createdAt,
      })
      .from(guidanceDocumentVersions)
      .leftJoin(users, eq(users.id, guidanceDocumentVersions.uploadedById))
      .where(eq(guidanceDocumentVersions.documentId, document.id))
      .orderBy(desc(guidanceDocumentVersions.major), desc(guidanceDocumentVersions.minor)),
    actor.db
      .select({ id: users.id, name: users.name })
      .from(users)
      .where(
        and(
          eq(users.tenantId, actor.tenantId),
          inArray(
            users.id,
            [document.authorId, document.ownerId].filter((x): x is string => x !== null),
          ),
        ),
      ),
    readingOf(actor, document, canEdit),
  ]);
  const nameOf = (userId: string | null) => people.find((p) => p.id === userId)?.name ?? null;
  return {
    id: document.id,
    reference: document.reference,
    title: document.title,
    category: document.category,
    docType: document.docType,
    description: document.description,
    tags: document.tags,
    requiredReadingRoles: document.requiredReadingRoles,
    status: document.status,
    featured: document.featured,
    authorName: nameOf(document.authorId),
    ownerId: document.ownerId,
    ownerName: nameOf(document.ownerId),
    reviewBy: document.reviewBy,
    reviewOverdue: document.reviewBy !== null && document.reviewBy < todayInLondon(now),
    downloadCount: document.downloadCount,
    version: document.currentVersion,
    currentVersionId: document.currentVersionId,
    format: document.format,
    fileSize: document.fileSize,
    updatedAt: document.updatedAt.toISOString(),
    canEdit,
    /** Edit details and delete (publisher, or the author of a draft). */
    canChangeDetails: mayChangeDetails(actor, document, publisher),
    reading,
    canPublish: publisher,
    versions: versions.map((v) => ({
      ...v,
      createdAt: v.createdAt.toISOString(),
      current: v.id === document.currentVersionId,
    })),
  };
}
