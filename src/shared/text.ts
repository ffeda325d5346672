import { z } from 'zod';

/**
 * Text that can be stored and shown: no NUL or other control characters
 * (tab, line feed and carriage return are fine) and no unpaired UTF-16
 * surrogates. PostgreSQL cannot store a NUL byte and a lone surrogate is not
 * valid Unicode, so such text used to reach the database and fail with a 500.
 * It is refused, not cleaned: nothing the user typed is silently changed
 * (docs/decisions/007-text-and-date-inputs.md).
 */
export const UNSTORABLE_TEXT_MESSAGE =
  'Text contains characters that cannot be stored (control characters or broken Unicode). Remove them and try again.';

// C0 controls except \t \n \r, DEL, and surrogate halves that are not part of a pair.
const UNSTORABLE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isStorableText(value: string): boolean {
  return !UNSTORABLE.test(value);
}

/** A string schema that refuses unstorable text; chain the field's own rules after it. */
export function storableText(message = UNSTORABLE_TEXT_MESSAGE) {
  return z.string().refine(isStorableText, message);
}

/**
 * The same rule over a whole input of any shape: the server parses every
 * procedure's raw input with it before the procedure's own schema, so no
 * text field anywhere can miss it. The issue's path names the field.
 */
export const storableInput = z.unknown().superRefine((value, ctx) => {
  const path = findUnstorableText(value);
  if (path) ctx.addIssue({ code: 'custom', path, message: UNSTORABLE_TEXT_MESSAGE });
});

/**
 * Every string anywhere in an input (values and object keys), with its path:
 * used by the server to refuse unstorable text in any procedure's input
 * before its own schema runs, so no field can be forgotten.
 */
export function findUnstorableText(
  value: unknown,
  path: (string | number)[] = [],
): (string | number)[] | null {
  if (typeof value === 'string') return isStorableText(value) ? null : path;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, [...path, index]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key)) return [...path, key];
      const found = findUnstorableText(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
}
