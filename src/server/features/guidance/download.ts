import { and, eq, sql } from 'drizzle-orm';
import { writeAudit } from '@/server/audit/write-audit';
import { guidanceDocuments, guidanceDocumentVersions } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { documentNotFound, findVisibleDocument, mayPublish } from './scope';

/**
 * The file of a version (the current one unless another is named), counted
 * and audited (only once storage has the file open): each download adds one to the document's and the version's
 * counts in the same transaction as its audit row.
 */
export async function recordDownload<T>(
  actor: Actor,
  documentId: string,
  versionId: string | null,
  open: (storageKey: string) => Promise<T>,
) {
  const publisher = await mayPublish(actor);
  return actor.db.transaction(async (tx) => {
    const document = await findVisibleDocument(tx, actor, documentId, publisher);
    const wanted = versionId ?? document.currentVersionId;
    if (!wanted) documentNotFound();
    const [version] = await tx
      .select()
      .from(guidanceDocumentVersions)
      .where(
        and(
          eq(guidanceDocumentVersions.tenantId, actor.tenantId),
          eq(guidanceDocumentVersions.documentId, document.id),
          eq(guidanceDocumentVersions.id, wanted),
        ),
      );
    if (!version) documentNotFound();
    // Opened first: a file missing from storage is not counted as downloaded.
    const body = await open(version.storageKey);
    await tx
      .update(guidanceDocuments)
      .set({ downloadCount: sql`${guidanceDocuments.downloadCount} + 1` })
      .where(eq(guidanceDocuments.id, document.id));
    await tx
      .update(guidanceDocumentVersions)
      .set({ downloadCount: sql`${guidanceDocumentVersions.downloadCount} + 1` })
      .where(eq(guidanceDocumentVersions.id, version.id));
    await writeAudit(tx, actor, {
      action: 'download',
      resource: 'guidance_document',
      resourceId: document.id,
      details: { title: document.title, version: version.label, fileName: version.fileName },
    });
    return { version, body };
  });
}
