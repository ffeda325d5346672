import { formatPence } from '../format';

/** The largest amount one payment may carry: £1,000,000.00 (also keeps sums far inside int limits). */
export const MAX_PAYMENT_PENCE = 100_000_000;

export type ParsedMoney = { ok: true; pence: number } | { ok: false; message: string };

export const MONEY_MESSAGES = {
  required: 'Amount is required',
  negative: 'Amount cannot be negative',
  decimals: 'Amount cannot have more than 2 decimal places',
  invalid: 'Enter an amount in pounds, e.g. 1,234.50',
  zero: 'Amount must be more than £0.00',
  tooLarge: `Amount cannot be more than ${formatPence(MAX_PAYMENT_PENCE)}`,
} as const;

// Either plain digits or digits grouped in threes by commas, then up to 2 decimals.
const AMOUNT = /^(\d+|\d{1,3}(,\d{3})+)(\.(\d*))?$/;

/**
 * Pounds as people type them ('£1,234.50', '1234.5', '12') to integer pence.
 * Works on the digits, never on floating point, so 19.99 is exactly 1999:
 * nothing is rounded, and a third decimal place is refused rather than guessed.
 */
export function parsePoundsToPence(input: string): ParsedMoney {
  const text = input.trim().replace(/^£\s*/, '');
  if (text === '') return { ok: false, message: MONEY_MESSAGES.required };
  if (/^-/.test(text) || /^-\s*£/.test(input.trim()))
    return { ok: false, message: MONEY_MESSAGES.negative };
  const match = AMOUNT.exec(text);
  if (!match) return { ok: false, message: MONEY_MESSAGES.invalid };
  const decimals = match[4] ?? '';
  if (decimals.length > 2) return { ok: false, message: MONEY_MESSAGES.decimals };
  if (match[3] !== undefined && decimals.length === 0)
    return { ok: false, message: MONEY_MESSAGES.invalid };
  const pounds = match[1]!.replace(/,/g, '');
  if (pounds.length > 9) return { ok: false, message: MONEY_MESSAGES.tooLarge };
  const pence = Number(pounds) * 100 + Number(decimals.padEnd(2, '0'));
  if (pence === 0) return { ok: false, message: MONEY_MESSAGES.zero };
  if (pence > MAX_PAYMENT_PENCE) return { ok: false, message: MONEY_MESSAGES.tooLarge };
  return { ok: true, pence };
}

/** Integer pence as pounds with 2 decimals: 123450 -> '£1,234.50'. */
export function formatMoney(pence: number): string {
  return formatPence(pence);
}

/** Pence as the plain text a form field starts with: 123450 -> '1234.50'. */
export function penceToInput(pence: number): string {
  return `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;
}
