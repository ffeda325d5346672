import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { isPreviewable } from '@/shared/document-reviews/schemas';
import { actorOf } from '@/server/auth/api-guard';
import { installerDocuments } from '@/server/db/schema/index';
import { setFileHeaders } from '@/server/lib/file-reply';
import { StorageFileNotFoundError, type Storage } from '@/server/storage/storage';
import { DOCUMENT_NOT_FOUND } from './service';

export type DocumentReviewRouteDeps = { storage: Storage };

const Id = z.string().uuid();

/**
 * GET /api/document-reviews/:id/file: the file for a reviewer (documents:review).
 * PDFs and images are served inline so the queue can preview them; anything else,
 * or ?download=1, as an attachment. The stored type was checked against the
 * file's bytes at upload, so an inline file is what it claims to be.
 */
export function registerDocumentReviewRoutes(app: FastifyInstance, deps: DocumentReviewRouteDeps) {
  const route = { config: { requires: 'documents:review' } } as const;
  app.get('/api/document-reviews/:id/file', route, async (request, reply) => {
    const { db, tenantId } = actorOf(request);
    const id = Id.safeParse((request.params as { id?: string }).id);
    if (!id.success) return reply.status(404).send({ error: DOCUMENT_NOT_FOUND });
    const [document] = await db
      .select()
      .from(installerDocuments)
      .where(and(eq(installerDocuments.tenantId, tenantId), eq(installerDocuments.id, id.data)));
    if (!document) return reply.status(404).send({ error: DOCUMENT_NOT_FOUND });
    const isDownload = (request.query as { download?: string }).download === '1';
    const kind = !isDownload && isPreviewable(document.mimeType) ? 'inline' : 'attachment';
    try {
      const body = await deps.storage.getFile(document.storageKey);
      return await setFileHeaders(reply, {
        contentType: document.mimeType,
        fileName: document.name,
        disposition: kind,
      })
        .header('content-length', document.size)
        .header('x-content-type-options', 'nosniff')
        // The preview is shown in a frame of the portal; the file itself may run nothing.
        .header(
          'content-security-policy',
          "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'",
        )
        .header('x-frame-options', 'SAMEORIGIN')
        .send(body);
    } catch (error) {
      if (error instanceof StorageFileNotFoundError) {
        request.log.error({ documentId: id.data }, 'document record without its file');
        return reply.status(404).send({ error: DOCUMENT_NOT_FOUND });
      }
      throw error;
    }
  });
}
