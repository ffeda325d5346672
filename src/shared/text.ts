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
 *
 * Iterative, and the path is only built for the string it finds (issue 27: a
 * recursive walk that copied its path at every level let one request nested
 * 7,000 deep take the server's memory). Each value waiting on the stack keeps
 * a link to its parent's entry, so memory grows with the input, not faster.
 */
export function findUnstorableText(value: unknown): (string | number)[] | null {
  type Entry = { value: unknown; key: string | number; parent: Entry | null };
  const pathOf = (entry: Entry | null, last?: string): (string | number)[] => {
    const path: (string | number)[] = last === undefined ? [] : [last];
    for (let at = entry; at?.parent; at = at.parent) path.push(at.key);
    return path.reverse();
  };
  const stack: Entry[] = [{ value, key: '', parent: null }];
  while (stack.length > 0) {
    const entry = stack.pop()!;
    const current = entry.value;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return pathOf(entry);
    } else if (Array.isArray(current)) {
      // Pushed last to first, so the first offending item is the one named.
      for (let index = current.length - 1; index >= 0; index--)
        stack.push({ value: current[index], key: index, parent: entry });
    } else if (current !== null && typeof current === 'object') {
      const keys = Object.keys(current);
      for (const key of keys) if (!isStorableText(key)) return pathOf(entry, key);
      for (let index = keys.length - 1; index >= 0; index--) {
        const key = keys[index]!;
        stack.push({ value: (current as Record<string, unknown>)[key], key, parent: entry });
      }
    }
  }
  return null;
}
