import { isCalendarDate } from '../dates';
/**
 * Calendar arithmetic on plain ISO dates (YYYY-MM-DD), free of time zones:
 * a UK day is a date string (todayInLondon gives today's), and every step here
 * works in UTC on that date so DST never shifts a day. Weeks start on Monday.
 */

export type IsoDate = string;
export type CalendarView = 'month' | 'week';

const DAY_MS = 86_400_000;

function toUtc(date: IsoDate): Date {
  return new Date(`${date}T00:00:00Z`);
}

function fromUtc(date: Date): IsoDate {
  return date.toISOString().slice(0, 10);
}

/** A real calendar date in YYYY-MM-DD form within the shared bounds (src/shared/dates.ts). */
export const isIsoDate = isCalendarDate;

export function addDays(date: IsoDate, days: number): IsoDate {
  return fromUtc(new Date(toUtc(date).getTime() + days * DAY_MS));
}

/** Whole days from a to b (b - a). */
export function daysBetween(a: IsoDate, b: IsoDate): number {
  return Math.round((toUtc(b).getTime() - toUtc(a).getTime()) / DAY_MS);
}

/** 0 for Monday ... 6 for Sunday. */
export function weekdayIndex(date: IsoDate): number {
  return (toUtc(date).getUTCDay() + 6) % 7;
}

export function startOfWeek(date: IsoDate): IsoDate {
  return addDays(date, -weekdayIndex(date));
}

export function endOfWeek(date: IsoDate): IsoDate {
  return addDays(startOfWeek(date), 6);
}

export function startOfMonth(date: IsoDate): IsoDate {
  return `${date.slice(0, 7)}-01`;
}

export function endOfMonth(date: IsoDate): IsoDate {
  const d = toUtc(startOfMonth(date));
  return fromUtc(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)));
}

/** The same day of the month n months on, clamped to the month's last day (31 Jan + 1 = 28/29 Feb). */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const d = toUtc(date);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1));
  const last = endOfMonth(fromUtc(target));
  const day = Math.min(d.getUTCDate(), Number(last.slice(8, 10)));
  return `${last.slice(0, 8)}${String(day).padStart(2, '0')}`;
}

/** The month grid: whole Monday-to-Sunday weeks covering the month (4 to 6 rows of 7 dates). */
export function monthGrid(date: IsoDate): IsoDate[][] {
  const first = startOfWeek(startOfMonth(date));
  const last = endOfWeek(endOfMonth(date));
  const weeks: IsoDate[][] = [];
  for (let start = first; start <= last; start = addDays(start, 7)) {
    weeks.push(Array.from({ length: 7 }, (_, i) => addDays(start, i)));
  }
  return weeks;
}

export function weekDays(date: IsoDate): IsoDate[] {
  const start = startOfWeek(date);
  return Array.from({ length: 7 }, (_, i) => addDays(start, i));
}

/** The dates a view shows, first and last inclusive: what schedule.calendar is asked for. */
export function visibleRange(view: CalendarView, date: IsoDate): { from: IsoDate; to: IsoDate } {
  if (view === 'week') return { from: startOfWeek(date), to: endOfWeek(date) };
  const grid = monthGrid(date);
  return { from: grid[0]![0]!, to: grid[grid.length - 1]![6]! };
}

/** Previous/next step of a view: a week, or a month. */
export function shiftView(view: CalendarView, date: IsoDate, step: 1 | -1): IsoDate {
  return view === 'week' ? addDays(date, 7 * step) : addMonths(date, step);
}

export const WEEKDAY_LABELS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;

const monthTitle = new Intl.DateTimeFormat('en-GB', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const longDay = new Intl.DateTimeFormat('en-GB', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const shortDay = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** 'November 2026' */
export function formatMonthTitle(date: IsoDate): string {
  return monthTitle.format(toUtc(date));
}

/** 'Monday 23 November 2026' (a day cell's accessible name). */
export function formatLongDay(date: IsoDate): string {
  return longDay.format(toUtc(date)).replace(',', '');
}

/** '23 Nov – 29 Nov 2026' */
export function formatWeekTitle(date: IsoDate): string {
  const start = startOfWeek(date);
  const end = endOfWeek(date);
  return `${shortDay.format(toUtc(start))} – ${shortDay.format(toUtc(end))} ${end.slice(0, 4)}`;
}

/** Minutes since midnight of an 'HH:MM' time. */
export function minuteOfDay(time: string): number {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return hours * 60 + minutes;
}

/** True when two same-day visits share any minute (back-to-back visits do not). */
export function visitsOverlap(
  a: { time: string; durationMinutes: number },
  b: { time: string; durationMinutes: number },
) {
  const startA = minuteOfDay(a.time);
  const startB = minuteOfDay(b.time);
  return startA < startB + b.durationMinutes && startB < startA + a.durationMinutes;
}
