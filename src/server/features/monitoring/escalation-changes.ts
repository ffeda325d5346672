import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { EscalationInput, EscalationStatusInput } from '@/shared/installers/schemas';
import { writeAudit } from '@/server/audit/write-audit';
import { escalations, installers } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { ACTIVITY_TITLES, recordStatusActivity } from './activity';

/** Opens an escalation case for an installer of the tenant. */
export async function createEscalation(actor: Actor, input: z.output<typeof EscalationInput>) {
  return actor.db.transaction(async (tx) => {
    const [installer] = await tx
      .select({ id: installers.id })
      .from(installers)
      .where(and(eq(installers.tenantId, actor.tenantId), eq(installers.id, input.installerId)));
    if (!installer) throw new TRPCError({ code: 'NOT_FOUND', message: 'Installer not found.' });
    const [created] = await tx
      .insert(escalations)
      .values({
        tenantId: actor.tenantId,
        installerId: input.installerId,
        priority: input.priority,
        reason: input.reason,
        owner: input.owner || null,
        dueDate: input.dueDate || null,
        createdBy: actor.user.id,
      })
      .returning({ id: escalations.id, status: escalations.status });
    const id = created!.id;
    await recordStatusActivity(
      tx,
      actor,
      input.installerId,
      `${ACTIVITY_TITLES.escalationOpened} (${input.priority} priority)`,
      input.reason,
    );
    await writeAudit(tx, actor, {
      action: 'create',
      resource: 'escalation',
      resourceId: id,
      details: { ...input },
    });
    return { id, status: created!.status };
  });
}

/** Moves a case between Active, Under Review and Resolved; only Resolved carries a resolved time. */
export async function setEscalationStatus(
  actor: Actor,
  input: z.output<typeof EscalationStatusInput>,
) {
  return actor.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ status: escalations.status, installerId: escalations.installerId })
      .from(escalations)
      .where(and(eq(escalations.tenantId, actor.tenantId), eq(escalations.id, input.id)))
      .for('update');
    if (!current) throw new TRPCError({ code: 'NOT_FOUND', message: 'Escalation not found.' });
    if (current.status === input.status) return { id: input.id, status: input.status };
    await tx
      .update(escalations)
      .set({
        status: input.status,
        resolvedAt: input.status === 'Resolved' ? new Date() : null,
      })
      .where(and(eq(escalations.tenantId, actor.tenantId), eq(escalations.id, input.id)));
    await recordStatusActivity(
      tx,
      actor,
      current.installerId,
      `Escalation marked ${input.status}`,
      `Previously ${current.status}`,
    );
    await writeAudit(tx, actor, {
      action: 'update',
      resource: 'escalation',
      resourceId: input.id,
      details: { from: current.status, to: input.status },
    });
    return { id: input.id, status: input.status };
  });
}
