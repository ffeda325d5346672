import { and, asc, count, eq, inArray, sum } from 'drizzle-orm';
import {
  EVIDENCE_ZIP_MAX_FILES,
  EVIDENCE_ZIP_MAX_INSPECTIONS,
  NO_EVIDENCE_TO_ZIP,
  NO_INSPECTIONS_TO_ZIP,
  tooManyFilesMessage,
  tooManyInspectionsMessage,
  type EvidenceZipSummary,
} from '@/shared/evidence/bulk-download';
import type { InspectionFilters } from '@/shared/inspections/queries';
import { inspectionEvidence, inspections } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { searchCondition, sortOrder, tabCondition } from '../inspections/list-filters';
import { visibleInspections } from '../inspections/scope';
import { requireEvidenceAccess, type EvidenceRow } from './evidence-access';
import { EvidenceRefusedError } from './evidence-refused';

// Which inspections and files a bulk ZIP holds (docs/offline-and-evidence.md), with its caps.

export type ZipInspection = { id: string; reference: string };
export type ZipSelection = { inspections: ZipInspection[]; files: EvidenceRow[] };

/**
 * The inspections View Inspections lists for these filters, in its order: the same scope,
 * search and tab as `listInspections` (list.ts) and the CSV export, so the ZIP holds exactly
 * the listed inspections. One more than the cap is read, to tell "too many" from "at the cap".
 */
async function listedInspections(actor: Actor, filters: InspectionFilters) {
  const where = and(
    await visibleInspections(actor),
    searchCondition(filters.search),
    tabCondition(filters.tab),
  );
  const [rows, [total]] = await Promise.all([
    actor.db
      .select({ id: inspections.id, reference: inspections.reference })
      .from(inspections)
      .where(where)
      .orderBy(...sortOrder(filters))
      .limit(EVIDENCE_ZIP_MAX_INSPECTIONS + 1),
    actor.db.select({ total: count() }).from(inspections).where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}

/** The files' count and bytes on these inspections, for the caps, before any row is read. */
async function countFiles(actor: Actor, inspectionIds: string[]) {
  if (inspectionIds.length === 0) return { files: 0, bytes: 0 };
  const [row] = await actor.db
    .select({ files: count(), bytes: sum(inspectionEvidence.size).mapWith(Number) })
    .from(inspectionEvidence)
    .where(
      and(
        eq(inspectionEvidence.tenantId, actor.tenantId),
        inArray(inspectionEvidence.inspectionId, inspectionIds),
      ),
    );
  return { files: row?.files ?? 0, bytes: row?.bytes ?? 0 };
}

/** Every file of these inspections: inspection by inspection in the given order, then item, then upload. */
async function filesOf(actor: Actor, chosen: ZipInspection[]): Promise<EvidenceRow[]> {
  const order = new Map(chosen.map((inspection, index) => [inspection.id, index]));
  const rows = await actor.db
    .select()
    .from(inspectionEvidence)
    .where(
      and(
        eq(inspectionEvidence.tenantId, actor.tenantId),
        inArray(
          inspectionEvidence.inspectionId,
          chosen.map((i) => i.id),
        ),
      ),
    )
    .orderBy(
      asc(inspectionEvidence.itemId),
      asc(inspectionEvidence.createdAt),
      asc(inspectionEvidence.id),
    );
  // A stable sort keeps the item and upload order within each inspection.
  return rows.sort((a, b) => order.get(a.inspectionId)! - order.get(b.inspectionId)!);
}

/** What the list's ZIP would hold, or why it would be refused: the web asks before downloading. */
export async function summariseListZip(
  actor: Actor,
  filters: InspectionFilters,
): Promise<EvidenceZipSummary> {
  const listed = await listedInspections(actor, filters);
  const counted = await countFiles(
    actor,
    listed.rows.slice(0, EVIDENCE_ZIP_MAX_INSPECTIONS).map((r) => r.id),
  );
  const summary = { inspections: listed.total, ...counted };
  return { ...summary, refusal: refusalOf(summary, 'list') };
}

function refusalOf(summary: Omit<EvidenceZipSummary, 'refusal'>, from: 'list' | 'inspection') {
  if (summary.inspections === 0) return NO_INSPECTIONS_TO_ZIP;
  if (summary.inspections > EVIDENCE_ZIP_MAX_INSPECTIONS) {
    return tooManyInspectionsMessage(summary.inspections);
  }
  if (summary.files === 0) {
    return from === 'list'
      ? 'The inspections these filters select have no evidence files yet.'
      : NO_EVIDENCE_TO_ZIP;
  }
  if (summary.files > EVIDENCE_ZIP_MAX_FILES) return tooManyFilesMessage(summary.files);
  return null;
}

/** Refused: 400 over the inspection cap, 413 over the file cap, 404 with nothing to download. */
function refuse(summary: Omit<EvidenceZipSummary, 'refusal'>, from: 'list' | 'inspection') {
  const refusal = refusalOf(summary, from);
  if (!refusal) return;
  if (summary.inspections > EVIDENCE_ZIP_MAX_INSPECTIONS)
    throw new EvidenceRefusedError(400, refusal);
  if (summary.files > EVIDENCE_ZIP_MAX_FILES) throw new EvidenceRefusedError(413, refusal);
  throw new EvidenceRefusedError(404, refusal);
}

/** The list's ZIP: the listed inspections and their files, within the caps. */
export async function selectListZip(
  actor: Actor,
  filters: InspectionFilters,
): Promise<ZipSelection> {
  const listed = await listedInspections(actor, filters);
  const chosen = listed.rows.slice(0, EVIDENCE_ZIP_MAX_INSPECTIONS);
  refuse(
    {
      inspections: listed.total,
      ...(await countFiles(
        actor,
        chosen.map((r) => r.id),
      )),
    },
    'list',
  );
  return { inspections: chosen, files: await filesOf(actor, chosen) };
}

/** One inspection's ZIP, when the actor may see it (404 otherwise, as for one file). */
export async function selectInspectionZip(
  actor: Actor,
  inspectionId: string,
): Promise<ZipSelection> {
  const access = await requireEvidenceAccess(actor, inspectionId, 'read');
  const chosen = [{ id: access.inspectionId, reference: access.reference }];
  refuse({ inspections: 1, ...(await countFiles(actor, [access.inspectionId])) }, 'inspection');
  return { inspections: chosen, files: await filesOf(actor, chosen) };
}
