import { currentUkPeriod, type PeriodDays } from '@/shared/periods';
import { previousQuarter, quarterDays, quarterOf } from '@/shared/sampling/sampling';

const QUARTER = /^\d{4}-Q[1-4]$/;
const MONTHS = ['Jan to Mar', 'Apr to Jun', 'Jul to Sep', 'Oct to Dec'] as const;

/** Today's UK quarter, '2026-Q4' (the plan page's default). */
export function currentQuarter(now: Date = new Date()): string {
  return quarterOf(currentUkPeriod('quarter', now).from);
}

/** A quarter from the URL, or '' for anything that is not one. */
export function readQuarter(value: string | null): string {
  return value && QUARTER.test(value) ? value : '';
}

/** 'Q4 2026 (Oct to Dec)': how pickers and headings name a quarter. */
export function quarterLabel(quarter: string): string {
  const [year, q] = quarter.split('-Q');
  return `Q${q} ${year} (${MONTHS[Number(q) - 1]})`;
}

/** The quarter after this one. */
export function nextQuarter(quarter: string): string {
  const { to } = quarterDays(quarter);
  const [y, m] = to.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-Q1` : quarterOf(`${y}-${String(m + 1).padStart(2, '0')}-01`);
}

/**
 * The quarters a picker offers, newest first: the next one, today's and the `back` before it
 * (two years of history by default). A quarter from the URL outside that range is added.
 */
export function pickerQuarters(today: string, back = 8, extra = ''): string[] {
  const list = [nextQuarter(today), today];
  let q = today;
  for (let i = 0; i < back; i++) list.push((q = previousQuarter(q)));
  if (extra && !list.includes(extra)) list.push(extra);
  return list.sort().reverse();
}

/** The first day of each quarter from today's on: when a new rules version may take effect. */
export function upcomingQuarterStarts(today: string, count = 5): PeriodDays['from'][] {
  const starts: string[] = [];
  let q = today;
  for (let i = 0; i < count; i++, q = nextQuarter(q)) starts.push(quarterDays(q).from);
  return starts;
}
