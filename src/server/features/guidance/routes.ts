import multipart from '@fastify/multipart';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DocumentFieldsInput, VersionFieldsInput } from '@/shared/guidance/document-inputs';
import { NO_DOCUMENT_FILE_MESSAGE } from '@/shared/guidance/catalogue';
import { actorOf } from '@/server/auth/api-guard';
import { setFileHeaders } from '@/server/lib/file-reply';
import { StorageFileNotFoundError, type Storage } from '@/server/storage/storage';
import {
  DOCUMENT_UPLOAD_LIMITS,
  receiveDocument,
  UploadRefusedError,
  type ReceivedDocument,
} from './document-files';
import { recordDownload } from './download';
import { DOCUMENT_NOT_FOUND } from './scope';
import { addVersion, createDocument } from './upload';

export type GuidanceRouteDeps = { storage: Storage };

const Id = z.string().uuid();

/**
 * Guidance document files, for any signed-in user (the services apply who
 * may see or change which document):
 * - POST /api/guidance/uploads: Upload Document (fields and one `file`);
 * - POST /api/guidance/documents/:id/versions: a new version (changeNote, major, `file`);
 * - GET /api/guidance/documents/:id/download[?version=<id>]: the file, counted and audited.
 * Async: await it before the app is ready.
 */
export async function registerGuidanceRoutes(app: FastifyInstance, deps: GuidanceRouteDeps) {
  await app.register(async (scope) => {
    if (!scope.hasContentTypeParser('multipart/form-data')) await scope.register(multipart);
    const route = { config: { requires: 'session' } } as const;
    scope.post('/api/guidance/uploads', route, (request, reply) =>
      upload(request, reply, deps, null),
    );
    scope.post('/api/guidance/documents/:id/versions', route, (request, reply) => {
      const id = Id.safeParse((request.params as { id?: string }).id);
      if (!id.success) return reply.status(404).send({ error: DOCUMENT_NOT_FOUND });
      return upload(request, reply, deps, id.data);
    });
    scope.get('/api/guidance/documents/:id/download', route, (request, reply) =>
      download(request, reply, deps),
    );
  });
}

async function upload(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: GuidanceRouteDeps,
  documentId: string | null,
) {
  const actor = actorOf(request);
  let stored: ReceivedDocument | null = null;
  try {
    if (!request.isMultipart()) throw new UploadRefusedError(400, NO_DOCUMENT_FILE_MESSAGE);
    const { fields, file } = await receiveDocument(
      request.parts({ limits: DOCUMENT_UPLOAD_LIMITS }),
      deps.storage,
    );
    stored = file;
    if (documentId === null) {
      const input = DocumentFieldsInput.safeParse(fields);
      if (!input.success) throw refused(input.error);
      const result = await createDocument(actor, input.data, file);
      return await reply.status(201).send(result);
    }
    const input = VersionFieldsInput.safeParse(fields);
    if (!input.success) throw refused(input.error);
    const result = await addVersion(actor, documentId, input.data, file);
    return await reply.status(201).send(result);
  } catch (error) {
    // Whatever went wrong, no file may stay behind without its record.
    if (stored) await deps.storage.deleteFile(stored.storageKey).catch(() => {});
    if (error instanceof UploadRefusedError) {
      return reply
        .status(error.statusCode)
        .header('connection', 'close')
        .send({ error: error.message });
    }
    if (error instanceof TRPCError) {
      return reply.status(getHTTPStatusCodeFromError(error)).send({ error: error.message });
    }
    throw error;
  }
}

function refused(error: z.ZodError) {
  const issue = error.issues[0];
  return new UploadRefusedError(400, issue?.message ?? 'Check the form and try again.');
}

async function download(request: FastifyRequest, reply: FastifyReply, deps: GuidanceRouteDeps) {
  const id = Id.safeParse((request.params as { id?: string }).id);
  const versionParam = (request.query as { version?: unknown }).version;
  const version = versionParam === undefined ? null : Id.safeParse(versionParam);
  if (!id.success || (version && !version.success)) {
    return reply.status(404).send({ error: DOCUMENT_NOT_FOUND });
  }
  try {
    const { version: file, body } = await recordDownload(
      actorOf(request),
      id.data,
      version?.data ?? null,
      (key) => deps.storage.getFile(key),
    );
    return await setFileHeaders(reply, { contentType: file.mime, fileName: file.fileName })
      .header('content-length', file.size)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(body);
  } catch (error) {
    if (error instanceof StorageFileNotFoundError) {
      request.log.error({ documentId: id.data }, 'guidance document without its file');
      return reply.status(404).send({ error: DOCUMENT_NOT_FOUND });
    }
    if (error instanceof TRPCError && error.code === 'NOT_FOUND') {
      return reply.status(404).send({ error: DOCUMENT_NOT_FOUND });
    }
    throw error;
  }
}
