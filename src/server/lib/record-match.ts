import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { escapeLike } from './escape-like';

/**
 * One way to match what a person typed against records (issue 15, docs/search.md):
 * case- and accent-insensitive (search_fold = lower(unaccent(...)), created by
 * drizzle/0031_record_search.sql), as a substring, or, for longer text, as a
 * near miss by trigram word similarity (pg_trgm's `<%`, default threshold 0.6),
 * so 'Tom Hughs' finds 'Tom Hughes' (names only: not for text with digits, and on
 * inspections only against the customer and installer names). Postcodes are
 * stored with and without their space, so 'ls14ab' finds 'LS1 4AB'.
 */

/** Trigram typo tolerance only from this length: shorter text has too few trigrams to be told apart. */
const FUZZY_FROM = 4;

/**
 * Typos are tolerated in names, not in codes: 'INS-2026-000005' must not find
 * 'INS-2026-000001' (they share most trigrams), so text with a digit matches exactly.
 */
export function isFuzzy(tidy: string): boolean {
  return tidy.length >= FUZZY_FROM && !/\d/.test(tidy);
}

/** The search text stored on inspections and installers (generated column with a trigram index). */
export const INSPECTION_SEARCH_TEXT = sql.raw('"inspections"."search_text"');
export const INSTALLER_SEARCH_TEXT = sql.raw('"installers"."search_text"');

/**
 * The names on an inspection (customer and installer), folded, where near misses
 * are looked for: typos are tolerated in names, and this has its own trigram
 * index (drizzle/0041_search_names_trgm.sql, the same expression), whose posting
 * lists hold names only, not every street, town and reference of the table.
 */
export const INSPECTION_NAMES_TEXT = sql.raw(
  `search_fold("inspections"."customer_name" || ' ' || "inspections"."installer_name")`,
);

/** Collapses runs of spaces, as people type postcodes and names with stray spaces. */
export function tidySearchText(text: string): string {
  return text.trim().replace(/\s+/g, ' ');
}

/** Folds any columns into one comparable text, for tables without a stored search column. */
export function foldedText(...columns: (AnyPgColumn | SQL)[]): SQL {
  const parts = columns.map((column) => sql`coalesce(${column}::text, '')`);
  return sql`search_fold(${sql.join(parts, sql` || ' ' || `)})`;
}

/** The folded target contains the text. */
export function recordContains(target: SQL, text: string): SQL {
  return sql`${target} like '%' || search_fold(${escapeLike(tidySearchText(text))}) || '%'`;
}

/** The folded target nearly contains the text (trigram word similarity). */
export function recordNearMiss(target: SQL, text: string): SQL {
  return sql`search_fold(${tidySearchText(text)}) <% ${target}`;
}

/**
 * True when the folded target contains the text, or (names from 4 characters)
 * the names nearly do; `names` is the target itself unless the record keeps its
 * names apart (INSPECTION_NAMES_TEXT).
 */
export function recordMatches(target: SQL, text: string, names: SQL = target): SQL {
  const contains = recordContains(target, text);
  if (!isFuzzy(tidySearchText(text))) return contains;
  return sql`(${contains} or ${recordNearMiss(names, text)})`;
}

/** Best first: a contained match, then the closest near miss. */
export function recordRank(target: SQL, text: string): SQL[] {
  const tidy = tidySearchText(text);
  return [
    sql`(${target} like '%' || search_fold(${escapeLike(tidy)}) || '%') desc`,
    sql`word_similarity(search_fold(${tidy}), ${target}) desc`,
  ];
}

/**
 * A list's search condition: nothing for blank text, else recordMatches over the
 * target (a stored search column, or foldedText(...) of the list's columns) and
 * its names.
 */
export function listSearch(text: string, target: SQL, names: SQL = target): SQL | undefined {
  return tidySearchText(text) === '' ? undefined : recordMatches(target, text, names);
}
