import type { ReportPeriod } from './catalogue';
import { currentUkPeriod } from '../periods';
import { addDays } from './london-time';

/**
 * The current period as UK calendar dates (inclusive), the whole week (Monday
 * to Sunday), month, quarter (Jan, Apr, Jul, Oct) or year containing today:
 * the one definition in src/shared/periods.ts, as the dashboard states it.
 */
export function periodRange(period: ReportPeriod, now: Date): { from: string; to: string } {
  return currentUkPeriod(period, now);
}

/** Every date from `from` to `to` inclusive (chart axes with no gaps). */
export function listDays(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  return days;
}
