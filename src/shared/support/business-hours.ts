/**
 * The service-level clock: business hours are Monday to Friday, 09:00 to
 * 17:00 UK time (Europe/London, so BST and GMT both count as local time).
 * Pure functions over instants, used by the server (targets, reminders) and
 * the web (time left). UK clock changes happen on Sunday nights, so one
 * business day never spans two offsets.
 */
export const BUSINESS_OPEN_MINUTE = 9 * 60;
export const BUSINESS_CLOSE_MINUTE = 17 * 60;
const DAY_MS = 24 * 60 * 60_000;

const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** London wall-clock fields of an instant. */
function inLondon(at: Date) {
  const p = Object.fromEntries(
    londonParts.formatToParts(at).map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  return { year: +p.year!, month: +p.month!, day: +p.day!, hour: +p.hour!, minute: +p.minute! };
}

/** The instant at a London wall-clock minute of a London calendar day. */
function londonInstant(year: number, month: number, day: number, minuteOfDay: number): Date {
  const guess = Date.UTC(year, month - 1, day, 0, minuteOfDay);
  // London is UTC or UTC+1: correct the guess by the offset London shows at it.
  const shown = inLondon(new Date(guess));
  const shownUtc = Date.UTC(shown.year, shown.month - 1, shown.day, shown.hour, shown.minute);
  return new Date(guess - (shownUtc - guess));
}

type LondonDay = { year: number; month: number; day: number };

function* londonDays(from: Date, to: Date): Generator<LondonDay> {
  const start = inLondon(from);
  // Walk calendar days through UTC noon, which never lands on a different London date.
  for (
    let noon = Date.UTC(start.year, start.month - 1, start.day, 12);
    noon <= to.getTime() + DAY_MS;
    noon += DAY_MS
  ) {
    const d = new Date(noon);
    yield { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, day: d.getUTCDate() };
  }
}

const isWeekday = ({ year, month, day }: LondonDay) => {
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  return weekday >= 1 && weekday <= 5;
};

function businessWindow(day: LondonDay): [number, number] {
  return [
    londonInstant(day.year, day.month, day.day, BUSINESS_OPEN_MINUTE).getTime(),
    londonInstant(day.year, day.month, day.day, BUSINESS_CLOSE_MINUTE).getTime(),
  ];
}

/** Business minutes from `from` to `to` (0 when `to` is not after `from`). */
export function businessMinutesBetween(from: Date, to: Date): number {
  if (to.getTime() <= from.getTime()) return 0;
  let ms = 0;
  for (const day of londonDays(from, to)) {
    if (!isWeekday(day)) continue;
    const [open, close] = businessWindow(day);
    ms += Math.max(0, Math.min(close, to.getTime()) - Math.max(open, from.getTime()));
  }
  return Math.floor(ms / 60_000);
}

/** Business minutes over several intervals (the clock runs only in these; pauses are gaps). */
export function businessMinutesIn(intervals: readonly { from: Date; to: Date }[]): number {
  return intervals.reduce((sum, i) => sum + businessMinutesBetween(i.from, i.to), 0);
}

/** The instant `minutes` business minutes after `from` (a due time). */
export function addBusinessMinutes(from: Date, minutes: number): Date {
  let left = minutes * 60_000;
  for (const day of londonDays(from, new Date(from.getTime() + 3_650 * DAY_MS))) {
    if (!isWeekday(day)) continue;
    const [open, close] = businessWindow(day);
    const start = Math.max(open, from.getTime());
    if (start >= close) continue;
    if (start + left <= close) return new Date(start + left);
    left -= close - start;
  }
  throw new Error('Business-hours target out of range');
}

/** '4h 30m', '45m', '2d 3h' (a business day is 8 hours). */
export function formatBusinessMinutes(minutes: number): string {
  const m = Math.abs(Math.round(minutes));
  const days = Math.floor(m / 480);
  const hours = Math.floor((m % 480) / 60);
  const mins = m % 60;
  if (days > 0) return hours > 0 ? `${days}d ${hours}h` : `${days}d`;
  if (hours > 0) return mins > 0 ? `${hours}h ${mins}m` : `${hours}h`;
  return `${mins}m`;
}
