import { z } from 'zod';
import { isCalendarDate } from '../dates';

/** What an API client reads when its scheduled date is neither a date nor an ISO date-time. */
export const SCHEDULED_DATE_MESSAGE = 'Scheduled date must be a date like 2026-11-28';

// An ISO 8601 date-time: the date, a time to the minute or finer, and an optional offset.
const ISO_DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

const UK_DATE = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * A scheduled date as the inspection stores it: a date stays as sent; an ISO date-time
 * becomes its UK (Europe/London) calendar date, so 2026-11-28T23:30:00-05:00 is the 29th;
 * a date-time without an offset is already UK wall-clock time and keeps its date.
 * Anything else is returned trimmed, for the date rule to refuse.
 */
export function toScheduledDate(value: string): string {
  const trimmed = value.trim();
  const match = ISO_DATE_TIME.exec(trimmed);
  if (!match) return trimmed;
  if (!match[2]) return match[1]!;
  const moment = new Date(trimmed.replace(' ', 'T'));
  return Number.isNaN(moment.getTime()) ? trimmed : UK_DATE.format(moment);
}

/** A scheduled date or '' (not scheduled), for inspection.update. */
export const OptionalScheduledDate = z
  .string()
  .max(40, SCHEDULED_DATE_MESSAGE)
  .transform(toScheduledDate)
  .refine((value) => value === '' || isCalendarDate(value), SCHEDULED_DATE_MESSAGE);
