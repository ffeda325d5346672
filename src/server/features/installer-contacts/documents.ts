import { and, desc, eq } from 'drizzle-orm';
import { todayInLondon } from '@/shared/format';
import type { Logger } from 'pino';
import { writeAudit } from '@/server/audit/write-audit';
import type { Db } from '@/server/db/client';
import { installerDocuments, users } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import type { Storage } from '@/server/storage/storage';
import { notFound, recordActivity, requireInstaller, userNameSql } from './installer-access';

export const DOCUMENT_NOT_FOUND = 'Document not found.';
type DocumentRow = typeof installerDocuments.$inferSelect;

export const documentUrl = (id: string) => `/api/installer-documents/${id}`;

function present(document: DocumentRow, uploadedByName: string | null, today: string) {
  const { storageKey: _storageKey, ...shown } = document;
  return {
    ...shown,
    uploadedByName,
    uploadedAt: document.uploadedAt.toISOString(),
    isExpired: document.expiryDate !== null && document.expiryDate < today,
    downloadUrl: documentUrl(document.id),
  };
}

export async function listDocuments(actor: Actor, installerId: string) {
  await requireInstaller(actor.db, actor.tenantId, installerId);
  const rows = await actor.db
    .select({ document: installerDocuments, uploadedByName: userNameSql })
    .from(installerDocuments)
    .leftJoin(users, eq(users.id, installerDocuments.uploadedBy))
    .where(
      and(
        eq(installerDocuments.tenantId, actor.tenantId),
        eq(installerDocuments.installerId, installerId),
      ),
    )
    .orderBy(desc(installerDocuments.uploadedAt), desc(installerDocuments.id));
  const today = todayInLondon();
  return rows.map((r) => present(r.document, r.uploadedByName, today));
}

/** The tenant's document row (with its storage key), or NOT_FOUND. */
export async function findDocument(db: Db, tenantId: string, id: string) {
  const [found] = await db
    .select()
    .from(installerDocuments)
    .where(and(eq(installerDocuments.tenantId, tenantId), eq(installerDocuments.id, id)));
  return found ?? notFound(DOCUMENT_NOT_FOUND);
}

export type StoredUpload = {
  id: string;
  installerId: string;
  name: string;
  type: string;
  storageKey: string;
  size: number;
  mimeType: string;
  expiryDate: string | null;
};

/** Records a file already in storage; the caller removes the file if this fails. */
export async function recordDocument(actor: Actor, upload: StoredUpload) {
  const row = await actor.db.transaction(async (tx) => {
    await requireInstaller(tx, actor.tenantId, upload.installerId);
    const [created] = await tx
      .insert(installerDocuments)
      .values({ ...upload, tenantId: actor.tenantId, uploadedBy: actor.user.id })
      .returning();
    await recordActivity(tx, actor, upload.installerId, {
      type: 'document',
      title: `Document uploaded: ${upload.name}`,
      description: upload.expiryDate ? `${upload.type}, expires ${upload.expiryDate}` : upload.type,
    });
    await writeAudit(tx, actor, {
      action: 'create',
      resource: 'installer_document',
      resourceId: upload.id,
      details: { installerId: upload.installerId, name: upload.name, size: upload.size },
    });
    return created!;
  });
  return present(row, actor.user.name, todayInLondon());
}

/** Deletes the record, then the file: a file left behind is harmless, a record without one is not. */
export async function deleteDocument(
  actor: Actor,
  id: string,
  storage: Storage,
  logger: Pick<Logger, 'warn'>,
) {
  const removed = await actor.db.transaction(async (tx) => {
    const [existing] = await tx
      .delete(installerDocuments)
      .where(and(eq(installerDocuments.tenantId, actor.tenantId), eq(installerDocuments.id, id)))
      .returning();
    if (!existing) notFound(DOCUMENT_NOT_FOUND);
    await recordActivity(tx, actor, existing.installerId, {
      type: 'document',
      title: `Document deleted: ${existing.name}`,
      description: null,
    });
    await writeAudit(tx, actor, {
      action: 'delete',
      resource: 'installer_document',
      resourceId: id,
      details: { installerId: existing.installerId, name: existing.name },
    });
    return existing;
  });
  await storage
    .deleteFile(removed.storageKey)
    .catch((error: unknown) =>
      logger.warn({ err: error, key: removed.storageKey }, 'document file not removed'),
    );
  return { id };
}
