-- One number per question (issue 28 point 4, docs/figures.md): an inspection belongs to the
-- period of its outcome day: the completion date once it is Passed or Failed, else the UK day it
-- was registered. Reports dated outcomes by completion and the dashboard by registration, so
-- "failed this month" differed between them. The expression below is written the same way in
-- src/server/figures/inspection-figures.ts (outcomeDaySql), so the narrowed dashboard's and the
-- reports' queries can use the indexes at the end.
CREATE OR REPLACE FUNCTION dashboard_fact_of(i inspections) RETURNS dashboard_fact LANGUAGE sql STABLE AS $$
  SELECT ROW(
    i.tenant_id,
    coalesce(CASE WHEN i.status IN ('PASSED', 'FAILED') THEN i.completed_date END, (i.created_at AT TIME ZONE 'Europe/London')::date),
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
-- Rebuild the summary on the new day, as the 0016 and 0018 backfills did (one streaming aggregate).
DELETE FROM dashboard_daily_stats;
--> statement-breakpoint
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
-- A narrowed dashboard finds its own inspections of the period by outcome day (was created_at,
-- 0019); the (tenant_id, inspector) prefix still serves every other lookup of those indexes.
DROP INDEX IF EXISTS dashboard_inspections_inspector_name_idx;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS dashboard_inspections_inspector_name_idx
  ON inspections (tenant_id, lower(inspector_name), (coalesce(CASE WHEN status IN ('PASSED', 'FAILED') THEN completed_date END, (created_at AT TIME ZONE 'Europe/London')::date)));
--> statement-breakpoint
DROP INDEX IF EXISTS dashboard_inspections_inspector_user_idx;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS dashboard_inspections_inspector_user_idx
  ON inspections (tenant_id, inspector_user_id, (coalesce(CASE WHEN status IN ('PASSED', 'FAILED') THEN completed_date END, (created_at AT TIME ZONE 'Europe/London')::date)));
