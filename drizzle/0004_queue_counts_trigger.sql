-- Keeps inspection_queue_counts equal to the number of open inspections per
-- (tenant, measure category, trigger). Open = PENDING, IN_PROGRESS, REQUIRES_FOLLOW_UP.
CREATE OR REPLACE FUNCTION inspection_queue_count_apply(p_tenant text, p_measure text, p_trigger text, p_delta integer)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO inspection_queue_counts (tenant_id, measure_type, trigger, open_count)
  VALUES (p_tenant, p_measure, p_trigger, p_delta)
  ON CONFLICT (tenant_id, measure_type, trigger)
  DO UPDATE SET open_count = inspection_queue_counts.open_count + EXCLUDED.open_count;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION inspection_queue_count_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.status IN ('PENDING', 'IN_PROGRESS', 'REQUIRES_FOLLOW_UP') THEN
    PERFORM inspection_queue_count_apply(OLD.tenant_id, OLD.measure_type, OLD.trigger, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.status IN ('PENDING', 'IN_PROGRESS', 'REQUIRES_FOLLOW_UP') THEN
    PERFORM inspection_queue_count_apply(NEW.tenant_id, NEW.measure_type, NEW.trigger, 1);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER inspections_queue_count
AFTER INSERT OR DELETE OR UPDATE OF status, tenant_id, measure_type, trigger ON inspections
FOR EACH ROW EXECUTE FUNCTION inspection_queue_count_trigger();
--> statement-breakpoint
INSERT INTO inspection_queue_counts (tenant_id, measure_type, trigger, open_count)
SELECT tenant_id, measure_type, trigger, count(*)::int FROM inspections
WHERE status IN ('PENDING', 'IN_PROGRESS', 'REQUIRES_FOLLOW_UP')
GROUP BY tenant_id, measure_type, trigger
ON CONFLICT (tenant_id, measure_type, trigger) DO UPDATE SET open_count = EXCLUDED.open_count;
