import multipart from '@fastify/multipart';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { ReplyToTicketInput } from '@/shared/support/ticket-inputs';
import { actorOf } from '@/server/auth/api-guard';
import { setFileHeaders } from '@/server/lib/file-reply';
import type { PlatformServices } from '@/server/platform/services';
import { StorageFileNotFoundError } from '@/server/storage/storage';
import {
  ATTACHMENT_UPLOAD_LIMITS,
  NO_ATTACHMENT_MESSAGE,
  receiveAttachments,
  UploadRefusedError,
  type StoredAttachment,
} from './attachment-files';
import { ATTACHMENT_NOT_FOUND, attachToTicket, findAttachment } from './attachments';
import { replyToTicket } from './reply-to-ticket';

/** The storage keeps the files; the portal URL goes into the reply's e-mail to the requester. */
export type SupportAttachmentRouteDeps = {
  services: Pick<PlatformServices, 'storage' | 'portalUrl'>;
};

const Id = z.string().uuid();
const TICKET_NOT_FOUND = 'Support ticket not found.';

/**
 * Files on support tickets, for anyone who may see the ticket (the
 * requester, or support:handle; the services apply scope.ts's rule):
 * - POST /api/support/tickets/:id/replies: a reply (fields body, internal)
 *   with up to five `files`, posted together or not at all;
 * - POST /api/support/tickets/:id/attachments: `files` added to the ticket itself;
 * - GET /api/support/attachments/:id: the file, always as a download.
 * Async: await it before the app is ready.
 */
export async function registerSupportAttachmentRoutes(
  app: FastifyInstance,
  deps: SupportAttachmentRouteDeps,
) {
  await app.register(async (scope) => {
    // Encapsulated so its parser touches no other route; skipped if the app already has one.
    if (!scope.hasContentTypeParser('multipart/form-data')) await scope.register(multipart);
    const route = { config: { requires: 'session' } } as const;
    scope.post('/api/support/tickets/:id/replies', route, (request, reply) =>
      upload(request, reply, deps, 'reply'),
    );
    scope.post('/api/support/tickets/:id/attachments', route, (request, reply) =>
      upload(request, reply, deps, 'ticket'),
    );
    scope.get('/api/support/attachments/:id', route, (request, reply) =>
      download(request, reply, deps),
    );
  });
}

async function upload(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: SupportAttachmentRouteDeps,
  target: 'reply' | 'ticket',
) {
  const actor = actorOf(request);
  const ticketId = Id.safeParse((request.params as { id?: string }).id);
  if (!ticketId.success) return reply.status(404).send({ error: TICKET_NOT_FOUND });
  const stored: StoredAttachment[] = [];
  try {
    if (!request.isMultipart()) throw new UploadRefusedError(400, NO_ATTACHMENT_MESSAGE);
    const { fields, files } = await receiveAttachments(
      request.parts({ limits: ATTACHMENT_UPLOAD_LIMITS }),
      deps.services.storage,
      stored,
    );
    if (target === 'ticket') {
      if (files.length === 0) throw new UploadRefusedError(400, NO_ATTACHMENT_MESSAGE);
      const result = await attachToTicket(actor, ticketId.data, files);
      return await reply.status(201).send(result);
    }
    const input = ReplyToTicketInput.safeParse({
      ticketId: ticketId.data,
      body: fields.body ?? '',
      internal: fields.internal === 'true',
    });
    if (!input.success) {
      throw new UploadRefusedError(400, input.error.issues[0]?.message ?? 'Reply is required');
    }
    const message = await replyToTicket(actor, input.data, deps.services, files);
    return await reply.status(201).send({ id: message.id, attachments: files.map((f) => f.id) });
  } catch (error) {
    // Whatever went wrong, no file may stay behind without its record.
    await Promise.all(
      stored.map((f) => deps.services.storage.deleteFile(f.storageKey).catch(() => {})),
    );
    if (error instanceof UploadRefusedError) {
      // Refused before the rest of the body was read: close the connection, or the
      // browser's next request on it waits for a body the server will never read.
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

async function download(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: SupportAttachmentRouteDeps,
) {
  const id = Id.safeParse((request.params as { id?: string }).id);
  if (!id.success) return reply.status(404).send({ error: ATTACHMENT_NOT_FOUND });
  try {
    const attachment = await findAttachment(actorOf(request), id.data);
    const body = await deps.services.storage.getFile(attachment.storageKey);
    return await setFileHeaders(reply, { contentType: attachment.mime, fileName: attachment.name })
      .header('content-length', attachment.size)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(body);
  } catch (error) {
    if (error instanceof StorageFileNotFoundError) {
      request.log.error({ attachmentId: id.data }, 'support attachment without its file');
      return reply.status(404).send({ error: ATTACHMENT_NOT_FOUND });
    }
    if (error instanceof TRPCError && error.code === 'NOT_FOUND') {
      return reply.status(404).send({ error: ATTACHMENT_NOT_FOUND });
    }
    throw error;
  }
}
