import { sql, type SQL } from 'drizzle-orm';
import { todayInLondon } from '@/shared/format';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { lastMonths } from '../dates';

/** Monthly reports cover the current UK month and the eleven before it. */
export const REPORT_MONTHS = 12;

const monthLabel = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

export function reportMonths(now: Date) {
  const months = lastMonths(todayInLondon(now), REPORT_MONTHS);
  return {
    months,
    /** The first month's first day, YYYY-MM-DD. */
    since: `${months[0]}-01`,
    label: (month: string) => monthLabel.format(new Date(`${month}-01T00:00:00Z`)),
  };
}

/** A timestamp's UK month as YYYY-MM. */
export const londonMonth = (column: AnyPgColumn): SQL<string> =>
  sql<string>`to_char(${column} at time zone 'Europe/London', 'YYYY-MM')`;

/** A timestamp on or after UK midnight at the start of `since` (YYYY-MM-DD). */
export const londonSince = (column: AnyPgColumn, since: string): SQL =>
  sql`${column} >= (${since}::timestamp at time zone 'Europe/London')`;

/** Rows of (month, count...) keyed by month, so absent months read as zero. */
export function byMonth<T extends { month: string }>(rows: readonly T[]): Map<string, T> {
  return new Map(rows.map((row) => [row.month, row]));
}
