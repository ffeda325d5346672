-- Record search (issue 15 point 2, docs/search.md): near misses (typos in names) are
-- looked for in the customer and installer names only, through this trigram index on
-- the same expression as INSPECTION_NAMES_TEXT in src/server/lib/record-match.ts.
-- Its posting lists hold names, not every street, town and reference, so a typo in a
-- common name reads a fraction of what inspections_search_trgm_idx would.
-- Hand-written: search_fold() (drizzle/0031_record_search.sql) is not in the Drizzle schema.
CREATE INDEX "inspections_search_names_trgm_idx" ON "inspections"
  USING gin (search_fold("customer_name" || ' ' || "installer_name") gin_trgm_ops);
