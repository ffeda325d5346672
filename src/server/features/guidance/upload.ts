import { TRPCError } from '@trpc/server';
import { desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { versionLabel } from '@/shared/guidance/catalogue';
import type { DocumentFieldsInput, VersionFieldsInput } from '@/shared/guidance/document-inputs';
import { writeAudit } from '@/server/audit/write-audit';
import { guidanceDocuments, guidanceDocumentVersions } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import type { ReceivedDocument } from './document-files';
import { notifyRequiredReaders } from './reading';
import { nextDocumentReference } from './reference';
import {
  findVisibleDocument,
  mayEdit,
  mayPublish,
  PUBLISHER_FIELDS_MESSAGE,
  refreshSearchVector,
  requireOwner,
} from './scope';

const fileColumns = (file: ReceivedDocument) => ({
  fileName: file.fileName,
  format: file.format,
  mime: file.mime,
  size: file.size,
  sha256: file.sha256,
  storageKey: file.storageKey,
  contentText: file.contentText,
  textExtractionFailed: !file.textExtracted,
});

const fileDetails = (file: ReceivedDocument) => ({
  fileName: file.fileName,
  format: file.format,
  size: file.size,
  sha256: file.sha256,
  textExtracted: file.textExtracted,
});

/** A new document (a draft) with its first version, 1.0. */
export async function createDocument(
  actor: Actor,
  input: z.output<typeof DocumentFieldsInput>,
  file: ReceivedDocument,
  now = new Date(),
) {
  const chosenOwner = input.ownerId !== '' && input.ownerId !== actor.user.id;
  if ((chosenOwner || input.reviewBy !== '') && !(await mayPublish(actor))) {
    throw new TRPCError({ code: 'FORBIDDEN', message: PUBLISHER_FIELDS_MESSAGE });
  }
  return actor.db.transaction(async (tx) => {
    const ownerId = chosenOwner
      ? await requireOwner(tx, actor.tenantId, input.ownerId)
      : actor.user.id;
    const reference = await nextDocumentReference(tx, actor.tenantId, now);
    const [document] = await tx
      .insert(guidanceDocuments)
      .values({
        tenantId: actor.tenantId,
        reference,
        title: input.title,
        category: input.category,
        docType: input.docType,
        description: input.description,
        tags: input.tags,
        authorId: actor.user.id,
        ownerId,
        reviewBy: input.reviewBy === '' ? null : input.reviewBy,
        currentVersion: versionLabel(1, 0),
        format: file.format,
        fileSize: file.size,
        contentText: file.contentText,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const [version] = await tx
      .insert(guidanceDocumentVersions)
      .values({
        tenantId: actor.tenantId,
        documentId: document!.id,
        major: 1,
        minor: 0,
        label: versionLabel(1, 0),
        changeNote: 'First version',
        uploadedById: actor.user.id,
        ...fileColumns(file),
        createdAt: now,
      })
      .returning({ id: guidanceDocumentVersions.id });
    await tx
      .update(guidanceDocuments)
      .set({ currentVersionId: version!.id })
      .where(eq(guidanceDocuments.id, document!.id));
    await refreshSearchVector(tx, document!.id);
    await writeAudit(tx, actor, {
      action: 'create',
      resource: 'guidance_document',
      resourceId: document!.id,
      details: {
        reference,
        title: input.title,
        category: input.category,
        docType: input.docType,
        tags: input.tags,
        ownerId,
        reviewBy: input.reviewBy === '' ? null : input.reviewBy,
        version: versionLabel(1, 0),
        file: fileDetails(file),
      },
    });
    return { id: document!.id, reference, title: document!.title, version: versionLabel(1, 0) };
  });
}

/**
 * A new version of the file: every earlier one stays (and stays downloadable);
 * the document's current version, format, size and searchable text follow it.
 */
export async function addVersion(
  actor: Actor,
  documentId: string,
  input: z.output<typeof VersionFieldsInput>,
  file: ReceivedDocument,
  now = new Date(),
) {
  const publisher = await mayPublish(actor);
  return actor.db.transaction(async (tx) => {
    const document = await findVisibleDocument(tx, actor, documentId, publisher, true);
    if (!mayEdit(actor, document, publisher)) {
      throw new TRPCError({
        code: 'FORBIDDEN',
        message: 'Only the author, the owner or a publisher can upload a new version.',
      });
    }
    const [latest] = await tx
      .select({ major: guidanceDocumentVersions.major, minor: guidanceDocumentVersions.minor })
      .from(guidanceDocumentVersions)
      .where(eq(guidanceDocumentVersions.documentId, document.id))
      .orderBy(desc(guidanceDocumentVersions.major), desc(guidanceDocumentVersions.minor))
      .limit(1);
    const major = input.major ? (latest?.major ?? 0) + 1 : (latest?.major ?? 1);
    const minor = input.major ? 0 : (latest?.minor ?? -1) + 1;
    const label = versionLabel(major, minor);
    const [version] = await tx
      .insert(guidanceDocumentVersions)
      .values({
        tenantId: actor.tenantId,
        documentId: document.id,
        major,
        minor,
        label,
        changeNote: input.changeNote,
        uploadedById: actor.user.id,
        ...fileColumns(file),
        createdAt: now,
      })
      .returning({ id: guidanceDocumentVersions.id });
    await tx
      .update(guidanceDocuments)
      .set({
        currentVersionId: version!.id,
        currentVersion: label,
        format: file.format,
        fileSize: file.size,
        contentText: file.contentText,
        updatedAt: now,
      })
      .where(eq(guidanceDocuments.id, document.id));
    await refreshSearchVector(tx, document.id);
    // A new major version asks the required readers again: tell them.
    if (input.major) {
      await notifyRequiredReaders(
        tx,
        actor,
        { ...document, currentVersion: label },
        document.requiredReadingRoles,
        'major_version',
      );
    }
    await writeAudit(tx, actor, {
      action: 'new_version',
      resource: 'guidance_document',
      resourceId: document.id,
      details: {
        from: document.currentVersion,
        to: label,
        major: input.major,
        changeNote: input.changeNote,
        file: fileDetails(file),
      },
    });
    return { id: document.id, title: document.title, version: label, versionId: version!.id };
  });
}
