import { and, eq, inArray, isNotNull, notExists, sql } from 'drizzle-orm';
import { checklistFamilyOf } from '@/shared/checklists/catalogue';
import { remediationDueAt } from '@/shared/checklists/remediation';
import type { Db, Tx } from '@/server/db/client';
import { bulkInsert } from '@/server/lib/bulk-insert';
import {
  checklistAnswers,
  followups,
  inspectionChecklists,
  inspections,
} from '@/server/db/schema/index';
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

type Item = Awaited<ReturnType<typeof itemsForMeasure>>[number];
type DueSettings = Awaited<ReturnType<typeof getTenantSetting<'defects'>>>;

/** One row per item; the wizard's Pass/Fail answers become the first answers. */
function buildAnswerRows(
  inspection: InspectionForChecklist,
  items: Item[],
  followupByKey: Map<string, string>,
  settings: DueSettings,
) {
  const failedAt = inspection.createdAt;
  return items.map((item) => {
    const answer = item.answerKey ? inspection.answers[item.answerKey] : undefined;
    const failed = answer === 'Fail';
    return {
      tenantId: inspection.tenantId,
      inspectionId: inspection.id,
      itemId: item.itemId,
      answer: answer ?? null,
      answeredBy: answer ? inspection.createdBy : null,
      answeredAt: answer ? inspection.createdAt : null,
      followupId: failed ? (followupByKey.get(`${inspection.id}:${item.answerKey}`) ?? null) : null,
      failedAt: failed ? failedAt : null,
      remediationDueAt: failed ? remediationDueAt(null, failedAt, settings) : null,
    };
  });
}

/**
 * Pins inspections to their tenant's current catalogue version and creates one
 * row per item. A wizard Fail carries no severity (the wizard asks none), so
 * its clock runs on the non-critical period until someone classifies it, and
 * it is linked to the quality-check follow-up registration opened. Idempotent.
 */
async function initMany(tx: Tx, rows: InspectionForChecklist[]) {
  const pinned = new Set(
    rows.length === 0
      ? []
      : (
          await tx
            .select({ id: inspectionChecklists.inspectionId })
            .from(inspectionChecklists)
            .where(
              inArray(
                inspectionChecklists.inspectionId,
                rows.map((r) => r.id),
              ),
            )
        ).map((r) => r.id),
  );
  const todo = rows.filter((r) => !pinned.has(r.id));
  if (todo.length === 0) return;
  const links = await tx
    .select({
      inspectionId: followups.inspectionId,
      answerKey: followups.answerKey,
      id: followups.id,
    })
    .from(followups)
    .where(
      and(
        inArray(
          followups.inspectionId,
          todo.map((r) => r.id),
        ),
        isNotNull(followups.answerKey),
      ),
    );
  const followupByKey = new Map(links.map((l) => [`${l.inspectionId}:${l.answerKey}`, l.id]));
  const catalogue = new Map<string, { version: number; items: Item[]; settings: DueSettings }>();
  const answerRows: ReturnType<typeof buildAnswerRows> = [];
  const pins: (typeof inspectionChecklists.$inferInsert)[] = [];
  for (const inspection of todo) {
    let tenant = catalogue.get(inspection.tenantId);
    if (!tenant) {
      const version = await currentCatalogueVersion(tx, inspection.tenantId);
      tenant = {
        version,
        items: await listCatalogueItems(tx, inspection.tenantId, version),
        settings: await getTenantSetting(tx, inspection.tenantId, 'defects'),
      };
      catalogue.set(inspection.tenantId, tenant);
    }
    const family = checklistFamilyOf(inspection.measureCode, inspection.measureType);
    const items = tenant.items.filter(
      (item) =>
        item.family === family &&
        (item.measureCode === null || item.measureCode === inspection.measureCode),
    );
    pins.push({
      inspectionId: inspection.id,
      tenantId: inspection.tenantId,
      catalogueVersion: tenant.version,
    });
    answerRows.push(...buildAnswerRows(inspection, items, followupByKey, tenant.settings));
  }
  await tx.insert(inspectionChecklists).values(pins).onConflictDoNothing();
  await bulkInsert(tx, checklistAnswers, answerRows, { onConflictDoNothing: true });
}

/** Pins one inspection (see initMany) and returns the catalogue version it uses. */
export async function initInspectionChecklist(tx: Tx, inspection: InspectionForChecklist) {
  await initMany(tx, [inspection]);
  const [pinned] = await tx
    .select({ version: inspectionChecklists.catalogueVersion })
    .from(inspectionChecklists)
    .where(eq(inspectionChecklists.inspectionId, inspection.id));
  return pinned!.version;
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
  await db.transaction((tx) => initMany(tx, rows));
  return { initialised: rows.length };
}
