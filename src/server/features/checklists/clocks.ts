import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { RemediationClocksInput } from '@/shared/checklists/catalogue';
import {
  checklistAnswers,
  checklistCatalogueItems,
  inspectionChecklists,
  inspections,
} from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { inspectionScope } from '../inspections/scope';
import {
  joinSubmitter,
  remediationClockColumns,
  remediationClockOf,
  remediationSubmitter,
} from './remediation-view';

/**
 * Remediation clocks of failed items, for a defect, a follow-up or an
 * installer's inspections, limited to inspections the actor may see.
 */
export async function listRemediationClocks(
  actor: Actor,
  input: z.output<typeof RemediationClocksInput>,
) {
  const { condition } = await inspectionScope(actor);
  const filter =
    'defectId' in input
      ? eq(checklistAnswers.defectId, input.defectId)
      : 'followupId' in input
        ? eq(checklistAnswers.followupId, input.followupId)
        : eq(inspections.installerId, input.installerId);
  const rows = await actor.db
    .select({
      inspectionId: inspections.id,
      reference: inspections.reference,
      installerId: inspections.installerId,
      itemId: checklistAnswers.itemId,
      label: checklistCatalogueItems.label,
      severity: checklistAnswers.severity,
      status: checklistAnswers.status,
      ...remediationClockColumns,
    })
    .from(checklistAnswers)
    .innerJoin(inspections, eq(inspections.id, checklistAnswers.inspectionId))
    .leftJoin(remediationSubmitter, joinSubmitter)
    .innerJoin(inspectionChecklists, eq(inspectionChecklists.inspectionId, inspections.id))
    .innerJoin(
      checklistCatalogueItems,
      and(
        eq(checklistCatalogueItems.tenantId, inspections.tenantId),
        eq(checklistCatalogueItems.version, inspectionChecklists.catalogueVersion),
        eq(checklistCatalogueItems.itemId, checklistAnswers.itemId),
      ),
    )
    .where(
      and(
        condition,
        eq(checklistAnswers.tenantId, actor.tenantId),
        isNotNull(checklistAnswers.remediationDueAt),
        filter,
      ),
    )
    .orderBy(desc(checklistAnswers.remediationDueAt))
    .limit(50);
  return rows.flatMap((row) => {
    const clock = remediationClockOf(row);
    if (!clock) return [];
    const { inspectionId, reference, installerId, itemId, label, severity, status } = row;
    return [{ inspectionId, reference, installerId, itemId, label, severity, status, ...clock }];
  });
}
