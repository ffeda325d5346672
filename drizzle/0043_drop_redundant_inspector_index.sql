-- Every (tenant_id, inspector_user_id) lookup is served by dashboard_inspections_inspector_user_idx
-- (tenant_id, inspector_user_id, created_at; migration 0019): this index was its prefix, kept up
-- on every write for nothing (issue 14: a 100,000-row import maintains each index per row).
DROP INDEX "inspections_inspector_idx";