-- Whole-month rows ('<dimension>@month', day = first of the month) beside the daily ones, so a
-- quarter or a year of a dimension reads 3 or 12 rows per key; and defect counts per day
-- (dashboard_daily_defects) so the Resolution Rate never scans the defects table.
CREATE OR REPLACE FUNCTION dashboard_stats_apply(added dashboard_fact[], removed dashboard_fact[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO dashboard_daily_stats AS s (tenant_id, dimension, day, key, inspections_count, open_count,
    passed_count, failed_count, cancelled_count, response_days_sum, response_count)
  SELECT * FROM (
    SELECT f.tenant_id, d.dimension, d.day, d.key,
      sum(f.sign)::int AS inspections_count,
      sum(CASE WHEN f.status IN ('PENDING', 'IN_PROGRESS', 'REQUIRES_FOLLOW_UP') THEN f.sign ELSE 0 END)::int AS open_count,
      sum(CASE WHEN f.status = 'PASSED' THEN f.sign ELSE 0 END)::int AS passed_count,
      sum(CASE WHEN f.status = 'FAILED' THEN f.sign ELSE 0 END)::int AS failed_count,
      sum(CASE WHEN f.status = 'CANCELLED' THEN f.sign ELSE 0 END)::int AS cancelled_count,
      sum(coalesce(f.response_days, 0) * f.sign)::bigint AS response_days_sum,
      sum(CASE WHEN f.response_days IS NOT NULL THEN f.sign ELSE 0 END)::int AS response_count
    FROM (
      SELECT a.*, 1 AS sign, date_trunc('month', a.day)::date AS month FROM unnest(added) a
      UNION ALL
      SELECT r.*, -1 AS sign, date_trunc('month', r.day)::date AS month FROM unnest(removed) r
    ) f
    CROSS JOIN LATERAL (VALUES ('all', '', f.day),
      ('measure', f.measure, f.day), ('trigger', f.trigger, f.day), ('area', f.area, f.day),
      ('grading', f.grading, f.day), ('inspector', f.inspector, f.day), ('installer', f.installer, f.day),
      ('measure@month', f.measure, f.month), ('trigger@month', f.trigger, f.month),
      ('area@month', f.area, f.month), ('grading@month', f.grading, f.month),
      ('inspector@month', f.inspector, f.month), ('installer@month', f.installer, f.month)
    ) AS d(dimension, key, day)
    GROUP BY 1, 2, 3, 4
  ) delta
  WHERE (inspections_count, open_count, passed_count, failed_count, cancelled_count, response_days_sum, response_count)
    <> (0, 0, 0, 0, 0, 0::bigint, 0)
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
INSERT INTO dashboard_daily_stats (tenant_id, dimension, day, key, inspections_count, open_count,
  passed_count, failed_count, cancelled_count, response_days_sum, response_count)
SELECT tenant_id, dimension || '@month', date_trunc('month', day)::date, key,
  sum(inspections_count)::int, sum(open_count)::int, sum(passed_count)::int, sum(failed_count)::int,
  sum(cancelled_count)::int, sum(response_days_sum)::bigint, sum(response_count)::int
FROM dashboard_daily_stats
WHERE dimension IN ('measure', 'trigger', 'area', 'grading', 'inspector', 'installer')
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
CREATE TYPE dashboard_defect_fact AS (tenant_id text, day date, is_resolved boolean);
--> statement-breakpoint
CREATE FUNCTION dashboard_defect_fact_of(d defects) RETURNS dashboard_defect_fact LANGUAGE sql STABLE AS $$
  SELECT ROW(d.tenant_id, (d.created_at AT TIME ZONE 'Europe/London')::date, d.status = 'resolved')::dashboard_defect_fact
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_defects_apply(added dashboard_defect_fact[], removed dashboard_defect_fact[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO dashboard_daily_defects AS s (tenant_id, day, raised_count, resolved_count)
  SELECT * FROM (
    SELECT f.tenant_id, f.day, sum(f.sign)::int AS raised_count,
      sum(CASE WHEN f.is_resolved THEN f.sign ELSE 0 END)::int AS resolved_count
    FROM (
      SELECT a.*, 1 AS sign FROM unnest(added) a
      UNION ALL
      SELECT r.*, -1 AS sign FROM unnest(removed) r
    ) f
    GROUP BY 1, 2
  ) delta
  WHERE (raised_count, resolved_count) <> (0, 0)
  ORDER BY 1, 2
  ON CONFLICT (tenant_id, day) DO UPDATE SET
    raised_count = s.raised_count + EXCLUDED.raised_count,
    resolved_count = s.resolved_count + EXCLUDED.resolved_count
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_defects_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_defects_apply(ARRAY(SELECT dashboard_defect_fact_of(n) FROM new_rows n), '{}');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_defects_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_defects_apply(
    ARRAY(SELECT dashboard_defect_fact_of(n) FROM new_rows n),
    ARRAY(SELECT dashboard_defect_fact_of(o) FROM old_rows o));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_defects_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_defects_apply('{}', ARRAY(SELECT dashboard_defect_fact_of(o) FROM old_rows o));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION dashboard_defects_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM dashboard_daily_defects;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER defects_dashboard_insert AFTER INSERT ON defects
REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_defects_after_insert();
--> statement-breakpoint
CREATE TRIGGER defects_dashboard_update AFTER UPDATE ON defects
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_defects_after_update();
--> statement-breakpoint
CREATE TRIGGER defects_dashboard_delete AFTER DELETE ON defects
REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_defects_after_delete();
--> statement-breakpoint
CREATE TRIGGER defects_dashboard_truncate AFTER TRUNCATE ON defects
FOR EACH STATEMENT EXECUTE FUNCTION dashboard_defects_after_truncate();
--> statement-breakpoint
INSERT INTO dashboard_daily_defects (tenant_id, day, raised_count, resolved_count)
SELECT tenant_id, (created_at AT TIME ZONE 'Europe/London')::date, count(*)::int,
  count(*) FILTER (WHERE status = 'resolved')::int
FROM defects GROUP BY 1, 2;
