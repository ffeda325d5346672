import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import { TRPCError } from '@trpc/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import { z } from 'zod';
import { actorOf } from '@/server/auth/api-guard';
import { setFileHeaders } from '@/server/lib/file-reply';
import { StorageFileNotFoundError, type Storage } from '@/server/storage/storage';
import { UploadRefusedError } from '@/server/lib/inspect-bytes';
import { MAX_DOCUMENT_BYTES } from './document-rules';
import { DOCUMENT_NOT_FOUND, findDocument, recordDocument } from './documents';
import { INSTALLER_NOT_FOUND, requireInstaller } from './installer-access';
import { receiveUpload } from './upload-parts';

export type InstallerContactRouteDeps = {
  storage: Storage;
  logger: Pick<Logger, 'warn' | 'error'>;
};

const Id = z.string().uuid();

const isNotFound = (error: unknown) => error instanceof TRPCError && error.code === 'NOT_FOUND';

/**
 * POST /api/installers/:id/documents (multipart: file, type, expiryDate) and
 * GET /api/installer-documents/:id. Async: await it before the app is ready.
 */
export async function registerInstallerContactRoutes(
  app: FastifyInstance,
  deps: InstallerContactRouteDeps,
) {
  await app.register(async (scope) => {
    // Encapsulated so its parser touches no other route; skipped if the app already has one.
    if (!scope.hasContentTypeParser('multipart/form-data')) await scope.register(multipart);
    scope.post(
      '/api/installers/:id/documents',
      { config: { requires: 'installers:edit' } },
      (request, reply) => upload(request, reply, deps),
    );
    scope.get(
      '/api/installer-documents/:id',
      { config: { requires: 'installers:view' } },
      (request, reply) => download(request, reply, deps),
    );
  });
}

// Per request, so they hold whatever multipart settings the app has. One byte over the
// file limit is enough to know it is too large.
const UPLOAD_LIMITS = {
  fileSize: MAX_DOCUMENT_BYTES + 1,
  files: 1,
  fields: 10,
  fieldSize: 1000,
  parts: 12,
};

async function upload(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: InstallerContactRouteDeps,
) {
  const actor = actorOf(request);
  const installerId = Id.safeParse((request.params as { id?: string }).id);
  if (!installerId.success) return reply.status(404).send({ error: INSTALLER_NOT_FOUND });
  const id = randomUUID();
  const storageKey = `installer-documents/${id}`;
  try {
    await requireInstaller(actor.db, actor.tenantId, installerId.data);
    if (!request.isMultipart()) throw new UploadRefusedError(400, 'Choose a file to upload');
    const received = await receiveUpload(
      request.parts({ limits: UPLOAD_LIMITS }),
      deps.storage,
      storageKey,
    );
    const document = await recordDocument(actor, {
      id,
      installerId: installerId.data,
      storageKey,
      ...received,
    });
    return await reply.status(201).send(document);
  } catch (error) {
    // Whatever went wrong, no file may stay behind without its record.
    await deps.storage.deleteFile(storageKey).catch(() => undefined);
    if (error instanceof UploadRefusedError) {
      // The refusal comes before the rest of the body was read: close the connection, or the
      // browser's next request on it waits for a body the server will never read.
      return reply
        .status(error.statusCode)
        .header('connection', 'close')
        .send({ error: error.message });
    }
    if (isNotFound(error)) return reply.status(404).send({ error: INSTALLER_NOT_FOUND });
    throw error;
  }
}

async function download(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: InstallerContactRouteDeps,
) {
  const { db, tenantId } = actorOf(request);
  const id = Id.safeParse((request.params as { id?: string }).id);
  if (!id.success) return reply.status(404).send({ error: DOCUMENT_NOT_FOUND });
  try {
    const document = await findDocument(db, tenantId, id.data);
    const body = await deps.storage.getFile(document.storageKey);
    return await setFileHeaders(reply, { contentType: document.mimeType, fileName: document.name })
      .header('content-length', document.size)
      .send(body);
  } catch (error) {
    if (error instanceof StorageFileNotFoundError) {
      deps.logger.error({ documentId: id.data }, 'document record without its file');
      return reply.status(404).send({ error: DOCUMENT_NOT_FOUND });
    }
    if (isNotFound(error)) return reply.status(404).send({ error: DOCUMENT_NOT_FOUND });
    throw error;
  }
}
