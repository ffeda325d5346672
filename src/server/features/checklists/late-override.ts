import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  OVERRIDE_ALREADY_MESSAGE,
  OVERRIDE_NOT_LATE_MESSAGE,
  type OverrideLateRemediationInput,
} from '@/shared/checklists/remediation-review';
import { writeAudit } from '@/server/audit/write-audit';
import { checklistAnswers } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { initChecklistOf } from '../checklist-catalogue/init';
import { requireVisibleInspection } from './access';
import { requireAnswerRow } from './rows';

const refuse = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });

/**
 * A coordinator (checklists:overturn, the same second judgement as overturning a fail) lets a
 * remediation submitted after its deadline be accepted, with a reason. The remediation stays
 * late (it still counts against the installer); the record shows who overrode it, when and
 * why, and someone other than the failing inspector or the submitter may then accept it.
 */
export async function overrideLateRemediation(
  actor: Actor,
  input: z.output<typeof OverrideLateRemediationInput>,
  now: Date = new Date(),
) {
  const inspection = await requireVisibleInspection(actor, input.inspectionId);
  return actor.db.transaction(async (tx) => {
    await initChecklistOf(tx, actor.tenantId, inspection.id);
    const row = await requireAnswerRow(tx, actor.tenantId, inspection.id, input.itemId);
    if (row.lateOverriddenAt) throw refuse(OVERRIDE_ALREADY_MESSAGE(row.lateOverriddenByName));
    if (!row.submittedLate || row.evidenceSubmittedAt === null || row.acceptedAt !== null)
      throw refuse(OVERRIDE_NOT_LATE_MESSAGE);
    await tx
      .update(checklistAnswers)
      .set({
        lateOverriddenBy: actor.user.id,
        lateOverriddenByName: actor.user.name,
        lateOverriddenAt: now,
        lateOverrideReason: input.reason,
        updatedAt: now,
      })
      .where(
        and(
          eq(checklistAnswers.tenantId, actor.tenantId),
          eq(checklistAnswers.inspectionId, inspection.id),
          eq(checklistAnswers.itemId, input.itemId),
        ),
      );
    await writeAudit(tx, actor, {
      action: 'override_late_remediation',
      resource: 'checklist_item',
      resourceId: `${inspection.reference}:${input.itemId}`,
      details: {
        inspection: inspection.reference,
        item: input.itemId,
        deadline: row.remediationDueAt?.toISOString() ?? null,
        submittedAt: row.evidenceSubmittedAt.toISOString(),
        reason: input.reason,
      },
    });
    return { itemId: input.itemId, lateOverriddenAt: now, lateOverriddenByName: actor.user.name };
  });
}
