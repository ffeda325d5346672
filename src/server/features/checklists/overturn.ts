import { TRPCError } from '@trpc/server';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { OverturnFailInput } from '@/shared/checklists/catalogue';
import { writeAudit } from '@/server/audit/write-audit';
import { checklistAnswers, inspections } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { initChecklistOf } from '../checklist-catalogue/init';
import { requireVisibleInspection } from './access';
import { requireAnswerRow } from './rows';
import { resolveDefectWhenRemediated } from './defect-closure';

/**
 * A coordinator (checklists:overturn) overturns a Fail with a reason: the answer
 * stays Fail, as the inspector gave it, but no longer blocks Passed. The record
 * and the report show who overturned it, when and why; answering the item again clears it.
 */
export async function overturnFail(
  actor: Actor,
  input: z.output<typeof OverturnFailInput>,
  now: Date = new Date(),
) {
  const inspection = await requireVisibleInspection(actor, input.inspectionId);
  return actor.db.transaction(async (tx) => {
    await initChecklistOf(tx, actor.tenantId, inspection.id);
    const row = await requireAnswerRow(tx, actor.tenantId, inspection.id, input.itemId);
    if (row.answer !== 'Fail')
      throw new TRPCError({
        code: 'BAD_REQUEST',
        message: `Only a Fail can be overturned. ${input.itemId} is ${row.answer ? `answered ${row.answer}` : 'not answered'}.`,
      });
    if (row.overturnedAt)
      throw new TRPCError({
        code: 'BAD_REQUEST',
        message: `This fail was already overturned by ${row.overturnedByName ?? 'someone'}.`,
      });
    await tx
      .update(checklistAnswers)
      .set({
        overturnedBy: actor.user.id,
        overturnedByName: actor.user.name,
        overturnedAt: now,
        overturnReason: input.reason,
        updatedAt: now,
      })
      .where(
        and(
          eq(checklistAnswers.inspectionId, inspection.id),
          eq(checklistAnswers.itemId, input.itemId),
        ),
      );
    await writeAudit(tx, actor, {
      action: 'overturn_fail',
      resource: 'checklist_item',
      resourceId: `${inspection.reference}:${input.itemId}`,
      details: {
        inspection: inspection.reference,
        item: input.itemId,
        severity: row.severity,
        reason: input.reason,
      },
    });
    await resolveDefectWhenRemediated(tx, actor, row.defectId, now);
    return { itemId: input.itemId, overturnedAt: now, overturnedByName: actor.user.name };
  });
}

/**
 * Existing records that break decision 012: Passed while an item is answered
 * Fail (not overturned). Listed for a coordinator to correct (overturn with a
 * reason, or an administrator reopens); never changed silently.
 */
export async function listOutcomeBreaches(actor: Actor) {
  const rows = await actor.db
    .select({
      id: inspections.id,
      reference: inspections.reference,
      propertyAddress: inspections.propertyAddress,
      status: inspections.status,
      failedItems: sql<
        string[]
      >`array_agg(${checklistAnswers.itemId} order by ${checklistAnswers.itemId})`,
      category1: sql<boolean>`bool_or(${checklistAnswers.severity} = 'Category 1')`,
    })
    .from(inspections)
    .innerJoin(
      checklistAnswers,
      and(
        eq(checklistAnswers.inspectionId, inspections.id),
        eq(checklistAnswers.tenantId, actor.tenantId),
        eq(checklistAnswers.answer, 'Fail'),
        isNull(checklistAnswers.overturnedAt),
      ),
    )
    .where(and(eq(inspections.tenantId, actor.tenantId), eq(inspections.status, 'PASSED')))
    .groupBy(inspections.id)
    .orderBy(inspections.reference)
    .limit(200);
  return rows.map((r) => ({
    ...r,
    problem: r.category1
      ? 'Passed with a Category 1 fail (the outcome should be Failed)'
      : 'Passed while an item is answered Fail',
  }));
}
