import type { ScheduleCadence } from './catalogue';
import { addDays, isoDateOf, londonParts, londonToInstant } from './london-time';

export type ScheduleTiming = {
  cadence: ScheduleCadence;
  /** 0 Sunday … 6 Saturday (weekly). */
  dayOfWeek: number | null;
  /** 1 … 28 (monthly). */
  dayOfMonth: number | null;
  /** HH:MM, UK local time. */
  timeOfDay: string;
};

/**
 * The first run strictly after `after`: the schedule's day and time read on
 * London's clocks, so 08:00 stays 08:00 across the clock changes.
 */
export function computeNextRun(schedule: ScheduleTiming, after: Date): Date {
  const [hour, minute] = schedule.timeOfDay.split(':').map(Number) as [number, number];
  const today = londonParts(after);
  let date = isoDateOf(today.year, today.month, today.day);
  // At most 62 days ahead covers any monthly day; weekly needs 7.
  for (let i = 0; i < 63; i += 1) {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    if (matchesDay(schedule, y, m, d)) {
      const run = londonToInstant(y, m, d, hour, minute);
      if (run.getTime() > after.getTime()) return run;
    }
    date = addDays(date, 1);
  }
  throw new Error('No run date found for the schedule');
}

function matchesDay(schedule: ScheduleTiming, year: number, month: number, day: number) {
  if (schedule.cadence === 'monthly') return day === (schedule.dayOfMonth ?? 1);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday === (schedule.dayOfWeek ?? 1);
}

/** A schedule is due once its next run time has come. */
export function isScheduleDue(nextRunAt: Date | null, now: Date): boolean {
  return nextRunAt !== null && nextRunAt.getTime() <= now.getTime();
}

/**
 * The inspection dates a scheduled run covers (UK days, inclusive): weekly,
 * the seven days ending on the run day; monthly, the previous calendar month.
 */
export function scheduleWindow(
  cadence: ScheduleCadence,
  runAt: Date,
): { dateFrom: string; dateTo: string } {
  const p = londonParts(runAt);
  const runDay = isoDateOf(p.year, p.month, p.day);
  if (cadence === 'weekly') return { dateFrom: addDays(runDay, -6), dateTo: runDay };
  const firstOfThisMonth = isoDateOf(p.year, p.month, 1);
  const lastOfPrevious = addDays(firstOfThisMonth, -1);
  return { dateFrom: `${lastOfPrevious.slice(0, 8)}01`, dateTo: lastOfPrevious };
}
