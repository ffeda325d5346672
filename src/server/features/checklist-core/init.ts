import { and, eq, inArray, notExists, sql } from 'drizzle-orm';
import { checklistFamilyOf } from '../../../shared/checklists/catalogue';
import { remediationDueAt } from '../../../shared/checklists/remediation';
import type { Db, Tx } from '../../db/client';
import {
  checklistAnswers,
  followups,
  inspectionChecklists,
  inspections,
} from '../../db/schema/index';
import { getTenantSetting } from '../settings/tenant-settings';
import { currentCatalogueVersion, listCatalogueItems } from './catalogue';

type InspectionForChecklist = {
  id: string;
  tenantId: string;
  measureCode: string;
  measureType: string;
  answers: Partial<Record<string, 'Pass' | 'Fail'>>;
  createdBy: string | null;
  createdAt: Date;
};

/** The items of a catalogue version that apply to a measure. */
export async function itemsForMeasure(
  db: Db | Tx,
  tenantId: string,
  version: number,
  measure: { measureCode: string; measureType: string },
) {
  const family = checklistFamilyOf(measure.measureCode, measure.measureType);
  const items = await listCatalogueItems(db, tenantId, version);
  return items.filter(
    (item) =>
      item.family === family &&
      (item.measureCode === null || item.measureCode === measure.measureCode),
  );
}

/**
 * Pins an inspection to the tenant's current catalogue version and creates one
 * row per item. The completed wizard's Pass/Fail answers become the first
 * answers; a wizard Fail carries no severity (the wizard asks none), so its
 * clock runs on the non-critical period until someone classifies it, and it is
 * linked to the quality-check follow-up registration opened. Idempotent.
 */
export async function initInspectionChecklist(tx: Tx, inspection: InspectionForChecklist) {
  const [pinned] = await tx
    .select({ version: inspectionChecklists.catalogueVersion })
    .from(inspectionChecklists)
    .where(eq(inspectionChecklists.inspectionId, inspection.id));
  if (pinned) return pinned.version;
  const version = await currentCatalogueVersion(tx, inspection.tenantId);
  const items = await itemsForMeasure(tx, inspection.tenantId, version, inspection);
  await tx
    .insert(inspectionChecklists)
    .values({
      inspectionId: inspection.id,
      tenantId: inspection.tenantId,
      catalogueVersion: version,
    })
    .onConflictDoNothing();
  const failedKeys = items
    .filter((item) => item.answerKey && inspection.answers[item.answerKey] === 'Fail')
    .map((item) => item.answerKey!);
  const followupByKey = new Map<string, string>();
  if (failedKeys.length > 0) {
    const rows = await tx
      .select({ id: followups.id, answerKey: followups.answerKey })
      .from(followups)
      .where(
        and(eq(followups.inspectionId, inspection.id), inArray(followups.answerKey, failedKeys)),
      );
    for (const row of rows) if (row.answerKey) followupByKey.set(row.answerKey, row.id);
  }
  const settings = await getTenantSetting(tx, inspection.tenantId, 'defects');
  const failedAt = inspection.createdAt;
  if (items.length > 0)
    await tx
      .insert(checklistAnswers)
      .values(
        items.map((item) => {
          const answer = item.answerKey ? inspection.answers[item.answerKey] : undefined;
          const failed = answer === 'Fail';
          return {
            tenantId: inspection.tenantId,
            inspectionId: inspection.id,
            itemId: item.itemId,
            answer: answer ?? null,
            answeredBy: answer ? inspection.createdBy : null,
            answeredAt: answer ? inspection.createdAt : null,
            followupId: failed ? (followupByKey.get(item.answerKey!) ?? null) : null,
            failedAt: failed ? failedAt : null,
            remediationDueAt: failed ? remediationDueAt(null, failedAt, settings) : null,
          };
        }),
      )
      .onConflictDoNothing();
  return version;
}

const checklistColumns = {
  id: inspections.id,
  tenantId: inspections.tenantId,
  measureCode: inspections.measureCode,
  measureType: inspections.measureType,
  answers: inspections.answers,
  createdBy: inspections.createdBy,
  createdAt: inspections.createdAt,
};

export async function initChecklistOf(tx: Tx, tenantId: string, inspectionId: string) {
  const [row] = await tx
    .select(checklistColumns)
    .from(inspections)
    .where(and(eq(inspections.tenantId, tenantId), eq(inspections.id, inspectionId)));
  if (!row) return null;
  return initInspectionChecklist(tx, row);
}

/**
 * Gives every inspection without a checklist its checklist (existing and demo
 * inspections registered before checklists existed), a batch at a time.
 */
export async function backfillInspectionChecklists(db: Db, limit = 500) {
  const rows = await db
    .select(checklistColumns)
    .from(inspections)
    .where(
      notExists(
        db
          .select({ one: sql`1` })
          .from(inspectionChecklists)
          .where(eq(inspectionChecklists.inspectionId, inspections.id)),
      ),
    )
    .limit(limit);
  if (rows.length === 0) return { initialised: 0 };
  await db.transaction(async (tx) => {
    for (const row of rows) await initInspectionChecklist(tx, row);
  });
  return { initialised: rows.length };
}
