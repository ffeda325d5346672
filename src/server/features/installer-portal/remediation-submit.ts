import { TRPCError } from '@trpc/server';
import type { z } from 'zod';
import {
  NO_NEW_EVIDENCE_AFTER_REJECTION_MESSAGE,
  NO_NEW_EVIDENCE_MESSAGE,
  REMEDIATION_NOT_FOUND,
  type SubmitRemediationInput,
} from '@/shared/installer-portal/remediations';
import { isSubmittedLate } from '@/shared/checklists/remediation-review';
import { writeAudit } from '@/server/audit/write-audit';
import { remediationSubmissions } from '@/server/db/schema/index';
import { markChecklistItemProvided } from '../checklists/status';
import type { PortalActor } from './portal-actor';
import {
  closedRefusal,
  countNewRemediationFiles,
  findPortalRemediation,
} from './remediation-target';
import { emitWebhookEvent } from '../webhooks/emit';

const refuse = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });

/**
 * The installer submits the remediation of one failed item: the files uploaded through the
 * portal and a note of what was done. The item moves to Provided and its clock stops through
 * the checklists' own move (markChecklistItemProvided stamps evidence submitted, the submitter,
 * lateness and the review window); a late submission is recorded as late and waits for a
 * coordinator's override before anyone may accept it. The submission itself is kept
 * (remediation_submissions) and audited.
 */
export async function submitPortalRemediation(
  actor: PortalActor,
  input: z.output<typeof SubmitRemediationInput>,
  now: Date = new Date(),
) {
  return actor.db.transaction(async (tx) => {
    const target = await findPortalRemediation(tx, actor, input.inspectionId, input.itemId);
    if (!target) throw new TRPCError({ code: 'NOT_FOUND', message: REMEDIATION_NOT_FOUND });
    const closed = closedRefusal(target);
    if (closed) throw refuse(closed);
    const fileCount = await countNewRemediationFiles(tx, actor.tenantId, target);
    if (fileCount === 0)
      throw refuse(
        target.status === 'Rejected'
          ? NO_NEW_EVIDENCE_AFTER_REJECTION_MESSAGE
          : NO_NEW_EVIDENCE_MESSAGE,
      );
    const isLate = target.remediationDueAt ? isSubmittedLate(now, target.remediationDueAt) : false;
    await markChecklistItemProvided(
      tx,
      actor,
      { inspectionId: target.inspectionId, itemId: target.itemId, purpose: 'remediation' },
      now,
    );
    const [submission] = await tx
      .insert(remediationSubmissions)
      .values({
        tenantId: actor.tenantId,
        inspectionId: target.inspectionId,
        itemId: target.itemId,
        installerId: actor.installerId,
        note: input.note,
        fileCount,
        isLate,
        submittedBy: actor.user.id,
        submittedByName: actor.user.name,
        submittedAt: now,
      })
      .returning({ id: remediationSubmissions.id });
    await emitWebhookEvent(
      tx,
      actor.tenantId,
      'remediation.submitted',
      {
        id: submission!.id,
        reference: target.reference,
        inspectionId: target.inspectionId,
        itemId: target.itemId,
        installerId: actor.installerId,
        isLate,
      },
      now,
    );
    await writeAudit(tx, actor, {
      action: 'submit_remediation',
      resource: 'checklist_item',
      resourceId: `${target.reference}:${target.itemId}`,
      details: {
        inspection: target.reference,
        item: target.itemId,
        installerId: actor.installerId,
        submissionId: submission!.id,
        files: fileCount,
        late: isLate,
        deadline: target.remediationDueAt?.toISOString() ?? null,
        note: input.note,
      },
    });
    return {
      itemId: target.itemId,
      state: 'Evidence submitted' as const,
      isLate,
      submittedAt: now,
    };
  });
}
