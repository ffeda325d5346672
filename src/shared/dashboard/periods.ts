import { ukPeriodContaining } from '../periods';

/**
 * Dashboard periods (docs/dashboard.md). A period is the UK calendar week
 * (Monday first), month, quarter or year that contains today in
 * Europe/London, as src/shared/periods.ts defines for every page; the previous period
 * is the whole calendar period of the same kind just before it. Dates are ISO
 * calendar dates ('YYYY-MM-DD'); every range is [start, end) with end
 * exclusive.
 */
export const DASHBOARD_PERIODS = ['week', 'month', 'quarter', 'year'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];
export const DEFAULT_DASHBOARD_PERIOD: DashboardPeriod = 'month';

export const PERIOD_LABELS: Record<DashboardPeriod, string> = {
  week: 'This week',
  month: 'This month',
  quarter: 'This quarter',
  year: 'This year',
};
export const PREVIOUS_PERIOD_LABELS: Record<DashboardPeriod, string> = {
  week: 'last week',
  month: 'last month',
  quarter: 'last quarter',
  year: 'last year',
};

export type DateRange = { start: string; end: string };
export type BucketKind = 'day' | 'week' | 'month';

const LONDON_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date in Europe/London at an instant (GMT or BST as it applies). */
export function toLondonDate(instant: Date): string {
  return LONDON_DATE.format(instant);
}

function parse(date: string): Date {
  return new Date(`${date}T00:00:00Z`);
}
function format(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const d = parse(date);
  d.setUTCDate(d.getUTCDate() + days);
  return format(d);
}

function addMonths(date: string, months: number): string {
  const d = parse(date);
  return format(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1)));
}

/** The Monday on or before the date. */
export function startOfWeek(date: string): string {
  const weekday = parse(date).getUTCDay(); // 0 = Sunday
  return addDays(date, -((weekday + 6) % 7));
}

function startOfMonth(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** The whole calendar period of this kind containing the date (src/shared/periods.ts), end exclusive. */
export function periodContaining(period: DashboardPeriod, date: string): DateRange {
  const { from, to } = ukPeriodContaining(period, date);
  return { start: from, end: addDays(to, 1) };
}

/** The current period and the one before it, for today's date in London. */
export function dashboardRanges(
  period: DashboardPeriod,
  today: string,
): { current: DateRange; previous: DateRange } {
  const current = periodContaining(period, today);
  const previous = periodContaining(period, addDays(current.start, -1));
  return { current, previous };
}

/** Trend granularity: days for a week or month, weeks for a quarter, months for a year. */
export function bucketKindFor(period: DashboardPeriod): BucketKind {
  if (period === 'quarter') return 'week';
  if (period === 'year') return 'month';
  return 'day';
}

/** The start of the trend bucket a day falls in (weeks start on Monday). */
export function bucketStart(date: string, kind: BucketKind): string {
  if (kind === 'week') return startOfWeek(date);
  if (kind === 'month') return startOfMonth(date);
  return date;
}

const DAY_LABEL = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const MONTH_LABEL = new Intl.DateTimeFormat('en-GB', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

export function bucketLabel(start: string, kind: BucketKind): string {
  if (kind === 'month') return MONTH_LABEL.format(parse(start));
  const day = DAY_LABEL.format(parse(start));
  return kind === 'week' ? `w/c ${day}` : day;
}

/** Every bucket start inside the range, in order (the first week may begin before the range). */
export function listBuckets(range: DateRange, kind: BucketKind): string[] {
  const starts: string[] = [];
  let cursor = bucketStart(range.start, kind);
  while (cursor < range.end) {
    starts.push(cursor);
    cursor =
      kind === 'day'
        ? addDays(cursor, 1)
        : kind === 'week'
          ? addDays(cursor, 7)
          : addMonths(cursor, 1);
  }
  return starts;
}

const RANGE_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '1 Nov 2026 – 30 Nov 2026' (inclusive last day) for headings and screen readers. */
export function formatRange(range: DateRange): string {
  return `${RANGE_DATE.format(parse(range.start))} – ${RANGE_DATE.format(parse(addDays(range.end, -1)))}`;
}
