import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CHECKLIST_STATUS_MOVES,
  type ChecklistItemStatus,
  type SetChecklistItemStatusInput,
} from '@/shared/checklists/catalogue';
import type { EvidencePurpose } from '@/shared/evidence/catalogue';
import { REMEDIATION_NEEDS_FAILED_ITEM } from '@/shared/evidence/catalogue';
import {
  acceptRefusal,
  PROVIDE_NEEDS_REMEDIATION_EVIDENCE_MESSAGE,
} from '@/shared/checklists/remediation-duties';
import {
  isSubmittedLate,
  lateAcceptRefusal,
  reviewDueAt,
} from '@/shared/checklists/remediation-review';
import type { TenantSetting } from '@/shared/settings/index';
import { writeAudit } from '@/server/audit/write-audit';
import type { Tx } from '@/server/db/client';
import { checklistAnswers, inspections } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { initChecklistOf } from '../checklist-catalogue/init';
import { getTenantSetting } from '../settings/tenant-settings';
import { resolveDefectWhenRemediated } from './defect-closure';
import { requireAnswerableInspection } from './access';
import { partiesOf, remediationUploaders } from './remediation-parties';
import { requireAnswerRow } from './rows';
import { emitWebhookEvent } from '../webhooks/emit';

type Row = Awaited<ReturnType<typeof requireAnswerRow>>;

/**
 * A rejection restarts the installer's clock where it stopped: the deadline moves on by the time
 * the evidence waited for review (now - submitted), so that wait is never the installer's.
 */
function restartedDeadline(dueAt: Date, submittedAt: Date | null, now: Date): Date {
  if (submittedAt === null) return dueAt;
  return new Date(dueAt.getTime() + Math.max(0, now.getTime() - submittedAt.getTime()));
}

/**
 * The remediation columns a move changes on a failed item: a new submission (Provided with
 * nothing submitted yet) stamps who, when, whether it is late and the review window's end;
 * Rejected clears the submission and any late override (the next one is judged afresh) and
 * moves the deadline on by the time the clock was stopped;
 * Accepted stops the clock.
 */
function remediationColumns(
  row: Row,
  to: ChecklistItemStatus,
  userId: string,
  now: Date,
  settings: TenantSetting<'defects'>,
) {
  if (row.remediationDueAt === null) return {};
  if (to === 'Provided' && row.evidenceSubmittedAt === null)
    return {
      evidenceSubmittedAt: now,
      evidenceSubmittedBy: userId,
      submittedLate: isSubmittedLate(now, row.remediationDueAt),
      reviewDueAt: reviewDueAt(now, settings),
    };
  if (to === 'Rejected')
    return {
      remediationDueAt: restartedDeadline(row.remediationDueAt, row.evidenceSubmittedAt, now),
      evidenceSubmittedAt: null,
      evidenceSubmittedBy: null,
      submittedLate: false,
      reviewDueAt: null,
      lateOverriddenBy: null,
      lateOverriddenByName: null,
      lateOverriddenAt: null,
      lateOverrideReason: null,
    };
  if (to === 'Accepted') return { acceptedAt: now };
  return {};
}

/** The columns a move changes, including the remediation clock of a failed item. */
function moveColumns(
  row: Row,
  to: ChecklistItemStatus,
  reason: string,
  userId: string,
  now: Date,
  settings: TenantSetting<'defects'>,
) {
  return {
    status: to,
    statusReason: to === 'Rejected' ? reason : '',
    statusChangedBy: userId,
    statusChangedAt: now,
    ...(to === 'Rejected' ? { evidenceSubmittedAt: null } : {}),
    ...remediationColumns(row, to, userId, now, settings),
    updatedAt: now,
  };
}

async function applyMove(
  tx: Tx,
  actor: Actor,
  inspection: { id: string; reference: string },
  row: Row,
  to: ChecklistItemStatus,
  reason: string,
  now: Date,
) {
  const settings = await getTenantSetting(tx, actor.tenantId, 'defects');
  await tx
    .update(checklistAnswers)
    .set(moveColumns(row, to, reason, actor.user.id, now, settings))
    .where(
      and(
        eq(checklistAnswers.inspectionId, inspection.id),
        eq(checklistAnswers.itemId, row.itemId),
      ),
    );
  await writeAudit(tx, actor, {
    action: 'status_change',
    resource: 'checklist_item',
    resourceId: `${inspection.reference}:${row.itemId}`,
    details: {
      inspection: inspection.reference,
      item: row.itemId,
      from: row.status,
      to,
      ...(to === 'Rejected' ? { reason, ...restartDetails(row, now) } : {}),
      ...(to === 'Provided' && row.remediationDueAt && row.evidenceSubmittedAt === null
        ? { late: isSubmittedLate(now, row.remediationDueAt) }
        : {}),
    },
  });
  if (to === 'Accepted') await resolveDefectWhenRemediated(tx, actor, row.defectId, now);
  // A failed item under remediation (it has a deadline): its decision goes to webhooks.
  if (row.remediationDueAt !== null && (to === 'Accepted' || to === 'Rejected')) {
    const type = to === 'Accepted' ? 'remediation.accepted' : 'remediation.rejected';
    const data = {
      id: `${inspection.id}:${row.itemId}`,
      reference: inspection.reference,
      inspectionId: inspection.id,
      itemId: row.itemId,
      ...(to === 'Rejected' ? { reason } : {}),
    };
    await emitWebhookEvent(tx, actor.tenantId, type, data, now);
  }
}

/** The deadline before and after a rejection restarted the clock, for the audit row. */
function restartDetails(row: Row, now: Date) {
  if (row.remediationDueAt === null || row.evidenceSubmittedAt === null) return {};
  return {
    deadlineWas: row.remediationDueAt.toISOString(),
    deadline: restartedDeadline(row.remediationDueAt, row.evidenceSubmittedAt, now).toISOString(),
  };
}

const refuse = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });

/**
 * The duties of decision 012 on a failed item: it becomes Provided only through
 * remediation evidence, and whoever failed it or submitted that evidence does not accept it.
 */
async function refuseUnseparatedMove(
  tx: Tx,
  actor: Actor,
  inspectionId: string,
  row: Row,
  to: ChecklistItemStatus,
) {
  if (row.remediationDueAt === null) return;
  const uploaders = await remediationUploaders(tx, actor.tenantId, inspectionId);
  if (to === 'Provided' && !uploaders.has(row.itemId))
    throw refuse(PROVIDE_NEEDS_REMEDIATION_EVIDENCE_MESSAGE);
  if (to !== 'Accepted') return;
  // A late remediation is not accepted unless a coordinator overrode the lateness (point 9).
  const late = lateAcceptRefusal(row);
  if (late) throw refuse(late);
  const refusal = acceptRefusal(partiesOf(row, uploaders), actor.user.id);
  if (refusal) throw refuse(refusal);
}

/** Pending -> Provided -> Accepted or Rejected (with a reason); a rejected item may be provided again. */
export async function setChecklistItemStatus(
  actor: Actor,
  input: z.output<typeof SetChecklistItemStatusInput>,
  now: Date = new Date(),
) {
  const inspection = await requireAnswerableInspection(actor, input.inspectionId);
  return actor.db.transaction(async (tx) => {
    await initChecklistOf(tx, actor.tenantId, inspection.id);
    const row = await requireAnswerRow(tx, actor.tenantId, inspection.id, input.itemId);
    if (!CHECKLIST_STATUS_MOVES[row.status].includes(input.status))
      throw new TRPCError({
        code: 'BAD_REQUEST',
        message: `An item that is ${row.status} cannot become ${input.status}.`,
      });
    await refuseUnseparatedMove(tx, actor, inspection.id, row, input.status);
    await applyMove(tx, actor, inspection, row, input.status, input.reason, now);
    return { itemId: row.itemId, status: input.status };
  });
}

/**
 * Evidence uploaded for an item: Pending (or Rejected) -> Provided, inside the
 * upload's transaction; an item already Provided or Accepted is left as it is.
 * On a failed item only remediation evidence (what the installer did) provides
 * it and stamps its clock; the inspector's own inspection evidence leaves it as
 * it is. Remediation evidence on an item that has not failed is refused (400).
 * The caller checks access first with requireAnswerableInspection (outside the
 * transaction). Returns the item's status afterwards.
 */
export async function markChecklistItemProvided(
  tx: Tx,
  actor: Actor,
  input: { inspectionId: string; itemId: string; purpose: EvidencePurpose },
  now: Date = new Date(),
): Promise<ChecklistItemStatus> {
  const [inspection] = await tx
    .select({ id: inspections.id, reference: inspections.reference })
    .from(inspections)
    .where(and(eq(inspections.tenantId, actor.tenantId), eq(inspections.id, input.inspectionId)));
  if (!inspection) throw new TRPCError({ code: 'NOT_FOUND', message: 'Inspection not found.' });
  await initChecklistOf(tx, actor.tenantId, inspection.id);
  const row = await requireAnswerRow(tx, actor.tenantId, inspection.id, input.itemId);
  const failed = row.remediationDueAt !== null;
  if (input.purpose === 'remediation' && !failed)
    throw refuse(REMEDIATION_NEEDS_FAILED_ITEM(input.itemId));
  if (failed && input.purpose === 'inspection') return row.status;
  if (!CHECKLIST_STATUS_MOVES[row.status].includes('Provided')) return row.status;
  await applyMove(tx, actor, inspection, row, 'Provided', '', now);
  return 'Provided';
}
