-- A narrowed dashboard (an inspector without inspections:view_all) reads its own inspections of
-- the period: with created_at in the index only the period's rows are fetched.
DROP INDEX IF EXISTS dashboard_inspections_inspector_name_idx;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS dashboard_inspections_inspector_name_idx
  ON inspections (tenant_id, lower(inspector_name), created_at);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS dashboard_inspections_inspector_user_idx
  ON inspections (tenant_id, inspector_user_id, created_at);
