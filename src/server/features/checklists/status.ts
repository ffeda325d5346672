import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  CHECKLIST_STATUS_MOVES,
  type ChecklistItemStatus,
  type SetChecklistItemStatusInput,
} from '../../../shared/checklists/catalogue';
import { writeAudit } from '../../audit/write-audit';
import type { Tx } from '../../db/client';
import { checklistAnswers, inspections } from '../../db/schema/index';
import type { Actor } from '../../trpc/actor';
import { initChecklistOf } from '../checklist-core/init';
import { requireAnswerableInspection } from './access';
import { requireAnswerRow } from './rows';

type Row = Awaited<ReturnType<typeof requireAnswerRow>>;

/** The columns a move changes, including the remediation clock of a failed item. */
function moveColumns(row: Row, to: ChecklistItemStatus, reason: string, userId: string, now: Date) {
  const isFailed = row.remediationDueAt !== null;
  return {
    status: to,
    statusReason: to === 'Rejected' ? reason : '',
    statusChangedBy: userId,
    statusChangedAt: now,
    evidenceSubmittedAt:
      isFailed && to === 'Provided'
        ? (row.evidenceSubmittedAt ?? now)
        : to === 'Rejected'
          ? null
          : row.evidenceSubmittedAt,
    acceptedAt: isFailed && to === 'Accepted' ? now : row.acceptedAt,
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
  await tx
    .update(checklistAnswers)
    .set(moveColumns(row, to, reason, actor.user.id, now))
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
      ...(to === 'Rejected' ? { reason } : {}),
    },
  });
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
    await applyMove(tx, actor, inspection, row, input.status, input.reason, now);
    return { itemId: row.itemId, status: input.status };
  });
}

/**
 * Evidence uploaded for an item: Pending (or Rejected) -> Provided, inside the
 * upload's transaction; an item already Provided or Accepted is left as it is.
 * The caller checks access first with requireAnswerableInspection (outside the
 * transaction). Returns the item's status afterwards.
 */
export async function markChecklistItemProvided(
  tx: Tx,
  actor: Actor,
  input: { inspectionId: string; itemId: string },
  now: Date = new Date(),
): Promise<ChecklistItemStatus> {
  const [inspection] = await tx
    .select({ id: inspections.id, reference: inspections.reference })
    .from(inspections)
    .where(and(eq(inspections.tenantId, actor.tenantId), eq(inspections.id, input.inspectionId)));
  if (!inspection) throw new TRPCError({ code: 'NOT_FOUND', message: 'Inspection not found.' });
  await initChecklistOf(tx, actor.tenantId, inspection.id);
  const row = await requireAnswerRow(tx, actor.tenantId, inspection.id, input.itemId);
  if (!CHECKLIST_STATUS_MOVES[row.status].includes('Provided')) return row.status;
  await applyMove(tx, actor, inspection, row, 'Provided', '', now);
  return 'Provided';
}
