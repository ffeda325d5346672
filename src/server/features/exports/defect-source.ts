import { and, asc, count, eq } from 'drizzle-orm';
import {
  DEFECT_CATEGORY_LABELS,
  DEFECT_SEVERITY_LABELS,
  DEFECT_STATUS_LABELS,
} from '@/shared/defects/catalogue';
import { DEFECT_EXPORT_COLUMNS } from '@/shared/exports/catalogue';
import type { ExportFilters, ExportOptions } from '@/shared/exports/schemas';
import { todayInLondon } from '@/shared/format';
import { defects, inspections } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { overdueCondition, searchCondition, tabCondition } from '../defects/list';
import { assigneeUser } from '../defects/present';
import { defectScope } from '../defects/scope';
import { dayCell, instantCell } from './cells';
import {
  afterCursor,
  exactTimestamp,
  lastCursor,
  timestampWithin,
  type ExportSource,
} from './keyset';

/** A due date is the end of a UK day (shared/defects/due-dates.ts): exported as that day. */
const londonDay = (value: Date | null) => dayCell(value ? todayInLondon(value) : null);

/** The defects the actor may see (as the Defect Log), with its tab, search and filters, by date raised. */
export async function defectSource(
  actor: Actor,
  options: ExportOptions,
  filters: ExportFilters['defects'],
  now: Date = new Date(),
): Promise<ExportSource> {
  const where = and(
    await defectScope(actor),
    searchCondition(filters.search),
    filters.severity ? eq(defects.severity, filters.severity) : undefined,
    filters.category ? eq(defects.category, filters.category) : undefined,
    filters.status ? eq(defects.status, filters.status) : undefined,
    filters.overdueOnly ? overdueCondition(now) : undefined,
    tabCondition(filters.tab),
    timestampWithin(defects.createdAt, options.from, options.to),
  );
  return {
    title: 'Defects',
    columns: DEFECT_EXPORT_COLUMNS,
    count: async () => {
      const [row] = await actor.db
        .select({ n: count() })
        .from(defects)
        .innerJoin(inspections, eq(inspections.id, defects.inspectionId))
        .where(where);
      return row?.n ?? 0;
    },
    readBatch: async (after, size) => {
      const rows = await actor.db
        .select({
          id: defects.id,
          exactCreatedAt: exactTimestamp(defects.createdAt),
          defect: defects,
          inspectionReference: inspections.reference,
          propertyAddress: inspections.propertyAddress,
          installerName: inspections.installerName,
          assigneeName: assigneeUser.name,
        })
        .from(defects)
        .innerJoin(inspections, eq(inspections.id, defects.inspectionId))
        .leftJoin(assigneeUser, eq(assigneeUser.id, defects.assigneeId))
        .where(and(where, afterCursor(defects.createdAt, defects.id, after)))
        .orderBy(asc(defects.createdAt), asc(defects.id))
        .limit(size);
      return {
        rows: rows.map((r) => [
          r.defect.reference,
          r.defect.title,
          r.defect.description,
          DEFECT_SEVERITY_LABELS[r.defect.severity],
          DEFECT_CATEGORY_LABELS[r.defect.category],
          DEFECT_STATUS_LABELS[r.defect.status],
          r.defect.location,
          r.inspectionReference,
          r.propertyAddress,
          r.installerName,
          r.assigneeName,
          londonDay(r.defect.dueDate),
          instantCell(r.defect.resolvedAt),
          instantCell(r.defect.createdAt),
        ]),
        last: lastCursor(rows),
      };
    },
  };
}
