import { londonParts } from '@/shared/reports/london-time';

/** A calendar day (YYYY-MM-DD): a real date cell in XLSX, ISO text in CSV and JSON. */
export type DayCell = { kind: 'day'; day: string };
/** An instant: UK wall-clock time (Europe/London) in XLSX and CSV, ISO 8601 UTC in JSON. */
export type InstantCell = { kind: 'instant'; at: Date };
/** Money in pence: a number of pounds, with a GBP format in XLSX. */
export type MoneyCell = { kind: 'money'; pence: number };

/**
 * One cell of an exported row: text (labels, never codes), a plain number, a
 * typed value each writer shows in its own way (docs/exports.md), or empty.
 */
export type Cell = string | number | null | DayCell | InstantCell | MoneyCell;

export const dayCell = (day: string | null): Cell => (day ? { kind: 'day', day } : null);
export const instantCell = (at: Date | null): Cell => (at ? { kind: 'instant', at } : null);
export const moneyCell = (pence: number): Cell => ({ kind: 'money', pence });

export const XLSX_DAY_FORMAT = 'dd/mm/yyyy';
export const XLSX_INSTANT_FORMAT = 'dd/mm/yyyy hh:mm';
export const XLSX_MONEY_FORMAT = '"£"#,##0.00';

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD HH:MM' as the clocks in London read at `at` (GMT or BST). */
export function londonDateTimeText(at: Date): string {
  const p = londonParts(at);
  return `${p.year}-${pad(p.month)}-${pad(p.day)} ${pad(p.hour)}:${pad(p.minute)}`;
}

/**
 * The Date ExcelJS turns into the serial number of the London wall-clock
 * reading: a spreadsheet cell has no time zone, and ExcelJS counts from UTC,
 * so the UK reading is written as if it were UTC.
 */
export function londonWallClock(at: Date): Date {
  const p = londonParts(at);
  return new Date(Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute));
}

/** A calendar day as the Date ExcelJS writes as that day's serial number (midnight, no zone). */
export function dayAsDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/** Pounds with pence as decimals (123.45), for CSV, JSON and XLSX. */
export const pounds = (pence: number) => pence / 100;
