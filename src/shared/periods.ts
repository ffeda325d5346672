/**
 * The one definition of a reporting period (issue 28 point 4, docs/figures.md):
 * a UK calendar period in Europe/London. A week is Monday to Sunday; a month
 * is the 1st to its last day; a quarter starts in January, April, July or
 * October; a year is 1 January to 31 December. "This month" is the whole
 * calendar month containing today in London, so every page that says "this
 * month" means the same days. Dates are ISO calendar dates ('YYYY-MM-DD');
 * `from` and `to` are both inclusive.
 */
export const UK_PERIODS = ['week', 'month', 'quarter', 'year'] as const;
export type UkPeriod = (typeof UK_PERIODS)[number];

export type PeriodDays = { from: string; to: string };

const LONDON_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date in Europe/London at an instant (GMT or BST as it applies). */
export function londonDateOf(instant: Date): string {
  return LONDON_DATE.format(instant);
}

const parse = (date: string) => new Date(`${date}T00:00:00Z`);
const format = (date: Date) => date.toISOString().slice(0, 10);

/** Calendar arithmetic on 'YYYY-MM-DD' (no time zone involved). */
export function addCalendarDays(date: string, days: number): string {
  const d = parse(date);
  d.setUTCDate(d.getUTCDate() + days);
  return format(d);
}

function addMonths(firstOfMonth: string, months: number): string {
  const d = parse(firstOfMonth);
  return format(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1)));
}

/** The Monday on or before the date. */
export function mondayOf(date: string): string {
  const weekday = parse(date).getUTCDay(); // 0 = Sunday
  return addCalendarDays(date, -((weekday + 6) % 7));
}

function firstDayOf(kind: UkPeriod, date: string): string {
  switch (kind) {
    case 'week':
      return mondayOf(date);
    case 'month':
      return `${date.slice(0, 7)}-01`;
    case 'quarter': {
      const month = Number(date.slice(5, 7));
      return `${date.slice(0, 4)}-${String(month - ((month - 1) % 3)).padStart(2, '0')}-01`;
    }
    case 'year':
      return `${date.slice(0, 4)}-01-01`;
  }
}

/** The whole calendar period of this kind containing the date, first and last day inclusive. */
export function ukPeriodContaining(kind: UkPeriod, date: string): PeriodDays {
  const from = firstDayOf(kind, date);
  const next =
    kind === 'week'
      ? addCalendarDays(from, 7)
      : addMonths(from, kind === 'month' ? 1 : kind === 'quarter' ? 3 : 12);
  return { from, to: addCalendarDays(next, -1) };
}

/** This week, month, quarter or year in London at the instant. */
export function currentUkPeriod(kind: UkPeriod, now: Date = new Date()): PeriodDays {
  return ukPeriodContaining(kind, londonDateOf(now));
}

/** The whole period of the same kind just before the one containing the date. */
export function previousUkPeriod(kind: UkPeriod, date: string): PeriodDays {
  return ukPeriodContaining(kind, addCalendarDays(ukPeriodContaining(kind, date).from, -1));
}
