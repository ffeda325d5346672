import { TRPCError } from '@trpc/server';
import { and, asc, eq, isNull, or } from 'drizzle-orm';
import { writeAudit } from '@/server/audit/write-audit';
import type { Tx } from '@/server/db/client';
import { supportAttachments, supportMessages, supportTickets } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import type { StoredAttachment } from './attachment-files';
import { isHandler, ticketNotFound, ticketScope } from './scope';

export const ATTACHMENT_NOT_FOUND = 'Attachment not found.';

/** Records files already in storage on a ticket (messageId null) or one of its messages; audited. */
export async function recordAttachments(
  tx: Tx,
  actor: Actor,
  ticket: { id: string; reference: string },
  messageId: string | null,
  files: readonly StoredAttachment[],
) {
  if (files.length === 0) return;
  await tx.insert(supportAttachments).values(
    files.map((file) => ({
      id: file.id,
      tenantId: actor.tenantId,
      ticketId: ticket.id,
      messageId,
      uploaderId: actor.user.id,
      name: file.name,
      mime: file.mime,
      size: file.size,
      sha256: file.sha256,
      storageKey: file.storageKey,
    })),
  );
  await writeAudit(tx, actor, {
    action: 'attach',
    resource: 'support_ticket',
    resourceId: ticket.id,
    details: {
      reference: ticket.reference,
      messageId,
      files: files.map((f) => ({ id: f.id, name: f.name, size: f.size, sha256: f.sha256 })),
    },
  });
}

/** Files added to the ticket itself (not to a reply): the requester or a handler, while open. */
export async function attachToTicket(
  actor: Actor,
  ticketId: string,
  files: readonly StoredAttachment[],
) {
  const handler = await isHandler(actor); // before the transaction: PGlite has one connection
  return actor.db.transaction(async (tx) => {
    const [ticket] = await tx
      .select()
      .from(supportTickets)
      .where(
        and(
          eq(supportTickets.id, ticketId),
          eq(supportTickets.tenantId, actor.tenantId),
          handler ? undefined : eq(supportTickets.requesterId, actor.user.id),
        ),
      )
      .for('update');
    if (!ticket) ticketNotFound();
    if (ticket.status === 'closed') {
      throw new TRPCError({
        code: 'PRECONDITION_FAILED',
        message: 'This ticket is closed. Open a new ticket to continue.',
      });
    }
    await recordAttachments(tx, actor, ticket, null, files);
    await tx
      .update(supportTickets)
      .set({ updatedAt: new Date() })
      .where(eq(supportTickets.id, ticket.id));
    return { ids: files.map((f) => f.id) };
  });
}

/**
 * An attachment the actor may download: on a ticket they may see, and if it
 * belongs to an internal note, only for handlers. Anything else is not found.
 */
export async function findAttachment(actor: Actor, id: string) {
  const { where, handler } = await ticketScope(actor);
  const [found] = await actor.db
    .select({
      name: supportAttachments.name,
      mime: supportAttachments.mime,
      size: supportAttachments.size,
      storageKey: supportAttachments.storageKey,
    })
    .from(supportAttachments)
    .innerJoin(supportTickets, eq(supportTickets.id, supportAttachments.ticketId))
    .leftJoin(supportMessages, eq(supportMessages.id, supportAttachments.messageId))
    .where(
      and(
        where,
        eq(supportAttachments.tenantId, actor.tenantId),
        eq(supportAttachments.id, id),
        handler
          ? undefined
          : or(isNull(supportAttachments.messageId), eq(supportMessages.internal, false)),
      ),
    );
  if (!found) throw new TRPCError({ code: 'NOT_FOUND', message: ATTACHMENT_NOT_FOUND });
  return found;
}

/** The files of a ticket the actor may see (internal notes' files for handlers only). */
export function attachmentsOf(actor: Actor, ticketId: string, handler: boolean) {
  return actor.db
    .select({
      id: supportAttachments.id,
      messageId: supportAttachments.messageId,
      name: supportAttachments.name,
      mime: supportAttachments.mime,
      size: supportAttachments.size,
      createdAt: supportAttachments.createdAt,
    })
    .from(supportAttachments)
    .leftJoin(supportMessages, eq(supportMessages.id, supportAttachments.messageId))
    .where(
      and(
        eq(supportAttachments.ticketId, ticketId),
        eq(supportAttachments.tenantId, actor.tenantId),
        handler
          ? undefined
          : or(isNull(supportAttachments.messageId), eq(supportMessages.internal, false)),
      ),
    )
    .orderBy(asc(supportAttachments.createdAt), asc(supportAttachments.name));
}
