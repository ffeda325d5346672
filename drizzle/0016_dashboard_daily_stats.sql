-- Keeps dashboard_daily_stats equal to the inspections it summarises (see
-- src/server/db/schema/dashboard.ts). Statement-level triggers with
-- transition tables: a bulk insert of 100,000 rows is one grouped upsert,
-- and an update that changes nothing the dashboard counts writes nothing.
CREATE TYPE dashboard_fact AS (
  tenant_id text, day date, status text, measure text, trigger text, area text,
  grading text, inspector text, installer text, response_days integer
);
--> statement-breakpoint
-- What the dashboard counts about one inspection. The raw (narrowed) queries
-- call this too, so both paths share one definition.
CREATE FUNCTION dashboard_fact_of(i inspections) RETURNS dashboard_fact LANGUAGE sql STABLE AS $$
  SELECT ROW(
    i.tenant_id,
    (i.created_at AT TIME ZONE 'Europe/London')::date,
    i.status,
    i.measure_code,
    i.trigger,
    coalesce(upper(substring(btrim(i.address_postcode) FROM '^[A-Za-z]{1,2}')), ''),
    coalesce(i.ewi_grading, ''),
    coalesce(i.inspector_user_id, 'name:' || nullif(btrim(i.inspector_name), ''), ''),
    coalesce(i.installer_id::text, 'name:' || nullif(btrim(i.installer_company), ''), ''),
    CASE WHEN i.status IN ('PASSED', 'FAILED')
      AND i.completed_date >= (i.created_at AT TIME ZONE 'Europe/London')::date
      THEN i.completed_date - (i.created_at AT TIME ZONE 'Europe/London')::date END
  )::dashboard_fact
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_stats_apply(added dashboard_fact[], removed dashboard_fact[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO dashboard_daily_stats AS s (tenant_id, dimension, day, key, inspections_count, open_count,
    passed_count, failed_count, cancelled_count, response_days_sum, response_count)
  SELECT * FROM (
    SELECT f.tenant_id, d.dimension, f.day, d.key,
      sum(f.sign)::int AS inspections_count,
      sum(CASE WHEN f.status IN ('PENDING', 'IN_PROGRESS', 'REQUIRES_FOLLOW_UP') THEN f.sign ELSE 0 END)::int AS open_count,
      sum(CASE WHEN f.status = 'PASSED' THEN f.sign ELSE 0 END)::int AS passed_count,
      sum(CASE WHEN f.status = 'FAILED' THEN f.sign ELSE 0 END)::int AS failed_count,
      sum(CASE WHEN f.status = 'CANCELLED' THEN f.sign ELSE 0 END)::int AS cancelled_count,
      sum(coalesce(f.response_days, 0) * f.sign)::bigint AS response_days_sum,
      sum(CASE WHEN f.response_days IS NOT NULL THEN f.sign ELSE 0 END)::int AS response_count
    FROM (
      SELECT a.*, 1 AS sign FROM unnest(added) a
      UNION ALL
      SELECT r.*, -1 AS sign FROM unnest(removed) r
    ) f
    CROSS JOIN LATERAL (VALUES ('all', ''), ('measure', f.measure), ('trigger', f.trigger),
      ('area', f.area), ('grading', f.grading), ('inspector', f.inspector),
      ('installer', f.installer)) AS d(dimension, key)
    GROUP BY 1, 2, 3, 4
  ) delta
  WHERE (inspections_count, open_count, passed_count, failed_count, cancelled_count, response_days_sum, response_count)
    <> (0, 0, 0, 0, 0, 0::bigint, 0)
  -- A fixed order keeps concurrent writers from deadlocking on the same rows.
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (tenant_id, dimension, day, key) DO UPDATE SET
    inspections_count = s.inspections_count + EXCLUDED.inspections_count,
    open_count = s.open_count + EXCLUDED.open_count,
    passed_count = s.passed_count + EXCLUDED.passed_count,
    failed_count = s.failed_count + EXCLUDED.failed_count,
    cancelled_count = s.cancelled_count + EXCLUDED.cancelled_count,
    response_days_sum = s.response_days_sum + EXCLUDED.response_days_sum,
    response_count = s.response_count + EXCLUDED.response_count
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_stats_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_stats_apply(ARRAY(SELECT dashboard_fact_of(n) FROM new_rows n), '{}');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_stats_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_stats_apply(
    ARRAY(SELECT dashboard_fact_of(n) FROM new_rows n),
    ARRAY(SELECT dashboard_fact_of(o) FROM old_rows o));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_stats_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_stats_apply('{}', ARRAY(SELECT dashboard_fact_of(o) FROM old_rows o));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_stats_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM dashboard_daily_stats;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER inspections_dashboard_stats_insert AFTER INSERT ON inspections
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_stats_after_insert();
--> statement-breakpoint
CREATE TRIGGER inspections_dashboard_stats_update AFTER UPDATE ON inspections
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_stats_after_update();
--> statement-breakpoint
CREATE TRIGGER inspections_dashboard_stats_delete AFTER DELETE ON inspections
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_stats_after_delete();
--> statement-breakpoint
CREATE TRIGGER inspections_dashboard_stats_truncate AFTER TRUNCATE ON inspections
FOR EACH STATEMENT EXECUTE FUNCTION dashboard_stats_after_truncate();
--> statement-breakpoint
-- Inspectors without inspections:view_all see the inspections carrying their
-- name; this lets the narrowed dashboard find them without a scan.
CREATE INDEX IF NOT EXISTS dashboard_inspections_inspector_name_idx
  ON inspections (tenant_id, lower(inspector_name));
--> statement-breakpoint
-- Backfill as one streaming aggregate (not through the array function) so a large table is never held in memory.
INSERT INTO dashboard_daily_stats (tenant_id, dimension, day, key, inspections_count, open_count,
  passed_count, failed_count, cancelled_count, response_days_sum, response_count)
SELECT (x.f).tenant_id, d.dimension, (x.f).day, d.key,
  count(*)::int,
  count(*) FILTER (WHERE (x.f).status IN ('PENDING', 'IN_PROGRESS', 'REQUIRES_FOLLOW_UP'))::int,
  count(*) FILTER (WHERE (x.f).status = 'PASSED')::int,
  count(*) FILTER (WHERE (x.f).status = 'FAILED')::int,
  count(*) FILTER (WHERE (x.f).status = 'CANCELLED')::int,
  coalesce(sum((x.f).response_days), 0)::bigint,
  count((x.f).response_days)::int
FROM (SELECT dashboard_fact_of(i) AS f FROM inspections i) x
CROSS JOIN LATERAL (VALUES ('all', ''), ('measure', (x.f).measure), ('trigger', (x.f).trigger),
  ('area', (x.f).area), ('grading', (x.f).grading), ('inspector', (x.f).inspector),
  ('installer', (x.f).installer)) AS d(dimension, key)
GROUP BY 1, 2, 3, 4;
