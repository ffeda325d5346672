import { TRPCError } from '@trpc/server';
import { and, eq, sql } from 'drizzle-orm';
import {
  ATTACHMENT_NOT_FOUND_MESSAGE,
  MAX_MESSAGE_ATTACHMENTS,
} from '@/shared/installer-portal/messages';
import { writeAudit } from '@/server/audit/write-audit';
import { portalMessageAttachments, portalMessages } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import type { StoredAttachment } from '../support/attachment-files';
import type { ThreadScope } from './message-threads';

export const MESSAGE_NOT_FOUND_MESSAGE = 'Message not found.';
export const TOO_MANY_ATTACHMENTS_MESSAGE = `A message has at most ${MAX_MESSAGE_ATTACHMENTS} files.`;

const notFound = (message: string) => new TRPCError({ code: 'NOT_FOUND', message });

/**
 * Files on a message the caller wrote, in the scope's installer (another's message is 404):
 * the message is sent first (its e-mail goes at once), its files follow through the upload route.
 */
export async function attachToMessage(
  actor: Actor,
  scope: ThreadScope,
  messageId: string,
  files: StoredAttachment[],
) {
  return actor.db.transaction(async (tx) => {
    const [message] = await tx
      .select({ id: portalMessages.id, threadKey: portalMessages.threadKey })
      .from(portalMessages)
      .where(
        and(
          eq(portalMessages.id, messageId),
          eq(portalMessages.tenantId, scope.tenantId),
          eq(portalMessages.installerId, scope.installerId),
          eq(portalMessages.authorId, actor.user.id),
        ),
      );
    if (!message) throw notFound(MESSAGE_NOT_FOUND_MESSAGE);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(portalMessageAttachments)
      .where(eq(portalMessageAttachments.messageId, message.id));
    if ((count?.n ?? 0) + files.length > MAX_MESSAGE_ATTACHMENTS)
      throw new TRPCError({ code: 'BAD_REQUEST', message: TOO_MANY_ATTACHMENTS_MESSAGE });
    const rows = await tx
      .insert(portalMessageAttachments)
      .values(
        files.map((f) => ({
          id: f.id,
          tenantId: scope.tenantId,
          installerId: scope.installerId,
          messageId: message.id,
          name: f.name,
          mime: f.mime,
          size: f.size,
          storageKey: f.storageKey,
        })),
      )
      .returning({ id: portalMessageAttachments.id, name: portalMessageAttachments.name });
    await writeAudit(tx, actor, {
      action: 'portal_message_attachments',
      resource: 'installer_portal',
      resourceId: message.id,
      details: { thread: message.threadKey, files: files.map((f) => f.name) },
    });
    return { attachments: rows };
  });
}

/**
 * An attachment the caller may fetch: on the portal its installer's and never an internal note's;
 * for staff (installerId null) any of the tenant's.
 */
export async function findMessageAttachment(
  scope: Pick<ThreadScope, 'db' | 'tenantId' | 'side'> & { installerId: string | null },
  id: string,
) {
  const [row] = await scope.db
    .select({
      name: portalMessageAttachments.name,
      mime: portalMessageAttachments.mime,
      size: portalMessageAttachments.size,
      storageKey: portalMessageAttachments.storageKey,
    })
    .from(portalMessageAttachments)
    .innerJoin(portalMessages, eq(portalMessages.id, portalMessageAttachments.messageId))
    .where(
      and(
        eq(portalMessageAttachments.id, id),
        eq(portalMessageAttachments.tenantId, scope.tenantId),
        eq(portalMessages.tenantId, scope.tenantId),
        ...(scope.installerId ? [eq(portalMessageAttachments.installerId, scope.installerId)] : []),
        ...(scope.side === 'installer' ? [eq(portalMessages.isInternal, false)] : []),
      ),
    );
  if (!row) throw notFound(ATTACHMENT_NOT_FOUND_MESSAGE);
  return row;
}
