import { and, asc, count } from 'drizzle-orm';
import { INSPECTION_EXPORT_COLUMNS } from '@/shared/exports/catalogue';
import type { ExportFilters, ExportOptions } from '@/shared/exports/schemas';
import { findMeasure } from '@/shared/inspections/measures';
import { OUTCOME_LABELS, type InspectionOutcome } from '@/shared/inspections/options';
import { STATUS_LABELS } from '@/shared/inspections/statuses';
import { inspections } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { displayDateSql, searchCondition, tabCondition } from '../inspections/list-filters';
import { visibleInspections } from '../inspections/scope';
import { dayCell, type Cell } from './cells';
import {
  afterCursor,
  dateWithin,
  exactTimestamp,
  lastCursor,
  yesNo,
  type ExportSource,
} from './keyset';

type Row = typeof inspections.$inferSelect;

/** The measure as records show it: the catalogue's label, else the label stored with the row. */
const measureLabelOf = (r: Row) => findMeasure(r.measureCode)?.label ?? r.measureLabel;

const outcomeLabelOf = (outcome: string | null) =>
  outcome ? (OUTCOME_LABELS[outcome as InspectionOutcome] ?? outcome) : null;

/**
 * One inspection as the screens show it and the import reads it back
 * (docs/exports.md): labels not codes, dates as days, Yes/No.
 */
function toCells(r: Row): Cell[] {
  return [
    r.policyId,
    r.reference,
    r.addressLine1,
    r.addressTown,
    r.addressPostcode,
    measureLabelOf(r),
    STATUS_LABELS[r.status],
    r.triggerLabel,
    dayCell(r.scheduledDate),
    r.scheduledTime,
    dayCell(r.completedDate),
    outcomeLabelOf(r.outcome),
    r.customerTitle,
    r.customerForename,
    r.customerSurname,
    r.customerName,
    r.customerEmail,
    r.customerPhone,
    r.installerName,
    r.installerCompany,
    r.installerEmail,
    r.installerPhone,
    r.qmpCert,
    r.inspectorName,
    r.inspectionType,
    r.onsiteRemote,
    r.systemCertificate,
    r.invoiceReference,
    r.servicesAdjusted,
    r.propertyType,
    r.propertyBedrooms,
    r.propertyFloors,
    r.specialRequirements,
    r.additionalNotes,
    yesNo(r.defectsFound),
    r.defectDetails,
    yesNo(r.remedialActionRequired),
    r.remedialActionDetails,
    yesNo(r.certificateIssued),
    r.certificateNumber,
    r.ewiGrading,
    r.ewiInspectionSummary,
    r.ewiIssues,
    r.ewiRecommendedActions,
    r.ewiMandatoryBestPractice,
  ];
}

/** The inspections the actor may see (as View Inspections), with its search and tab, by inspection date. */
export async function inspectionSource(
  actor: Actor,
  options: ExportOptions,
  filters: ExportFilters['inspections'],
): Promise<ExportSource> {
  const where = and(
    await visibleInspections(actor),
    searchCondition(filters.search),
    tabCondition(filters.tab),
    dateWithin(displayDateSql, options.from, options.to),
  );
  return {
    title: 'Inspections',
    columns: INSPECTION_EXPORT_COLUMNS,
    count: async () =>
      (await actor.db.select({ n: count() }).from(inspections).where(where))[0]?.n ?? 0,
    readBatch: async (after, size) => {
      const rows = await actor.db
        .select({
          row: inspections,
          id: inspections.id,
          exactCreatedAt: exactTimestamp(inspections.createdAt),
        })
        .from(inspections)
        .where(and(where, afterCursor(inspections.createdAt, inspections.id, after)))
        .orderBy(asc(inspections.createdAt), asc(inspections.id))
        .limit(size);
      return { rows: rows.map((r) => toCells(r.row)), last: lastCursor(rows) };
    },
  };
}
