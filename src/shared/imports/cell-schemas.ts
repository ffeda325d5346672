import { z } from 'zod';
import { formatMessage, maxLengthMessage, TEXT_MAX } from '../inspections/validation';
import { toIsoDate } from './cell-values';
import { INSPECTION_FIELDS } from './inspection-fields';
// Row validation: cells (as text) -> the values stored, with the forms' messages. One schema per kind of cell, named after the field's label.

export const label = (key: string) => INSPECTION_FIELDS.find((x) => x.key === key)?.label ?? key;
export const text = (key: string, max = TEXT_MAX) =>
  z
    .string()
    .trim()
    .max(max, maxLengthMessage(label(key), max));
export const choice = (key: string, values: readonly string[]) =>
  z
    .string()
    .trim()
    .transform((v, ctx) => {
      if (v === '') return '';
      const hit = values.find((x) => x.toLowerCase() === v.toLowerCase());
      if (!hit) {
        ctx.addIssue({
          code: 'custom',
          message: `${label(key)} must be one of: ${values.join(', ')}`,
        });
        return z.NEVER;
      }
      return hit;
    });
export const yesNo = (key: string) =>
  z
    .string()
    .trim()
    .transform((v, ctx): boolean | null => {
      const s = v.toLowerCase();
      if (s === '') return null;
      if (['yes', 'y', 'true', '1'].includes(s)) return true;
      if (['no', 'n', 'false', '0'].includes(s)) return false;
      ctx.addIssue({ code: 'custom', message: `${label(key)} must be Yes or No` });
      return z.NEVER;
    });
export const wholeNumber = (key: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .transform((v, ctx): number | null => {
      if (v === '') return null;
      const n = Number(v);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({
          code: 'custom',
          message: `${label(key)} must be a whole number from ${min} to ${max}`,
        });
        return z.NEVER;
      }
      return n;
    });
export const date = (key: string) =>
  z
    .string()
    .trim()
    .transform((v, ctx) => {
      if (v === '') return null;
      const iso = toIsoDate(v);
      if (!iso) {
        ctx.addIssue({
          code: 'custom',
          message: `${formatMessage(label(key))} (use DD/MM/YYYY or YYYY-MM-DD)`,
        });
        return z.NEVER;
      }
      return iso;
    });
