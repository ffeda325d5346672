-- The open-inspection counters (0004) were kept by a row-level trigger: an import
-- of 1,000 rows updated the same counter row 1,000 times in one transaction.
-- Statement-level triggers with transition tables (as the dashboard's, 0016) add
-- one delta per (tenant, measure category, trigger) per statement instead.
DROP TRIGGER IF EXISTS inspections_queue_count ON inspections;--> statement-breakpoint
DROP FUNCTION IF EXISTS inspection_queue_count_trigger();--> statement-breakpoint
DROP FUNCTION IF EXISTS inspection_queue_count_apply(text, text, text, integer);--> statement-breakpoint
CREATE OR REPLACE FUNCTION inspection_queue_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO inspection_queue_counts (tenant_id, measure_type, trigger, open_count)
  SELECT tenant_id, measure_type, trigger, count(*)::int FROM new_rows
  WHERE status IN ('PENDING', 'IN_PROGRESS', 'REQUIRES_FOLLOW_UP')
  GROUP BY tenant_id, measure_type, trigger
  ON CONFLICT (tenant_id, measure_type, trigger)
  DO UPDATE SET open_count = inspection_queue_counts.open_count + EXCLUDED.open_count;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION inspection_queue_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO inspection_queue_counts (tenant_id, measure_type, trigger, open_count)
  SELECT tenant_id, measure_type, trigger, sum(delta)::int FROM (
    SELECT tenant_id, measure_type, trigger, 1 AS delta FROM new_rows
    WHERE status IN ('PENDING', 'IN_PROGRESS', 'REQUIRES_FOLLOW_UP')
    UNION ALL
    SELECT tenant_id, measure_type, trigger, -1 FROM old_rows
    WHERE status IN ('PENDING', 'IN_PROGRESS', 'REQUIRES_FOLLOW_UP')
  ) changes
  GROUP BY tenant_id, measure_type, trigger
  HAVING sum(delta) <> 0
  ON CONFLICT (tenant_id, measure_type, trigger)
  DO UPDATE SET open_count = inspection_queue_counts.open_count + EXCLUDED.open_count;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION inspection_queue_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO inspection_queue_counts (tenant_id, measure_type, trigger, open_count)
  SELECT tenant_id, measure_type, trigger, -count(*)::int FROM old_rows
  WHERE status IN ('PENDING', 'IN_PROGRESS', 'REQUIRES_FOLLOW_UP')
  GROUP BY tenant_id, measure_type, trigger
  ON CONFLICT (tenant_id, measure_type, trigger)
  DO UPDATE SET open_count = inspection_queue_counts.open_count + EXCLUDED.open_count;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER inspections_queue_counts_insert AFTER INSERT ON inspections
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inspection_queue_counts_after_insert();--> statement-breakpoint
CREATE TRIGGER inspections_queue_counts_update AFTER UPDATE ON inspections
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION inspection_queue_counts_after_update();--> statement-breakpoint
CREATE TRIGGER inspections_queue_counts_delete AFTER DELETE ON inspections
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION inspection_queue_counts_after_delete();
