/** First day of the month `offset` months from the month of `isoDate` (YYYY-MM-DD). */
export function monthStart(isoDate: string, offset = 0): string {
  const [year, month] = isoDate.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(year, month - 1 + offset, 1));
  return d.toISOString().slice(0, 10);
}

/** The `count` months ending with the month of `isoDate`, oldest first, as YYYY-MM. */
export function lastMonths(isoDate: string, count: number): string[] {
  return Array.from({ length: count }, (_, i) => monthStart(isoDate, i - count + 1).slice(0, 7));
}

const DAY = 86_400_000;

/** Whole days from one calendar date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY);
}
