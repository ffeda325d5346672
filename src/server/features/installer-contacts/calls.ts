import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { CallInput } from '@/shared/installers/schemas';
import { writeAudit } from '@/server/audit/write-audit';
import { installerCalls } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { excerpt, recordActivity, requireInstaller, touchLastContact } from './installer-access';

type CallRow = typeof installerCalls.$inferSelect;

const present = (call: CallRow) => ({ ...call, contactDate: call.contactDate.toISOString() });

const LABELS = { inbound: 'Inbound call', outbound: 'Outbound call' } as const;

/** A call's one-line title, shared by the activity feed and the timeline. */
export function callTitle(call: Pick<CallRow, 'type' | 'purpose'>): string {
  return `${LABELS[call.type]} (${call.purpose.replace('_', '-')})`;
}

export async function listCalls(actor: Actor, installerId: string) {
  await requireInstaller(actor.db, actor.tenantId, installerId);
  const rows = await actor.db
    .select()
    .from(installerCalls)
    .where(
      and(eq(installerCalls.tenantId, actor.tenantId), eq(installerCalls.installerId, installerId)),
    )
    .orderBy(desc(installerCalls.contactDate), desc(installerCalls.id));
  return rows.map(present);
}

export async function createCall(actor: Actor, input: z.output<typeof CallInput>) {
  const call = await actor.db.transaction(async (tx) => {
    await requireInstaller(tx, actor.tenantId, input.installerId);
    const [created] = await tx
      .insert(installerCalls)
      .values({
        tenantId: actor.tenantId,
        installerId: input.installerId,
        type: input.type,
        purpose: input.purpose,
        duration: input.duration,
        outcome: input.outcome,
        notes: input.notes,
        followUpRequired: input.followUpRequired,
        followUpDate: input.followUpDate || null,
        contactDate: input.contactDate ? new Date(input.contactDate) : new Date(),
        contactedBy: actor.user.id,
        contactedByName: actor.user.name,
      })
      .returning();
    const row = created!;
    await touchLastContact(tx, actor.tenantId, row.installerId, row.contactDate);
    await recordActivity(tx, actor, row.installerId, {
      type: 'contact',
      title: callTitle(row),
      description: excerpt(row.notes),
    });
    await writeAudit(tx, actor, {
      action: 'create',
      resource: 'installer_call',
      resourceId: row.id,
      details: { installerId: row.installerId, type: row.type, outcome: row.outcome },
    });
    return row;
  });
  return present(call);
}
