import * as chrono from 'chrono-node';
import {
  addCalendarDays,
  currentUkPeriod,
  londonDateOf,
  mondayOf,
  previousUkPeriod,
  ukPeriodContaining,
  type UkPeriod,
} from '../periods';
import type { Period } from './contract';

/**
 * The period words of a question with where they stand, so the reader can
 * count them as used (issue 35 point 3). Calendar periods are the one
 * definition of src/shared/periods.ts (issue 28 point 4: a week is Monday to
 * Sunday, quarters start in January, April, July and October, days in
 * Europe/London); a present period is read up to today, as the assistant
 * says it ('this month (1-27 November 2026)'), which counts the same since
 * no outcome lies in the future. Added here: the words ('since 1 October',
 * 'between 1 and 15 November', 'the last 30 days', a named month, weekdays,
 * tomorrow, next week/month) and chrono-node (en-GB) for a single date.
 * Whatever looks like a period but reads as none is returned as unread,
 * never replaced by another period.
 */
export type PeriodMatch = { period: Period; span: string } | { unread: string } | null;

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
const MONTH =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const pad = (n: number) => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const monthOf = (word: string) => MONTHS.findIndex((m) => m.startsWith(word.slice(0, 3))) + 1;
const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
const lastDayOfMonth = (date: string) => ukPeriodContaining('month', date).to;
const capitalised = (word: string) => `${word[0]!.toUpperCase()}${word.slice(1)}`;
const range = (from: string, to: string, label: string): Period => ({ from, to, label });
const upTo = (to: string, today: string) => (to < today ? to : today);

/** 25/11/2026 */
export function formatUkDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-');
  return `${d}/${m}/${y}`;
}

/** 'last month (01/10/2026 to 31/10/2026)' */
export function describePeriod(period: Period): string {
  const span =
    period.from === period.to
      ? formatUkDate(period.from)
      : `${formatUkDate(period.from)} to ${formatUkDate(period.to)}`;
  return period.label === span ? span : `${period.label} (${span})`;
}

/** A day with no year given is the latest one not after today ('since 1 April' in March means last April). */
function pastDay(day: number, month: number, year: number | null, today: string): string | null {
  const y = year ?? Number(today.slice(0, 4));
  if (month < 1 || month > 12 || day < 1) return null;
  const date = iso(y, month, day);
  if (day > Number(lastDayOfMonth(iso(y, month, 1)).slice(8))) return null;
  return year === null && date > today ? iso(y - 1, month, day) : date;
}

function readYear(text: string | undefined): number | null {
  if (!text) return null;
  return text.length === 2 ? 2000 + Number(text) : Number(text);
}

/** '1 april', '1st of april 2026', '01/04/2026', '1/4' */
const DAY_TEXT = `(\\d{1,2})(?:st|nd|rd|th)?(?:\\s+of)?\\s+${MONTH}(?:\\s+(\\d{4}))?`;
const NUMERIC_DAY = '(\\d{1,2})/(\\d{1,2})(?:/(\\d{4}|\\d{2}))?';

function readDay(text: string, today: string): string | null {
  const words = new RegExp(`^${DAY_TEXT}$`).exec(text.trim());
  if (words) return pastDay(Number(words[1]), monthOf(words[2]!), readYear(words[3]), today);
  const numeric = new RegExp(`^${NUMERIC_DAY}$`).exec(text.trim());
  if (numeric) return pastDay(Number(numeric[1]), Number(numeric[2]), readYear(numeric[3]), today);
  return null;
}

/** This or last week, month, quarter or year (the shared definition); the present one up to today. */
function calendarPeriod(isCurrent: boolean, unit: UkPeriod, today: string): Period {
  if (isCurrent) {
    const days = ukPeriodContaining(unit, today);
    return range(days.from, upTo(days.to, today), `this ${unit}`);
  }
  const days = previousUkPeriod(unit, today);
  return range(days.from, days.to, `last ${unit}`);
}

const TWO_DATES = new RegExp(
  `\\b(?:from|between)\\s+(\\S+(?:\\s+\\S+){0,3}?)\\s+(?:to|and|until|till)\\s+(${DAY_TEXT}|${NUMERIC_DAY})`,
);

/** Patterns whose span is a period, tried in order; each gives the period or null (unreadable). */
const RULES: {
  pattern: RegExp;
  read: (m: RegExpExecArray, today: string, future: boolean) => Period | null;
}[] = [
  {
    // 'between 1 and 15 november': one month named once
    pattern: new RegExp(
      `\\b(?:between|from)\\s+(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:and|to|until)\\s+(?:the\\s+)?(\\d{1,2})(?:st|nd|rd|th)?(?:\\s+of)?\\s+${MONTH}\\b`,
    ),
    read: (m, today) => {
      const month = monthOf(m[3]!);
      const from = pastDay(Number(m[1]), month, null, today);
      if (!from) return null;
      const last = iso(Number(from.slice(0, 4)), month, Number(m[2]));
      if (Number(m[2]) > Number(lastDayOfMonth(from).slice(8)) || last < from) return null;
      return range(
        from,
        upTo(last, today),
        `${Number(m[1])}-${Number(m[2])} ${capitalised(MONTHS[month - 1]!)}`,
      );
    },
  },
  {
    pattern: TWO_DATES,
    read: (m, today) => {
      const from = readDay(m[1]!, today);
      const to = readDay(m[2]!, today);
      if (!from || !to || from > to) return null;
      return range(from, to, `${formatUkDate(from)} to ${formatUkDate(to)}`);
    },
  },
  {
    pattern: /\btomorrow\b/,
    read: (_m, today) => range(addCalendarDays(today, 1), addCalendarDays(today, 1), 'tomorrow'),
  },
  {
    pattern: /\bnext\s+(week|month)\b/,
    read: (m, today) => {
      const unit = m[1] as 'week' | 'month';
      const days = ukPeriodContaining(unit, addCalendarDays(ukPeriodContaining(unit, today).to, 1));
      return range(days.from, days.to, `next ${unit}`);
    },
  },
  {
    // 'whole of this week' for schedules: Monday to Sunday
    pattern: /\b(?:for|on)\s+this\s+week\b/,
    read: (_m, today) => {
      const week = ukPeriodContaining('week', today);
      return range(week.from, week.to, 'this week');
    },
  },
  {
    pattern:
      /\b(?:on\s+|for\s+|this\s+|last\s+|next\s+)?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/,
    read: (m, today, future) => {
      const dow = WEEKDAYS.indexOf(m[1]!);
      const forward = future || /^next/.test(m[0]);
      const offset = forward
        ? (dow - weekdayOf(today) + 7) % 7
        : -((weekdayOf(today) - dow + 7) % 7);
      const day = addCalendarDays(today, offset);
      return range(day, day, capitalised(m[1]!));
    },
  },
  {
    pattern: /\b(?:in\s+|over\s+)?(?:the\s+)?(?:last|past|previous)\s+(\d{1,3})\s+days?\b/,
    read: (m, today) => {
      const n = Math.max(1, Number(m[1]));
      return range(addCalendarDays(today, -(n - 1)), today, `the last ${n} days`);
    },
  },
  {
    pattern: new RegExp(
      `\\b(?:since|from|after)\\s+(?:the\\s+)?(${DAY_TEXT}|${NUMERIC_DAY})(?=\\s|$)`,
    ),
    read: (m, today) => {
      const from = readDay(m[1]!, today);
      return from ? range(from, today, `since ${formatUkDate(from)}`) : null;
    },
  },
  {
    pattern: /\b(?:so far\s+)?(this|current|last|previous|past)\s+(week|month|quarter|year)\b/,
    read: (m, today) =>
      calendarPeriod(m[1] === 'this' || m[1] === 'current', m[2] as UkPeriod, today),
  },
  {
    pattern: /\b(?:today|yesterday)\b/,
    read: (m, today) => {
      const day = m[0] === 'today' ? today : addCalendarDays(today, -1);
      return range(day, day, m[0]);
    },
  },
  {
    pattern: new RegExp(`\\b(?:in|during|for)\\s+${MONTH}(?:\\s+(\\d{4}))?\\b`),
    read: (m, today) => {
      const month = monthOf(m[1]!);
      const first = pastDay(1, month, readYear(m[2]), today)!;
      const label = `${capitalised(MONTHS[month - 1]!)} ${first.slice(0, 4)}`;
      return range(first, upTo(lastDayOfMonth(first), today), label);
    },
  },
  {
    pattern: /\b(?:in|during)\s+(20\d{2})\b/,
    read: (m, today) => {
      const year = ukPeriodContaining('year', `${m[1]}-01-01`);
      return range(year.from, upTo(year.to, today), m[1]!);
    },
  },
];

/**
 * The period in `text` (lower case, tidied): the period and its words, an
 * unreadable period, or null. `future` reads weekdays forward (schedules).
 */
export function findPeriod(text: string, now: Date, future = false): PeriodMatch {
  const today = londonDateOf(now);
  for (const rule of RULES) {
    const m = rule.pattern.exec(text);
    if (!m) continue;
    const period = rule.read(m, today, future);
    return period ? { period, span: m[0] } : { unread: m[0].trim() };
  }
  return chronoDay(text, now, future);
}

/** This year up to today: the period of a pass rate asked without one. */
export function thisYear(now: Date): Period {
  const today = londonDateOf(now);
  return range(currentUkPeriod('year', now).from, today, 'this year');
}

/** Today, or this whole week (Monday to Sunday), for a schedule asked without a period. */
export function scheduleDays(now: Date, span: 'today' | 'week'): Period {
  const today = londonDateOf(now);
  if (span === 'today') return range(today, today, 'today');
  return range(mondayOf(today), addCalendarDays(mondayOf(today), 6), 'this week');
}

/** A single day chrono-node reads in British English ('on 3 November', 'the 4th of June'). */
function chronoDay(text: string, now: Date, future: boolean): PeriodMatch {
  const [hit] = chrono.en.GB.parse(
    text,
    { instant: now, timezone: 'Europe/London' },
    { forwardDate: future },
  );
  if (!hit || !hit.start.isCertain('day') || !hit.start.isCertain('month')) return null;
  const y = hit.start.get('year')!;
  const day = iso(y, hit.start.get('month')!, hit.start.get('day')!);
  return { period: range(day, day, day), span: hit.text };
}

/**
 * The leftover words that promised a period but read as none ('in Smarch',
 * 'on the 45th of Blob', 'during the blue moon'). 'in'/'on' count only before
 * a number or a capitalised word ('in the pending queue' is no period).
 */
export function unreadPeriodIn(leftover: string, question: string): string | null {
  const m =
    /\b(in|on|during|since|between|before|after|until)\s+(?:the\s+)?\S+(?:\s+\S+){0,3}/.exec(
      leftover,
    );
  if (!m) return null;
  if (m[1] !== 'in' && m[1] !== 'on') return m[0];
  return /\b(?:in|on)\s+(?:the\s+)?(?:[A-Z]|\d)/.test(question) ? m[0] : null;
}
