import * as chrono from 'chrono-node';
import { addDays, endOfMonth, startOfWeek } from '../schedule/calendar';
import { todayInLondon } from '../format';
import type { Period } from './contract';
import { MONTHS, readPeriod } from './periods';

/**
 * The period words of a question with where they stand, so the reader can
 * count them as used (issue 35 point 3). The UK calendar rules of periods.ts
 * come first; this adds the forward periods (tomorrow, next week/month),
 * weekdays, 'between 1 and 15 November', and chrono-node (en-GB) for a single
 * date they do not cover. Whatever looks like a period but reads as none is
 * returned as unread, never replaced by another period.
 */
export type PeriodMatch = { period: Period; span: string } | { unread: string } | null;

const MONTH =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const pad = (n: number) => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
const monthOf = (word: string) => MONTHS.findIndex((m) => m.startsWith(word.slice(0, 3))) + 1;
const weekdayOf = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay();
const range = (from: string, to: string, label: string): Period => ({ from, to, label });

/** Patterns whose span is a period, tried in order; each gives the period or null (unreadable). */
const TWO_DATES = new RegExp(
  `\\b(?:from|between)\\s+\\S+(?:\\s+\\S+){0,3}?\\s+(?:to|and|until|till)\\s+(?:\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?|\\d{1,2}(?:st|nd|rd|th)?(?:\\s+of)?\\s+${MONTH}(?:\\s+\\d{4})?)`,
);

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
      let year = Number(today.slice(0, 4));
      if (iso(year, month, Number(m[1])) > today) year -= 1;
      const from = iso(year, month, Number(m[1]));
      const last = iso(year, month, Number(m[2]));
      if (Number(m[2]) > Number(endOfMonth(from).slice(8)) || last < from) return null;
      const to = last < today ? last : today;
      const name = MONTHS[month - 1]!;
      return range(
        from,
        to,
        `${Number(m[1])}-${Number(m[2])} ${name[0]!.toUpperCase()}${name.slice(1)}`,
      );
    },
  },
  { pattern: TWO_DATES, read: (m, today) => readPeriod(m[0], new Date(`${today}T12:00:00Z`)) },
  {
    pattern: /\btomorrow\b/,
    read: (_m, today) => range(addDays(today, 1), addDays(today, 1), 'tomorrow'),
  },
  {
    pattern: /\bnext\s+(week|month)\b/,
    read: (m, today) => {
      if (m[1] === 'week') {
        const monday = addDays(startOfWeek(today), 7);
        return range(monday, addDays(monday, 6), 'next week');
      }
      const first = addDays(endOfMonth(today), 1);
      return range(first, endOfMonth(first), 'next month');
    },
  },
  {
    // 'whole of this week' for schedules: Monday to Sunday
    pattern: /\b(?:for|on)\s+this\s+week\b/,
    read: (_m, today) => range(startOfWeek(today), addDays(startOfWeek(today), 6), 'this week'),
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
      const day = addDays(today, offset);
      const name = m[1]![0]!.toUpperCase() + m[1]!.slice(1);
      return range(day, day, name);
    },
  },
  {
    pattern: /\b(?:in\s+|over\s+)?(?:the\s+)?(?:last|past|previous)\s+\d{1,3}\s+days?\b/,
    read: (m, today) => readPeriod(m[0], new Date(`${today}T12:00:00Z`)),
  },
  {
    pattern: new RegExp(
      `\\b(?:since|from|after)\\s+(?:the\\s+)?\\d{1,2}(?:st|nd|rd|th)?(?:\\s+of)?\\s+${MONTH}(?:\\s+\\d{4})?\\b`,
    ),
    read: (m, today) => readPeriod(m[0].replace(/\bthe\s+/, ''), new Date(`${today}T12:00:00Z`)),
  },
  {
    pattern: /\b(?:so far\s+)?(?:this|current|last|previous|past)\s+(?:week|month|quarter|year)\b/,
    read: (m, today) => readPeriod(m[0], new Date(`${today}T12:00:00Z`)),
  },
  {
    pattern: /\b(?:today|yesterday)\b/,
    read: (m, today) => readPeriod(m[0], new Date(`${today}T12:00:00Z`)),
  },
  {
    pattern: new RegExp(`\\b(?:in|during|for)\\s+${MONTH}(?:\\s+\\d{4})?\\b`),
    read: (m, today) => readPeriod(m[0], new Date(`${today}T12:00:00Z`)),
  },
  {
    pattern: /\b(?:in|during)\s+20\d{2}\b/,
    read: (m, today) => readPeriod(m[0], new Date(`${today}T12:00:00Z`)),
  },
];

/**
 * The period in `text` (lower case, tidied): the period and its words, an
 * unreadable period, or null. `future` reads weekdays forward (schedules).
 */
export function findPeriod(text: string, now: Date, future = false): PeriodMatch {
  const today = todayInLondon(now);
  for (const rule of RULES) {
    const m = rule.pattern.exec(text);
    if (!m) continue;
    const period = rule.read(m, today, future);
    return period ? { period, span: m[0] } : { unread: m[0].trim() };
  }
  return chronoDay(text, now, future);
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
