import { isCalendarDate } from '../dates';
/** UK postcode shape of spec 01 section 5: 1-2 letters, a digit, optional letter/digit, optional space, digit, 2 letters. */
export const UK_POSTCODE = /^[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2}$/i;
export const DIGITS_ONLY = /^[0-9]+$/;
export const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const TEXT_MAX = 200;
export const LONG_TEXT_MAX = 5000;

// The generic validator messages (spec 01 section 5, spec 02 section 5).
export const requiredMessage = (field: string) => `${field} is required`;
export const minLengthMessage = (field: string, n: number) =>
  `${field} must be at least ${n} characters`;
export const maxLengthMessage = (field: string, n: number) =>
  `${field} must be no more than ${n} characters`;
export const formatMessage = (field: string) => `${field} format is invalid`;

/** Blank or whitespace-only text counts as missing. */
export function isBlank(value: string | null | undefined): boolean {
  return (value ?? '').trim() === '';
}

export function isUkPostcode(value: string): boolean {
  return UK_POSTCODE.test(value.trim());
}

/** Upper-case with one space before the inward code: 'sw1a1aa' -> 'SW1A 1AA'. */
export function normalisePostcode(value: string): string {
  const compact = value.replace(/\s+/g, '').toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

export type FieldError = { field: string; message: string };

/** A real calendar date written YYYY-MM-DD (what date inputs send), within the shared bounds. */
export const isIsoDate = isCalendarDate;

/** Today (or another moment) as the user's local calendar date, YYYY-MM-DD. */
export function toLocalIsoDate(moment: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${moment.getFullYear()}-${pad(moment.getMonth() + 1)}-${pad(moment.getDate())}`;
}
