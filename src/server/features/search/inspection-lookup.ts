import { and, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import { RECORD_SEARCH_PER_KIND } from '@/shared/search/records';
import { inspections } from '@/server/db/schema/index';
import {
  INSPECTION_NAMES_TEXT,
  INSPECTION_SEARCH_TEXT,
  isFuzzy,
  recordContains,
  recordNearMiss,
  recordRank,
  tidySearchText,
} from '@/server/lib/record-match';
import type { Db, Tx } from '@/server/db/client';
import type { Actor } from '@/server/trpc/actor';

// The inspections lookup on its own: the biggest table needs index-shaped queries
// (reference ranges, capped candidates, near misses first) that the other kinds do not.

const LIMIT = RECORD_SEARCH_PER_KIND;

/**
 * Ranking reads every match, so a common word ('Harrogate' in 1 of 8 addresses)
 * would rank 125,000 rows at a million inspections. The big tables rank only
 * the first CANDIDATES matches the index gives, which bounds the cost; exact
 * references and postcodes have a handful of matches anyway.
 */
export const CANDIDATES = 200;

/** INS-2026-001820 typed whole (any case). */
const WHOLE_REFERENCE = /^ins-\d{4}-\d{6}$/i;

/**
 * The start of a reference, with a digit in it: 'INS-2026-00', 'ins-bs-0512'.
 * ('INS-' alone finds every row anyway; 'Ins-Tech' may be a name.)
 */
const REFERENCE_START = /^ins-[a-z0-9-]*\d[a-z0-9-]*$/i;

const inspectionHitColumns = {
  id: inspections.id,
  reference: inspections.reference,
  address: inspections.propertyAddress,
  postcode: inspections.addressPostcode,
  customer: inspections.customerName,
  status: inspections.status,
};

/** The reference in byte order, as inspections_reference_prefix_idx holds it. */
const referenceInByteOrder = sql`${inspections.reference} collate "C"`;

/**
 * References starting with the prefix: in byte order they lie from the prefix up to
 * the prefix with its last character bumped ('INS-BS-051234' to 'INS-BS-051235'),
 * a range the btree reads directly. The prefix is ASCII letters, digits and hyphens,
 * so the bump stays in ASCII.
 */
function referenceStartsWith(prefix: string): SQL {
  const after = prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
  return sql`(${referenceInByteOrder} >= ${prefix} and ${referenceInByteOrder} < ${after})`;
}

/**
 * Near misses of the names, read before the scope is applied: `offset 0` keeps the
 * planner from ANDing the names' trigram index with a btree over the whole tenant
 * (a million entries, which costs more than the near misses themselves). The
 * subquery takes the table's name, so the scope's "inspections"."tenant_id" applies
 * to it. Only for a scope that is the whole tenant: a narrower one (an INSPECTOR's
 * assigned inspections) is better ANDed first.
 */
/** `offset 0` as SQL: drizzle leaves out a numeric offset of 0, and with it the fence. */
const NO_ROWS_SKIPPED = sql`0` as unknown as number;

function nameNearMissesFirst(db: Db | Tx, text: string) {
  return db
    .select({
      ...getTableColumns(inspections),
      searchText: sql<string>`${INSPECTION_SEARCH_TEXT}`.as('search_text'),
    })
    .from(inspections)
    .where(recordNearMiss(INSPECTION_NAMES_TEXT, text))
    .offset(NO_ROWS_SKIPPED)
    .as('inspections');
}

type Source = typeof inspections | ReturnType<typeof nameNearMissesFirst>;

type Candidates = {
  /** Where the candidates come from: the table, or nameNearMissesFirst(...). */
  from?: Source;
  /** Which matches are the first `cap` (default: the order the index gives). */
  order?: SQL;
};

/** The matches best first, ranking only the first `cap` matches the index gives. */
function rankedInspections(
  db: Db | Tx,
  where: SQL,
  text: string,
  cap: number,
  { from = inspections, order }: Candidates = {},
) {
  const matches = db
    .select({
      id: from.id,
      reference: from.reference,
      address: from.propertyAddress,
      postcode: from.addressPostcode,
      customer: from.customerName,
      status: from.status,
      createdAt: from.createdAt,
      // "inspections"."search_text", of the table or of the subquery named after it.
      searchText: sql<string>`${INSPECTION_SEARCH_TEXT}`.as('search_text'),
    })
    .from(from)
    .where(where);
  const candidates = (order ? matches.orderBy(order) : matches).limit(cap).as('candidates');
  return db
    .select({
      id: candidates.id,
      reference: candidates.reference,
      address: candidates.address,
      postcode: candidates.postcode,
      customer: candidates.customer,
      status: candidates.status,
    })
    .from(candidates)
    .orderBy(...recordRank(sql`${candidates.searchText}`, text), desc(candidates.createdAt))
    .limit(LIMIT);
}

/**
 * The inspections lookup (the benchmark calls it directly beside the HTTP call).
 * A whole reference is unique: its btree index answers at once, where the
 * trigram index would read the long posting lists of 'ins', 'ns-' and '202'
 * shared by every row; the start of a reference is a range of the same kind
 * (newest first). Otherwise rows containing the text come first (the first
 * CANDIDATES of them ranked); near misses of the names (typos) are looked for
 * only when those are too few. `wholeTenant`: the scope is the whole tenant
 * (inspections:view_all), so near misses are read before it is applied.
 */
export async function inspectionLookup(
  db: Actor['db'],
  scope: SQL,
  text: string,
  { wholeTenant = false }: { wholeTenant?: boolean } = {},
) {
  const tidy = tidySearchText(text);
  if (WHOLE_REFERENCE.test(tidy)) {
    return db
      .select(inspectionHitColumns)
      .from(inspections)
      .where(and(scope, eq(inspections.reference, tidy.toUpperCase())))
      .limit(LIMIT);
  }
  if (REFERENCE_START.test(tidy)) {
    return rankedInspections(
      db,
      and(scope, referenceStartsWith(tidy.toUpperCase()))!,
      tidy,
      CANDIDATES,
      {
        order: sql`${referenceInByteOrder} desc`,
      },
    );
  }
  // With the cap the planner expects matches everywhere and reads the whole table for
  // text that is nowhere; the trigram index is always the better road here.
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const contained = await rankedInspections(
      tx,
      and(scope, recordContains(INSPECTION_SEARCH_TEXT, tidy))!,
      tidy,
      CANDIDATES,
    );
    if (contained.length >= LIMIT || !isFuzzy(tidy)) return contained;
    const near = wholeTenant
      ? await rankedInspections(tx, scope, tidy, CANDIDATES, {
          from: nameNearMissesFirst(tx, tidy),
        })
      : await rankedInspections(
          tx,
          and(scope, recordNearMiss(INSPECTION_NAMES_TEXT, tidy))!,
          tidy,
          CANDIDATES,
        );
    const seen = new Set(contained.map((row) => row.id));
    return [...contained, ...near.filter((row) => !seen.has(row.id))].slice(0, LIMIT);
  });
}

/**
 * Fewer characters than a trigram give pg_trgm nothing to look up: '%ab%' over a million
 * inspections reads every row, the costliest search there is, at the shortest input the box
 * sends. Inspections are looked up from three characters; the smaller kinds from two.
 */
export const INSPECTION_SEARCH_MIN_LENGTH = 3;
