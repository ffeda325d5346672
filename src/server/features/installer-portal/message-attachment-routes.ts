import multipart from '@fastify/multipart';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ATTACHMENT_NOT_FOUND_MESSAGE } from '@/shared/installer-portal/messages';
import { actorOf } from '@/server/auth/api-guard';
import { setFileHeaders } from '@/server/lib/file-reply';
import { StorageFileNotFoundError, type Storage } from '@/server/storage/storage';
import type { Actor } from '@/server/trpc/actor';
import {
  ATTACHMENT_UPLOAD_LIMITS,
  NO_ATTACHMENT_MESSAGE,
  receiveAttachments,
  UploadRefusedError,
  type StoredAttachment,
} from '../support/attachment-files';
import {
  attachToMessage,
  findMessageAttachment,
  MESSAGE_NOT_FOUND_MESSAGE,
} from './message-attachments';
import type { ThreadScope } from './message-threads';
import { portalActorOf } from './portal-actor';

const Id = z.string().uuid();
const idOf = (request: FastifyRequest) =>
  Id.safeParse((request.params as { id?: string }).id).data ?? null;

/** The portal user's own installer; staff name the installer in the route's query. */
function scopeOf(actor: Actor, side: ThreadScope['side'], installerId: string | null) {
  const id = side === 'installer' ? portalActorOf(actor).installerId : installerId;
  return { db: actor.db, tenantId: actor.tenantId, installerId: id, userId: actor.user.id, side };
}

/**
 * Files on portal messages (issue 31 point 5), with the support attachments' upload checks:
 * - POST /api/portal/messages/:id/files and /api/installer-portal/messages/:id/files
 *   (?installerId=): up to five `files` on a message the caller wrote;
 * - GET /api/portal/message-files/:id and /api/installer-portal/message-files/:id: the file, as
 *   a download; the portal's never belongs to an internal note, nor to another installer.
 */
export async function registerMessageAttachmentRoutes(
  app: FastifyInstance,
  deps: { storage: Storage },
) {
  await app.register(async (scope) => {
    if (!scope.hasContentTypeParser('multipart/form-data')) await scope.register(multipart);
    const portal = { config: { requires: 'portal' } } as const;
    scope.post('/api/portal/messages/:id/files', portal, (request, reply) =>
      upload(request, reply, deps.storage, 'installer'),
    );
    scope.get('/api/portal/message-files/:id', portal, (request, reply) =>
      download(request, reply, deps.storage, 'installer'),
    );
    const edit = { config: { requires: 'installers:edit' } } as const;
    scope.post('/api/installer-portal/messages/:id/files', edit, (request, reply) =>
      upload(request, reply, deps.storage, 'staff'),
    );
    const view = { config: { requires: 'installers:view' } } as const;
    scope.get('/api/installer-portal/message-files/:id', view, (request, reply) =>
      download(request, reply, deps.storage, 'staff'),
    );
  });
}

async function upload(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  side: ThreadScope['side'],
) {
  const actor = actorOf(request);
  const messageId = idOf(request);
  const installerId = Id.safeParse((request.query as { installerId?: string }).installerId).data;
  const scope = scopeOf(actor, side, installerId ?? null);
  if (!messageId || !scope.installerId)
    return reply.status(404).send({ error: MESSAGE_NOT_FOUND_MESSAGE });
  const stored: StoredAttachment[] = [];
  try {
    if (!request.isMultipart()) throw new UploadRefusedError(400, NO_ATTACHMENT_MESSAGE);
    const { files } = await receiveAttachments(
      request.parts({ limits: ATTACHMENT_UPLOAD_LIMITS }),
      storage,
      stored,
    );
    if (files.length === 0) throw new UploadRefusedError(400, NO_ATTACHMENT_MESSAGE);
    const result = await attachToMessage(
      actor,
      { ...scope, installerId: scope.installerId },
      messageId,
      files,
    );
    return await reply.status(201).send(result);
  } catch (error) {
    // Whatever went wrong, no file may stay behind without its record.
    await Promise.all(stored.map((f) => storage.deleteFile(f.storageKey).catch(() => {})));
    if (error instanceof UploadRefusedError)
      return reply
        .status(error.statusCode)
        .header('connection', 'close')
        .send({ error: error.message });
    if (error instanceof TRPCError)
      return reply.status(getHTTPStatusCodeFromError(error)).send({ error: error.message });
    throw error;
  }
}

async function download(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: Storage,
  side: ThreadScope['side'],
) {
  const id = idOf(request);
  if (!id) return reply.status(404).send({ error: ATTACHMENT_NOT_FOUND_MESSAGE });
  try {
    const file = await findMessageAttachment(scopeOf(actorOf(request), side, null), id);
    const body = await storage.getFile(file.storageKey);
    return await setFileHeaders(reply, { contentType: file.mime, fileName: file.name })
      .header('content-length', file.size)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(body);
  } catch (error) {
    if (
      error instanceof StorageFileNotFoundError ||
      (error instanceof TRPCError && error.code === 'NOT_FOUND')
    )
      return reply.status(404).send({ error: ATTACHMENT_NOT_FOUND_MESSAGE });
    throw error;
  }
}
