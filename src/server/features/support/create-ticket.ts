import type { z } from 'zod';
import type { CreateTicketInput } from '@/shared/support/ticket-inputs';
import { writeAudit } from '@/server/audit/write-audit';
import { supportTickets } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { nextTicketReference } from './reference';
import type { PlatformServices } from '@/server/platform/services';
import { emailRequester } from './requester-email';

/** A new ticket with its next reference; the requester gets a receipt by e-mail. */
export async function createTicket(
  actor: Actor,
  input: z.output<typeof CreateTicketInput>,
  services: Pick<PlatformServices, 'portalUrl'>,
) {
  return actor.db.transaction(async (tx) => {
    const reference = await nextTicketReference(tx, actor.tenantId);
    const [ticket] = await tx
      .insert(supportTickets)
      .values({ ...input, tenantId: actor.tenantId, reference, requesterId: actor.user.id })
      .returning({ id: supportTickets.id, reference: supportTickets.reference });
    await emailRequester(
      tx,
      { ...ticket!, tenantId: actor.tenantId, subject: input.subject },
      actor.user.id,
      {
        subject: `We received your ticket: ${input.subject}`,
        lines: [
          `Thank you. Your support ticket ${reference} is open and we will reply on it.`,
          '',
          input.description,
        ],
        createdBy: actor.user.id,
      },
      services,
    );
    await writeAudit(tx, actor, {
      action: 'create',
      resource: 'support_ticket',
      resourceId: ticket!.id,
      details: {
        reference,
        subject: input.subject,
        category: input.category,
        priority: input.priority,
      },
    });
    return ticket!;
  });
}
