import { addDays, endOfMonth, startOfWeek } from '../schedule/calendar';
import { todayInLondon } from '../format';
import type { Period } from './contract';

/**
 * Periods in plain en-GB English, as UK calendar days (Europe/London):
 * today, yesterday, this/last week (Monday to Sunday), this/last month,
 * this/last quarter (January, April, July, October), this/last year, the
 * last N days, 'since 1 April', 'in March', 'from 1/3/2026 to 31/3/2026'.
 * Periods of the present end today.
 */
export const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
] as const;

const MONTH_WORD =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';

function monthNumber(word: string): number {
  return MONTHS.findIndex((m) => m.startsWith(word.slice(0, 3))) + 1;
}

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

/** 25/11/2026 */
export function formatUkDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${d}/${m}/${y}`;
}

function isRealDate(y: number, m: number, d: number) {
  if (m < 1 || m > 12 || d < 1) return false;
  return d <= Number(endOfMonth(iso(y, m, 1)).slice(8));
}

/** A day with no year given is the latest one not after today ('since 1 April' in March means last April). */
function pastDay(day: number, month: number, year: number | null, today: string): string | null {
  const thisYear = Number(today.slice(0, 4));
  const y = year ?? thisYear;
  if (!isRealDate(y, month, day)) return null;
  const date = iso(y, month, day);
  return year === null && date > today ? iso(y - 1, month, day) : date;
}

function readYear(text: string | undefined): number | null {
  if (!text) return null;
  const n = Number(text);
  return text.length === 2 ? 2000 + n : n;
}

/** '1 april', '1st of april 2026', '01/04/2026', '1/4' */
const DAY_TEXT = `(\\d{1,2})(?:st|nd|rd|th)?(?:\\s+of)?\\s+${MONTH_WORD}(?:\\s+(\\d{4}))?`;
const NUMERIC_DAY = '(\\d{1,2})/(\\d{1,2})(?:/(\\d{4}|\\d{2}))?';

function readDay(text: string, today: string): string | null {
  const words = new RegExp(`^${DAY_TEXT}$`).exec(text.trim());
  if (words) return pastDay(Number(words[1]), monthNumber(words[2]!), readYear(words[3]), today);
  const numeric = new RegExp(`^${NUMERIC_DAY}$`).exec(text.trim());
  if (numeric) {
    return pastDay(Number(numeric[1]), Number(numeric[2]), readYear(numeric[3]), today);
  }
  return null;
}

function quarterStart(date: string): string {
  const month = Number(date.slice(5, 7));
  return iso(Number(date.slice(0, 4)), Math.floor((month - 1) / 3) * 3 + 1, 1);
}

function addMonthsTo(firstOfMonth: string, months: number): string {
  const y = Number(firstOfMonth.slice(0, 4));
  const m = Number(firstOfMonth.slice(5, 7)) - 1 + months;
  return iso(y + Math.floor(m / 12), (((m % 12) + 12) % 12) + 1, 1);
}

const range = (from: string, to: string, label: string): Period => ({ from, to, label });

/** The period a question names, or null when it names none. `text` is lower-case, tidied. */
export function readPeriod(text: string, now: Date = new Date()): Period | null {
  const today = todayInLondon(now);
  const between = new RegExp(
    `(?:from|between)\\s+(\\S+(?:\\s+\\S+){0,3}?)\\s+(?:to|and|until|till)\\s+(${DAY_TEXT}|${NUMERIC_DAY})`,
  ).exec(text);
  if (between) {
    const from = readDay(between[1]!, today);
    const to = readDay(between[2]!, today);
    if (from && to && from <= to) {
      return range(from, to, `${formatUkDate(from)} to ${formatUkDate(to)}`);
    }
  }
  const since = new RegExp(`(?:since|from|after)\\s+(?:the\\s+)?(${DAY_TEXT}|${NUMERIC_DAY})`).exec(
    text,
  );
  if (since) {
    const from = readDay(since[1]!, today);
    if (from) return range(from, today, `since ${formatUkDate(from)}`);
  }
  const lastDays = /(?:last|past|previous)\s+(\d{1,3})\s+days?/.exec(text);
  if (lastDays) {
    const n = Math.max(1, Number(lastDays[1]));
    return range(addDays(today, -(n - 1)), today, `the last ${n} days`);
  }
  if (/\btoday\b/.test(text)) return range(today, today, 'today');
  if (/\byesterday\b/.test(text)) {
    const day = addDays(today, -1);
    return range(day, day, 'yesterday');
  }
  const relative = /\b(this|current|last|previous|past)\s+(week|month|quarter|year)\b/.exec(text);
  if (relative)
    return relativePeriod(relative[1] === 'this' || relative[1] === 'current', relative[2]!, today);
  const thisOne = /\b(weekly|monthly|quarterly)\b|\bso far this (week|month|quarter|year)\b/.exec(
    text,
  );
  if (thisOne) {
    const unit =
      thisOne[2] ?? { weekly: 'week', monthly: 'month', quarterly: 'quarter' }[thisOne[1]!]!;
    return relativePeriod(true, unit, today);
  }
  const inMonth = new RegExp(`\\b(?:in|during|for)\\s+${MONTH_WORD}(?:\\s+(\\d{4}))?\\b`).exec(
    text,
  );
  if (inMonth) {
    const month = monthNumber(inMonth[1]!);
    const first = pastDay(1, month, readYear(inMonth[2]), today)!;
    const last = endOfMonth(first);
    const name = MONTHS[month - 1]!;
    return range(
      first,
      last < today ? last : today,
      `${name[0]!.toUpperCase()}${name.slice(1)} ${first.slice(0, 4)}`,
    );
  }
  const inYear = /\b(?:in|during)\s+(20\d{2})\b/.exec(text);
  if (inYear) {
    const first = `${inYear[1]}-01-01`;
    const last = `${inYear[1]}-12-31`;
    return range(first, last < today ? last : today, inYear[1]!);
  }
  return null;
}

function relativePeriod(isCurrent: boolean, unit: string, today: string): Period {
  switch (unit) {
    case 'week': {
      const monday = startOfWeek(today);
      return isCurrent
        ? range(monday, today, 'this week')
        : range(addDays(monday, -7), addDays(monday, -1), 'last week');
    }
    case 'month': {
      const first = `${today.slice(0, 7)}-01`;
      if (isCurrent) return range(first, today, 'this month');
      const previous = addMonthsTo(first, -1);
      return range(previous, endOfMonth(previous), 'last month');
    }
    case 'quarter': {
      const first = quarterStart(today);
      if (isCurrent) return range(first, today, 'this quarter');
      const previous = addMonthsTo(first, -3);
      return range(previous, addDays(first, -1), 'last quarter');
    }
    default: {
      const year = Number(today.slice(0, 4));
      return isCurrent
        ? range(`${year}-01-01`, today, 'this year')
        : range(`${year - 1}-01-01`, `${year - 1}-12-31`, 'last year');
    }
  }
}

/** 'last month (01/10/2026 to 31/10/2026)' */
export function describePeriod(period: Period): string {
  const span =
    period.from === period.to
      ? formatUkDate(period.from)
      : `${formatUkDate(period.from)} to ${formatUkDate(period.to)}`;
  return period.label === span ? span : `${period.label} (${span})`;
}
