import { TRPCError } from '@trpc/server';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { MergeTicketInput } from '@/shared/support/ticket-inputs';
import { writeAudit } from '@/server/audit/write-audit';
import { supportAttachments, supportMessages, supportTickets } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { lockTicket, recordEvent } from './ticket-writes';
import { moveWatchers } from './watchers';

/**
 * Merges a duplicate into the ticket to keep: the duplicate's replies and
 * notes move to the original (after its own, in time order) with their
 * files, the duplicate's own files go with its description, its watchers
 * join the original's, the duplicate is closed and points to the original,
 * and both histories say so.
 */
export async function mergeTicket(actor: Actor, input: z.output<typeof MergeTicketInput>) {
  return actor.db.transaction(async (tx) => {
    const duplicate = await lockTicket(tx, actor, input.id, true);
    const [original] = await tx
      .select()
      .from(supportTickets)
      .where(
        and(
          eq(supportTickets.tenantId, actor.tenantId),
          eq(supportTickets.reference, input.intoReference),
        ),
      )
      .for('update');
    if (!original)
      throw new TRPCError({ code: 'NOT_FOUND', message: `No ticket ${input.intoReference}.` });
    if (original.id === duplicate.id)
      throw new TRPCError({
        code: 'BAD_REQUEST',
        message: 'A ticket cannot be merged into itself.',
      });
    if (duplicate.mergedIntoId || original.mergedIntoId)
      throw new TRPCError({
        code: 'CONFLICT',
        message: 'One of these tickets was already merged into another.',
      });
    const now = new Date();
    // The duplicate's own description becomes a message on the original, so nothing is lost.
    const [description] = await tx
      .insert(supportMessages)
      .values({
        tenantId: actor.tenantId,
        ticketId: original.id,
        authorId: duplicate.requesterId,
        body: `${duplicate.reference}: ${duplicate.subject}\n\n${duplicate.description}`,
        internal: false,
        createdAt: duplicate.createdAt,
      })
      .returning({ id: supportMessages.id });
    // Files added to the duplicate itself go with its description; the rest with their messages.
    await tx
      .update(supportAttachments)
      .set({ messageId: description!.id })
      .where(
        and(eq(supportAttachments.ticketId, duplicate.id), isNull(supportAttachments.messageId)),
      );
    await tx
      .update(supportAttachments)
      .set({ ticketId: original.id })
      .where(eq(supportAttachments.ticketId, duplicate.id));
    await moveWatchers(tx, duplicate.id, original);
    await tx
      .update(supportMessages)
      .set({ ticketId: original.id })
      .where(eq(supportMessages.ticketId, duplicate.id));
    await tx
      .update(supportTickets)
      .set({ status: 'closed', mergedIntoId: original.id, updatedAt: now })
      .where(eq(supportTickets.id, duplicate.id));
    await tx
      .update(supportTickets)
      .set({ updatedAt: now })
      .where(eq(supportTickets.id, original.id));
    await recordEvent(tx, actor, duplicate.id, 'status', duplicate.status, 'closed');
    await recordEvent(tx, actor, duplicate.id, 'merge', null, original.reference, 1);
    await recordEvent(tx, actor, original.id, 'merge', duplicate.reference, null);
    await writeAudit(tx, actor, {
      action: 'merge',
      resource: 'support_ticket',
      resourceId: duplicate.id,
      details: { from: duplicate.reference, into: original.reference },
    });
    return { id: original.id, reference: original.reference };
  });
}
