-- The statistics triggers fan each fact out to 13 dimension rows. Identical facts (same tenant,
-- day, status, measure, trigger, area, grading, inspector, installer and response days) are now
-- collapsed to one row with a count first: a batch of 1,000 imported rows is a few hundred facts
-- or fewer, and an update that moves no counted field cancels out (+1 and -1) before the fan-out.
-- Same results as 0018's definition (summary.test.ts compares with a recount).
CREATE OR REPLACE FUNCTION dashboard_stats_apply(added dashboard_fact[], removed dashboard_fact[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO dashboard_daily_stats AS s (tenant_id, dimension, day, key, inspections_count, open_count,
    passed_count, failed_count, cancelled_count, response_days_sum, response_count)
  SELECT * FROM (
    SELECT f.tenant_id, d.dimension, d.day, d.key,
      sum(f.n)::int AS inspections_count,
      sum(CASE WHEN f.status IN ('PENDING', 'IN_PROGRESS', 'REQUIRES_FOLLOW_UP') THEN f.n ELSE 0 END)::int AS open_count,
      sum(CASE WHEN f.status = 'PASSED' THEN f.n ELSE 0 END)::int AS passed_count,
      sum(CASE WHEN f.status = 'FAILED' THEN f.n ELSE 0 END)::int AS failed_count,
      sum(CASE WHEN f.status = 'CANCELLED' THEN f.n ELSE 0 END)::int AS cancelled_count,
      sum(coalesce(f.response_days, 0) * f.n)::bigint AS response_days_sum,
      sum(CASE WHEN f.response_days IS NOT NULL THEN f.n ELSE 0 END)::int AS response_count
    FROM (
      SELECT c.*, date_trunc('month', c.day)::date AS month FROM (
        SELECT u.tenant_id, u.day, u.status, u.measure, u.trigger, u.area, u.grading, u.inspector,
          u.installer, u.response_days, sum(u.sign)::int AS n
        FROM (
          SELECT a.*, 1 AS sign FROM unnest(added) a
          UNION ALL
          SELECT r.*, -1 AS sign FROM unnest(removed) r
        ) u
        GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10
      ) c
      WHERE c.n <> 0
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
