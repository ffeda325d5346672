import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { escapeLike } from './escape-like';

/**
 * One way to match what a person typed against records (issue 15, docs/search.md):
 * case- and accent-insensitive (search_fold = lower(unaccent(...)), created by
 * drizzle/0031_record_search.sql), as a substring, or, for longer text, as a
 * near miss by trigram word similarity (pg_trgm's `<%`, default threshold 0.6),
 * so 'Tom Hughs' finds 'Tom Hughes'. Postcodes are stored with and without
 * their space, so 'ls14ab' finds 'LS1 4AB'.
 */

/** Trigram typo tolerance only from this length: shorter text has too few trigrams to be told apart. */
const FUZZY_FROM = 4;

/** The search text stored on inspections and installers (generated column with a trigram index). */
export const INSPECTION_SEARCH_TEXT = sql.raw('"inspections"."search_text"');
export const INSTALLER_SEARCH_TEXT = sql.raw('"installers"."search_text"');

/** Collapses runs of spaces, as people type postcodes and names with stray spaces. */
export function tidySearchText(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/** Folds any columns into one comparable text, for tables without a stored search column. */
export function foldedText(...columns: (AnyPgColumn | SQL)[]): SQL {
  const parts = columns.map((column) => sql`coalesce(${column}::text, '')`);
  return sql`search_fold(${sql.join(parts, sql` || ' ' || `)})`;
}

/** True when the folded target contains the text, or (from 4 characters) nearly does. */
export function recordMatches(target: SQL, text: string): SQL {
  const tidy = tidySearchText(text);
  const contains = sql`${target} like '%' || search_fold(${escapeLike(tidy)}) || '%'`;
  if (tidy.length < FUZZY_FROM) return contains;
  return sql`(${contains} or search_fold(${tidy}) <% ${target})`;
}

/** Best first: a contained match, then the closest near miss. */
export function recordRank(target: SQL, text: string): SQL[] {
  const tidy = tidySearchText(text);
  return [
    sql`(${target} like '%' || search_fold(${escapeLike(tidy)}) || '%') desc`,
    sql`word_similarity(search_fold(${tidy}), ${target}) desc`,
  ];
}
