import { and, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { AuditFilters } from '@/shared/settings/audit-log';
import { auditLog } from '@/server/db/schema/index';

/** Midnight in London of an ISO day, as an instant (BST-aware: the UK day is what users pick). */
function londonDayStart(day: string): SQL {
  return sql`(${day}::date::timestamp at time zone 'Europe/London')`;
}

/** WHERE for the tenant's audit rows matching the filters (dates inclusive, UK days). */
export function auditWhere(tenantId: string, filters: AuditFilters): SQL | undefined {
  return and(
    eq(auditLog.tenantId, tenantId),
    filters.userId ? eq(auditLog.userId, filters.userId) : undefined,
    filters.action ? eq(auditLog.action, filters.action) : undefined,
    filters.resource ? eq(auditLog.resource, filters.resource) : undefined,
    filters.from ? gte(auditLog.timestamp, londonDayStart(filters.from)) : undefined,
    filters.to
      ? lt(auditLog.timestamp, sql`(${londonDayStart(filters.to)} + interval '1 day')`)
      : undefined,
  );
}
