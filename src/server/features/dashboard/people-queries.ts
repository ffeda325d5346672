import { sql, type SQL } from 'drizzle-orm';
import type { DateRange } from '@/shared/dashboard/periods';
import { londonMidnight, type StatsSource } from './stats-queries';

type Ranges = { current: DateRange; previous: DateRange };

function within(column: SQL, range: DateRange): SQL {
  return sql`${column} >= ${londonMidnight(range.start)} and ${column} < ${londonMidnight(range.end)}`;
}

/**
 * Defects raised in each period and how many of those are resolved now: from
 * dashboard_daily_defects for the whole tenant; a narrowed user counts the
 * defects of the inspections they may see.
 */
export function defectCountsQuery(source: StatsSource, ranges: Ranges): SQL {
  if (!source.scope) {
    const at = (range: DateRange) => sql`day >= ${range.start}::date and day < ${range.end}::date`;
    return sql`select
        coalesce(sum(raised_count) filter (where ${at(ranges.current)}), 0)::int as "raised",
        coalesce(sum(resolved_count) filter (where ${at(ranges.current)}), 0)::int as "resolved",
        coalesce(sum(raised_count) filter (where ${at(ranges.previous)}), 0)::int as "previousRaised",
        coalesce(sum(resolved_count) filter (where ${at(ranges.previous)}), 0)::int as "previousResolved"
      from dashboard_daily_defects
      where tenant_id = ${source.tenantId}
        and day >= ${ranges.previous.start}::date and day < ${ranges.current.end}::date`;
  }
  const visible = sql`and d.inspection_id in (select inspections.id from inspections where ${source.scope})`;
  const current = within(sql`d.created_at`, ranges.current);
  const previous = within(sql`d.created_at`, ranges.previous);
  return sql`select
      count(*) filter (where ${current})::int as "raised",
      count(*) filter (where ${current} and d.status = 'resolved')::int as "resolved",
      count(*) filter (where ${previous})::int as "previousRaised",
      count(*) filter (where ${previous} and d.status = 'resolved')::int as "previousResolved"
    from defects d
    where d.tenant_id = ${source.tenantId}
      and d.created_at >= ${londonMidnight(ranges.previous.start)}
      and d.created_at < ${londonMidnight(ranges.current.end)} ${visible}`;
}

/**
 * Users of the tenant who signed in during each period: a session created
 * then (not an impersonation) or their last sign-in then. Sessions are
 * deleted at sign-out and expiry and last_login_at keeps only the latest
 * sign-in, so older periods can be undercounted (docs/dashboard.md).
 */
export function activeUsersQuery(tenantId: string, ranges: Ranges): SQL {
  const from = londonMidnight(ranges.previous.start);
  const to = londonMidnight(ranges.current.end);
  return sql`select
      count(distinct user_id) filter (where ${within(sql`at`, ranges.current)})::int as "current",
      count(distinct user_id) filter (where ${within(sql`at`, ranges.previous)})::int as "previous"
    from (
      select s.user_id, s.created_at as at from sessions s join users u on u.id = s.user_id
      where u.tenant_id = ${tenantId} and s.impersonated_by is null
        and s.created_at >= ${from} and s.created_at < ${to}
      union all
      select u.id, u.last_login_at from users u
      where u.tenant_id = ${tenantId} and u.last_login_at >= ${from} and u.last_login_at < ${to}
    ) signins`;
}
