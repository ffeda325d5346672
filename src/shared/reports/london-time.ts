/**
 * Calendar arithmetic in UK local time (Europe/London, GMT in winter and BST
 * in summer) without a date library: schedules and periods are UK days.
 */
const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  weekday: 'short',
});

const WEEKDAY_NUMBERS: Record<string, number> = {
  Sun: 0,
  Mon: 1,
  Tue: 2,
  Wed: 3,
  Thu: 4,
  Fri: 5,
  Sat: 6,
};

export type LondonParts = {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  weekday: number;
};

/** The wall-clock reading in London at an instant. */
export function londonParts(at: Date): LondonParts {
  const read = Object.fromEntries(parts.formatToParts(at).map((p) => [p.type, p.value]));
  return {
    year: Number(read.year),
    month: Number(read.month),
    day: Number(read.day),
    hour: Number(read.hour),
    minute: Number(read.minute),
    second: Number(read.second),
    weekday: WEEKDAY_NUMBERS[read.weekday ?? 'Mon'] ?? 1,
  };
}

/** The instant London's clocks show the given wall time (the later reading when it does not exist). */
export function londonToInstant(
  year: number,
  month: number,
  day: number,
  hour = 0,
  minute = 0,
): Date {
  const wall = Date.UTC(year, month - 1, day, hour, minute);
  // London is UTC+0 or UTC+1; try both and keep the one that reads back as asked.
  for (const offsetHours of [1, 0]) {
    const candidate = new Date(wall - offsetHours * 3_600_000);
    const p = londonParts(candidate);
    if (p.hour === hour && p.minute === minute && p.day === new Date(wall).getUTCDate()) {
      return candidate;
    }
  }
  // 01:xx on the spring-forward day does not exist: that clock reading comes an hour later.
  return new Date(wall);
}

/** YYYY-MM-DD of a London calendar date. */
export function isoDateOf(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Adds days to a YYYY-MM-DD date (calendar arithmetic, no time zone). */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return date.toISOString().slice(0, 10);
}
