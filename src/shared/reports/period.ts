import type { ReportPeriod } from './catalogue';
import { addDays, isoDateOf, londonParts } from './london-time';

/**
 * The current period as UK calendar dates (inclusive): week from Monday,
 * month, quarter (Jan, Apr, Jul, Oct) or year, up to and including today.
 */
export function periodRange(period: ReportPeriod, now: Date): { from: string; to: string } {
  const p = londonParts(now);
  const today = isoDateOf(p.year, p.month, p.day);
  switch (period) {
    case 'week':
      return { from: addDays(today, -((p.weekday + 6) % 7)), to: today };
    case 'month':
      return { from: isoDateOf(p.year, p.month, 1), to: today };
    case 'quarter':
      return { from: isoDateOf(p.year, Math.floor((p.month - 1) / 3) * 3 + 1, 1), to: today };
    case 'year':
      return { from: isoDateOf(p.year, 1, 1), to: today };
  }
}

/** Every date from `from` to `to` inclusive (chart axes with no gaps). */
export function listDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
}
