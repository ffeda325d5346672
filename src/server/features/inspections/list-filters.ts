import { asc, desc, sql, type SQL } from 'drizzle-orm';
import { todayInLondon } from '@/shared/format';
import type { InspectionFilters } from '@/shared/inspections/queries';
import { inspections } from '@/server/db/schema/index';
import { isCompleted, isPending, isScheduledAhead } from '@/server/figures/inspection-figures';
import {
  INSPECTION_NAMES_TEXT,
  INSPECTION_SEARCH_TEXT,
  listSearch,
} from '@/server/lib/record-match';

/**
 * Reference, policy ID, address, postcode, customer and installer, as the header
 * search matches them (near misses against the customer and installer names).
 */
export function searchCondition(search: string): SQL | undefined {
  return listSearch(search, INSPECTION_SEARCH_TEXT, INSPECTION_NAMES_TEXT);
}

/**
 * Tabs of View Inspections (docs/inspections-api.md), each the figure of the
 * same name (docs/figures.md): Pending is every open inspection, as in the
 * pending queue; Scheduled is the part of it dated today or later.
 */
export function tabCondition(
  tab: InspectionFilters['tab'],
  today = todayInLondon(),
): SQL | undefined {
  switch (tab) {
    case 'pending':
      return isPending();
    case 'scheduled':
      return isScheduledAhead(today);
    case 'completed':
      return isCompleted();
    case 'all':
      return undefined;
  }
}

/** The date a row shows: completed if done, else scheduled. */
export const displayDateSql = sql<
  string | null
>`coalesce(${inspections.completedDate}, ${inspections.scheduledDate})`;

export function sortOrder(filters: Pick<InspectionFilters, 'sort' | 'direction'>): SQL[] {
  const by = filters.direction === 'asc' ? asc : desc;
  const key = {
    date: sql`${displayDateSql} ${sql.raw(filters.direction)} nulls last`,
    status: by(inspections.status),
    type: by(inspections.measureLabel),
    location: by(inspections.addressPostcode),
    registered: by(inspections.createdAt),
  }[filters.sort];
  return [key, by(inspections.createdAt), by(inspections.id)];
}
