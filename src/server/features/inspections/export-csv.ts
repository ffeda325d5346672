import { and, sql } from 'drizzle-orm';
import { formatDate } from '@/shared/format';
import { EXPORT_COLUMNS, type InspectionFilters } from '@/shared/inspections/queries';
import { STATUS_LABELS, type InspectionStatus } from '@/shared/inspections/statuses';
import { inspections } from '@/server/db/schema/index';
import { toCsvLine } from '@/server/lib/csv';
import type { WriteChunk } from '@/server/lib/stream-writer';
import type { Actor } from '@/server/trpc/actor';
import { displayDateSql, searchCondition, sortOrder, tabCondition } from './list-filters';
import { ratingSql } from './present';
import { visibleInspections } from './scope';

const BATCH = 1000;

type ExportRow = {
  property_address: string;
  measure_label: string;
  status: InspectionStatus;
  inspector_name: string | null;
  display_date: string | null;
  rating: string;
};

/**
 * Streams the View Inspections CSV for the given filters in batches through a
 * server-side cursor, so memory stays flat for any number of rows.
 */
export async function streamInspectionsCsv(
  actor: Actor,
  filters: InspectionFilters,
  write: WriteChunk,
): Promise<number> {
  const where = and(
    await visibleInspections(actor),
    searchCondition(filters.search),
    tabCondition(filters.tab),
  );
  const query = sql`select ${inspections.propertyAddress} as property_address, ${inspections.measureLabel} as measure_label,
    ${inspections.status} as status, ${inspections.inspectorName} as inspector_name,
    ${displayDateSql} as display_date, ${ratingSql} as rating
    from ${inspections} where ${where} order by ${sql.join(sortOrder(filters), sql`, `)}`;
  await write(toCsvLine([...EXPORT_COLUMNS]));
  let written = 0;
  await actor.db.transaction(async (tx) => {
    await tx.execute(sql`declare inspection_export no scroll cursor for ${query}`);
    for (;;) {
      const result = await tx.execute(sql.raw(`fetch ${BATCH} from inspection_export`));
      const rows = (result as { rows: ExportRow[] }).rows;
      if (rows.length === 0) break;
      await write(
        rows
          .map((r) =>
            toCsvLine([
              r.property_address,
              r.measure_label,
              STATUS_LABELS[r.status],
              r.inspector_name ?? 'N/A',
              formatDate(r.display_date),
              r.rating,
            ]),
          )
          .join(''),
      );
      written += rows.length;
    }
  });
  return written;
}
