/**
 * Escapes LIKE/ILIKE wildcards so a search term matches literally: `%`, `_` and
 * the escape character `\` itself each get a backslash (PostgreSQL's default
 * LIKE escape), so a search for "50%" or "a_b" finds those characters, not any.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** An ILIKE pattern that matches the literal term anywhere in the column. */
export function containsPattern(term: string): string {
  return `%${escapeLike(term)}%`;
}
