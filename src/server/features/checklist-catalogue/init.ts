import { and, eq, inArray, isNotNull, notExists, sql } from 'drizzle-orm';
import { checklistFamilyOf } from '@/shared/checklists/catalogue';
import { isForStage } from '@/shared/checklists/question-rules';
import { remediationDueAt } from '@/shared/checklists/remediation';
import { londonDateOf } from '@/shared/periods';
import type { Db, Tx } from '@/server/db/client';
import { bulkInsert } from '@/server/lib/bulk-insert';
import {
  checklistAnswers,
  followups,
  inspectionChecklists,
  inspections,
  lodgedMeasures,
} from '@/server/db/schema/index';
import { getTenantSetting } from '../settings/tenant-settings';
import { listCatalogueItems } from './catalogue';
import { pinChooser, type ChecklistPin } from './versions';

type InspectionForChecklist = {
  id: string;
  tenantId: string;
  measureCode: string;
  measureType: string;
  answers: Partial<Record<string, 'Pass' | 'Fail'>>;
  createdBy: string | null;
  createdAt: Date;
  /** The linked lodged measure's installed date, when the inspection samples one. */
  installedDate: string | null;
};

type Item = Awaited<ReturnType<typeof listCatalogueItems>>[number];

/** The items of a version that apply to a measure at the inspection's stage. */
function itemsApplying(
  items: readonly Item[],
  stage: ChecklistPin['stage'],
  measure: { measureCode: string; measureType: string },
) {
  const family = checklistFamilyOf(measure.measureCode, measure.measureType);
  return items.filter(
    (item) =>
      item.family === family &&
      (item.measureCode === null || item.measureCode === measure.measureCode) &&
      isForStage(item, stage),
  );
}

/** The items of a pinned checklist: its version's, for the measure and the inspection's stage. */
export async function itemsForMeasure(
  db: Db | Tx,
  tenantId: string,
  pin: ChecklistPin,
  measure: { measureCode: string; measureType: string },
) {
  return itemsApplying(await listCatalogueItems(db, tenantId, pin.version), pin.stage, measure);
}

/**
 * The install date that picks the checklist version and stage: the linked lodged measure's
 * installed date, else the day the checklist is pinned (Europe/London): an inspection records
 * no installation date of its own, and its completed date is the inspection's, not the install's.
 */
export function installDateOf(inspection: { installedDate: string | null }, now = new Date()) {
  return inspection.installedDate ?? londonDateOf(now);
}
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

/** Per tenant in one batch: the pin chooser, each version's items once, the due settings. */
async function tenantContext(tx: Tx, tenantId: string) {
  const choose = await pinChooser(tx, tenantId);
  const itemsByVersion = new Map<number, Item[]>();
  return {
    choose,
    settings: await getTenantSetting(tx, tenantId, 'defects'),
    itemsOf: async (version: number) => {
      let items = itemsByVersion.get(version);
      if (!items) {
        items = await listCatalogueItems(tx, tenantId, version);
        itemsByVersion.set(version, items);
      }
      return items;
    },
  };
}

/**
 * Pins inspections to the catalogue version in force on their install date (and the
 * inspection stage of the sampling rules then) and creates one row per item. A wizard Fail carries no severity (the wizard asks none), so
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
  const tenants = new Map<string, Awaited<ReturnType<typeof tenantContext>>>();
  const answerRows: ReturnType<typeof buildAnswerRows> = [];
  const pins: (typeof inspectionChecklists.$inferInsert)[] = [];
  for (const inspection of todo) {
    let tenant = tenants.get(inspection.tenantId);
    if (!tenant) {
      tenant = await tenantContext(tx, inspection.tenantId);
      tenants.set(inspection.tenantId, tenant);
    }
    const pin = tenant.choose(installDateOf(inspection));
    const items = itemsApplying(await tenant.itemsOf(pin.version), pin.stage, inspection);
    pins.push({
      inspectionId: inspection.id,
      tenantId: inspection.tenantId,
      catalogueVersion: pin.version,
      stage: pin.stage,
    });
    answerRows.push(...buildAnswerRows(inspection, items, followupByKey, tenant.settings));
  }
  await tx.insert(inspectionChecklists).values(pins).onConflictDoNothing();
  await bulkInsert(tx, checklistAnswers, answerRows, { onConflictDoNothing: true });
}

/** Pins one inspection (see initMany) and returns what it is pinned to. */
export async function initInspectionChecklist(
  tx: Tx,
  inspection: InspectionForChecklist,
): Promise<ChecklistPin> {
  await initMany(tx, [inspection]);
  const [pinned] = await tx
    .select({ version: inspectionChecklists.catalogueVersion, stage: inspectionChecklists.stage })
    .from(inspectionChecklists)
    .where(eq(inspectionChecklists.inspectionId, inspection.id));
  return pinned!;
}

const checklistColumns = {
  id: inspections.id,
  tenantId: inspections.tenantId,
  measureCode: inspections.measureCode,
  measureType: inspections.measureType,
  answers: inspections.answers,
  createdBy: inspections.createdBy,
  createdAt: inspections.createdAt,
  installedDate: lodgedMeasures.installedDate,
};

const linkedMeasure = and(
  eq(lodgedMeasures.id, inspections.lodgedMeasureId),
  eq(lodgedMeasures.tenantId, inspections.tenantId),
);

export async function initChecklistOf(tx: Tx, tenantId: string, inspectionId: string) {
  const [row] = await tx
    .select(checklistColumns)
    .from(inspections)
    .leftJoin(lodgedMeasures, linkedMeasure)
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
    .leftJoin(lodgedMeasures, linkedMeasure)
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
