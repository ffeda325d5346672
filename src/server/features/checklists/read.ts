import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import { checklistFamilyOf } from '@/shared/checklists/catalogue';
import { acceptRefusal } from '@/shared/checklists/remediation-duties';
import { lateAcceptRefusal } from '@/shared/checklists/remediation-review';
import {
  checklistAnswers,
  defects,
  followups,
  inspectionChecklists,
  inspectionEvidence,
} from '@/server/db/schema/index';
import type { Db } from '@/server/db/client';
import type { Actor } from '@/server/trpc/actor';
import { initChecklistOf, itemsForMeasure } from '../checklist-catalogue/init';
import { hasPermission } from '../permissions/service';
import { mayAnswerChecklist, requireVisibleInspection } from './access';
import { partiesOf, remediationUploaders } from './remediation-parties';
import {
  joinSubmitter,
  remediationClockColumns,
  remediationClockOf,
  remediationSubmitter,
} from './remediation-view';

/**
 * One inspection's checklist: the items of the catalogue version it is pinned
 * to, with answers, statuses and remediation clocks. An inspection registered
 * before checklists existed gets its checklist here if the backfill has not reached it yet.
 */
export async function getInspectionChecklist(actor: Actor, inspectionId: string) {
  const inspection = await requireVisibleInspection(actor, inspectionId);
  const mayAnswer = await mayAnswerChecklist(actor, inspection);
  const mayOverturn = await hasPermission(
    actor.db,
    actor.tenantId,
    actor.user.role,
    'checklists:overturn',
  );
  const [pinned] = await actor.db
    .select({ version: inspectionChecklists.catalogueVersion, stage: inspectionChecklists.stage })
    .from(inspectionChecklists)
    .where(
      and(
        eq(inspectionChecklists.tenantId, actor.tenantId),
        eq(inspectionChecklists.inspectionId, inspection.id),
      ),
    );
  const pin =
    pinned ??
    (await actor.db.transaction((tx) => initChecklistOf(tx, actor.tenantId, inspection.id)))!;
  const items = await itemsForMeasure(actor.db, actor.tenantId, pin, inspection);
  const answers = await answersOf(actor.db, actor.tenantId, inspection.id);
  const { defectRefs, followupTitles } = await linkedRecordsOf(actor.db, actor.tenantId, answers);
  const evidenceCounts = await evidenceCountsOf(actor.db, actor.tenantId, inspection.id);
  const byItem = new Map(answers.map((a) => [a.itemId, a]));
  const uploaders = await remediationUploaders(actor.db, actor.tenantId, inspection.id);
  return {
    inspection: {
      id: inspection.id,
      reference: inspection.reference,
      measureCode: inspection.measureCode,
      family: checklistFamilyOf(inspection.measureCode, inspection.measureType),
    },
    version: pin.version,
    // Mid- or post-installation: questions of the other stage are not on this checklist.
    stage: pin.stage,
    mayAnswer,
    mayOverturn,
    items: items.map((item) => {
      const row = byItem.get(item.itemId);
      return {
        itemId: item.itemId,
        kind: item.kind,
        stage: item.stage,
        label: item.label,
        measureCode: item.measureCode,
        naAllowed: item.naAllowed,
        inspectionStage: item.inspectionStage,
        answer: row?.answer ?? null,
        severity: row?.severity ?? null,
        comment: row?.comment ?? '',
        status: row?.status ?? 'Pending',
        statusReason: row?.statusReason ?? '',
        answeredAt: row?.answeredAt ?? null,
        evidenceCount: evidenceCounts.get(item.itemId) ?? 0,
        remediationEvidenceCount: uploaders.get(item.itemId)?.length ?? 0,
        overturn: row?.overturnedAt
          ? {
              byName: row.overturnedByName ?? '',
              at: row.overturnedAt,
              reason: row.overturnReason ?? '',
            }
          : null,
        // Why this user may not accept the item's remediation (decision 012), or null.
        acceptRefusal: row
          ? (lateAcceptRefusal(row) ?? acceptRefusal(partiesOf(row, uploaders), actor.user.id))
          : null,
        followup: row?.followupId
          ? { id: row.followupId, title: followupTitles.get(row.followupId) ?? '' }
          : null,
        defect: row?.defectId
          ? { id: row.defectId, reference: defectRefs.get(row.defectId) ?? '' }
          : null,
        remediation: row ? remediationClockOf(row) : null,
      };
    }),
  };
}

function answersOf(db: Db, tenantId: string, inspectionId: string) {
  return db
    .select({
      itemId: checklistAnswers.itemId,
      answer: checklistAnswers.answer,
      severity: checklistAnswers.severity,
      comment: checklistAnswers.comment,
      status: checklistAnswers.status,
      statusReason: checklistAnswers.statusReason,
      answeredAt: checklistAnswers.answeredAt,
      followupId: checklistAnswers.followupId,
      defectId: checklistAnswers.defectId,
      ...remediationClockColumns,
      answeredBy: checklistAnswers.answeredBy,
      statusChangedBy: checklistAnswers.statusChangedBy,
      overturnedByName: checklistAnswers.overturnedByName,
      overturnReason: checklistAnswers.overturnReason,
    })
    .from(checklistAnswers)
    .leftJoin(remediationSubmitter, joinSubmitter)
    .where(
      and(eq(checklistAnswers.tenantId, tenantId), eq(checklistAnswers.inspectionId, inspectionId)),
    )
    .orderBy(asc(checklistAnswers.itemId));
}

/** The references and titles of the defects and follow-ups the answers opened. */
async function linkedRecordsOf(
  db: Db,
  tenantId: string,
  answers: readonly { defectId: string | null; followupId: string | null }[],
) {
  const defectIds = answers.flatMap((a) => (a.defectId ? [a.defectId] : []));
  const defectRefs = new Map(
    defectIds.length === 0
      ? []
      : (
          await db
            .select({ id: defects.id, reference: defects.reference })
            .from(defects)
            .where(and(eq(defects.tenantId, tenantId), inArray(defects.id, defectIds)))
        ).map((d) => [d.id, d.reference] as const),
  );
  const followupIds = answers.flatMap((a) => (a.followupId ? [a.followupId] : []));
  const followupTitles = new Map(
    followupIds.length === 0
      ? []
      : (
          await db
            .select({ id: followups.id, title: followups.title })
            .from(followups)
            .where(and(eq(followups.tenantId, tenantId), inArray(followups.id, followupIds)))
        ).map((f) => [f.id, f.title] as const),
  );
  return { defectRefs, followupTitles };
}

/** Files attached to each item (withdrawn ones not counted): the row's 'Evidence: n'. */
async function evidenceCountsOf(db: Db, tenantId: string, inspectionId: string) {
  return new Map(
    (
      await db
        .select({ itemId: inspectionEvidence.itemId, files: count() })
        .from(inspectionEvidence)
        .where(
          and(
            eq(inspectionEvidence.tenantId, tenantId),
            eq(inspectionEvidence.inspectionId, inspectionId),
            isNull(inspectionEvidence.withdrawnAt),
          ),
        )
        .groupBy(inspectionEvidence.itemId)
    ).map((row) => [row.itemId, Number(row.files)] as const),
  );
}
