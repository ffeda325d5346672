import { z } from 'zod';
import { todayInLondon } from './format';

/**
 * The one real-calendar date check for 'YYYY-MM-DD' inputs (date pickers,
 * filters, imports). It refuses impossible dates (2026-02-30, 0000-00-00,
 * 2026-13-01) and dates outside the bounds below, which no inspection,
 * payment or report needs and which PostgreSQL or the report writers would
 * otherwise reject later with a server error (docs/decisions/007).
 */
export const EARLIEST_DATE = '1900-01-01';
export const LATEST_DATE = '2100-12-31';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isCalendarDate(value: string): boolean {
  if (!ISO_DATE.test(value) || value < EARLIEST_DATE || value > LATEST_DATE) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A required calendar date; the message is the field's own (spec texts differ per form). */
export function calendarDate(message = 'Enter a valid date') {
  return z.string().refine(isCalendarDate, message);
}

/** A calendar date or '' (an empty date input). */
export function optionalCalendarDate(message = 'Enter a valid date') {
  return z.union([z.literal(''), calendarDate(message)]);
}

/** An ISO timestamp (with offset) whose UTC date lies within the same bounds. */
export function boundedDateTime(message = 'Enter a valid date and time') {
  return z
    .string()
    .datetime({ offset: true, message })
    .refine((value) => {
      const time = Date.parse(value);
      return !Number.isNaN(time) && isCalendarDate(new Date(time).toISOString().slice(0, 10));
    }, message);
}

/** A completion (or any record-of-the-past) date may not be after today in the UK. */
export function isAfterToday(date: string, now: Date = new Date()): boolean {
  return date > todayInLondon(now);
}
export const FUTURE_COMPLETION_MESSAGE = 'Completion date cannot be in the future';
