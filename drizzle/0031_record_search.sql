-- Record search (issue 15, docs/search.md). Written by hand: Drizzle does not
-- model functions or expression columns, so search_text is not in the schema
-- (it never appears in select()); queries name it through src/server/features/search/fold.ts.
-- pg_trgm gives typo-tolerant matching and index support for '%term%';
-- unaccent lets 'Zoe' find 'Zoë'. Both are trusted extensions on PostgreSQL 13+.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could change); pinning the dictionary
-- makes this wrapper safe to declare IMMUTABLE, which generated columns and indexes need.
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
-- Postcodes appear twice, with and without spaces, so 'ls14ab' finds 'LS1 4AB'.
ALTER TABLE "inspections" ADD COLUMN "search_text" text GENERATED ALWAYS AS (
  search_fold(
    "reference" || ' ' || "policy_id" || ' ' || "customer_name" || ' ' || "property_address" || ' '
    || "address_postcode" || ' ' || replace("address_postcode", ' ', '') || ' ' || "installer_name"
  )
) STORED;--> statement-breakpoint
CREATE INDEX "inspections_search_trgm_idx" ON "inspections" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "installers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (
  search_fold(
    "name" || ' ' || coalesce("qmp_cert_number", '') || ' ' || coalesce("company_number", '') || ' '
    || coalesce("email", '')
  )
) STORED;--> statement-breakpoint
CREATE INDEX "installers_search_trgm_idx" ON "installers" USING gin ("search_text" gin_trgm_ops);
