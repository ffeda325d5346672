import { and, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import { formatDate, formatDateTime } from '@/shared/format';
import { MEASURE_CATEGORY_LABELS } from '@/shared/inspections/measures';
import { STATUS_LABELS } from '@/shared/inspections/statuses';
import {
  REPORT_PRESET_LABELS,
  REPORT_STATUS_LABELS,
  REPORT_TYPE_LABELS,
} from '@/shared/reports/catalogue';
import { addDays } from '@/shared/reports/london-time';
import type { ReportPreset } from '@/shared/reports/schemas';
import type { ReportCell, ReportSource } from './report-source';

import { quarterOf } from '@/shared/sampling/sampling';
import { auditLog, inspections } from '@/server/db/schema/index';
import type { ReportFilters } from '@/server/db/schema/reports';
import type { Actor } from '@/server/trpc/actor';
import { hasPermission } from '../permissions/service';
import { ratingSql } from '../inspections/present';
import { visibleInspections } from '../inspections/scope';
import { inspectionFilterCondition, reportDateSql } from './report-filters';
import { passRateRows } from './pass-rates';
import { quarterlySchemeSource } from './quarterly-scheme-source';

/** What every format writer reads: a header and the rows, one page at a time. */

export const PAGE_SIZE = 500;

/** Dates a preset covers: weekly summary is always the last 7 UK days, user activity defaults to 30. */
export function resolvePresetFilters(
  preset: ReportPreset,
  filters: ReportFilters,
  today: string,
): ReportFilters {
  if (preset === 'weekly-summary')
    return { ...filters, dateFrom: addDays(today, -6), dateTo: today };
  // A scheduled quarterly report covers the quarter of the day before its run: on the 1st of
  // April the whole of Q1, later in April Q2 so far.
  if (preset === 'quarterly-scheme' && !filters.quarter)
    return { ...filters, quarter: quarterOf(addDays(today, -1)) };
  if (preset === 'user-activity' && !filters.dateFrom && !filters.dateTo) {
    return { ...filters, dateFrom: addDays(today, -29), dateTo: today };
  }
  return filters;
}

export function describeFilters(preset: ReportPreset, filters: ReportFilters): string {
  const dates = `${filters.dateFrom ? formatDate(filters.dateFrom) : 'any date'} to ${
    filters.dateTo ? formatDate(filters.dateTo) : 'any date'
  }`;
  if (preset === 'user-activity') return `Audit log ${dates}`;
  if (preset === 'quarterly-scheme') return `Quarter ${filters.quarter ?? 'N/A'}`;
  return `${REPORT_TYPE_LABELS[filters.type]}, ${REPORT_STATUS_LABELS[filters.status]}, ${dates}`;
}

/** The rows a report holds, read in pages so memory stays flat for any size. */
export async function buildReportSource(
  actor: Actor,
  preset: ReportPreset,
  filters: ReportFilters,
): Promise<ReportSource> {
  const title = REPORT_PRESET_LABELS[preset];
  const subtitle = describeFilters(preset, filters);
  if (preset === 'performance') return performanceSource(actor, filters, title, subtitle);
  if (preset === 'quarterly-scheme') return quarterlySchemeSource(actor, filters, title, subtitle);
  if (preset === 'user-activity') return userActivitySource(actor, filters, title, subtitle);
  return inspectionSource(actor, filters, title, subtitle);
}

const INSPECTION_COLUMNS = [
  'Reference',
  'Date',
  'Property Address',
  'Postcode',
  'Measure',
  'Category',
  'Status',
  'Inspector',
  'Installer',
  'Rating',
];

async function inspectionSource(
  actor: Actor,
  filters: ReportFilters,
  title: string,
  subtitle: string,
): Promise<ReportSource> {
  const where = and(await visibleInspections(actor), inspectionFilterCondition(filters));
  const [totalRow] = await actor.db.select({ n: count() }).from(inspections).where(where);
  return {
    title,
    subtitle,
    columns: INSPECTION_COLUMNS,
    total: totalRow?.n ?? 0,
    async *pages() {
      let after: { createdAt: Date; id: string } | null = null;
      for (;;) {
        const keyset: SQL | undefined = after
          ? sql`(${inspections.createdAt}, ${inspections.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
          : undefined;
        const rows: Awaited<ReturnType<typeof readInspectionPage>> = await readInspectionPage(
          actor,
          and(where, keyset),
        );
        if (rows.length === 0) return;
        yield rows.map((r) => [
          r.reference,
          formatDate(r.date),
          r.address,
          r.postcode,
          r.measure,
          MEASURE_CATEGORY_LABELS[r.category],
          STATUS_LABELS[r.status],
          r.inspector ?? 'N/A',
          r.installer,
          r.rating,
        ]);
        const last = rows[rows.length - 1]!;
        after = { createdAt: last.createdAt, id: last.id };
        if (rows.length < PAGE_SIZE) return;
      }
    },
  };
}

function readInspectionPage(actor: Actor, where: SQL | undefined) {
  return actor.db
    .select({
      id: inspections.id,
      createdAt: inspections.createdAt,
      reference: inspections.reference,
      date: reportDateSql,
      address: inspections.propertyAddress,
      postcode: inspections.addressPostcode,
      measure: inspections.measureLabel,
      category: inspections.measureType,
      status: inspections.status,
      inspector: inspections.inspectorName,
      installer: inspections.installerName,
      rating: ratingSql,
    })
    .from(inspections)
    .where(where)
    .orderBy(desc(inspections.createdAt), desc(inspections.id))
    .limit(PAGE_SIZE);
}

const PASS_RATE_COLUMNS = ['Inspections', 'Passed', 'Failed', 'Open', 'Pass rate'];

async function performanceSource(
  actor: Actor,
  filters: ReportFilters,
  title: string,
  subtitle: string,
): Promise<ReportSource> {
  // One row per inspector and per installer: a few hundred at most, so read at once.
  const byInspector = await passRateRows(actor, filters, 'inspector');
  const byInstaller = await passRateRows(actor, filters, 'installer');
  const rows: ReportCell[][] = [
    ...byInspector.map((r) => ['Inspector', r.label, ...passRateCells(r)]),
    ...byInstaller.map((r) => ['Installer', r.label, ...passRateCells(r)]),
  ];
  return {
    title,
    subtitle,
    columns: ['Group', 'Name', ...PASS_RATE_COLUMNS],
    total: rows.length,
    *pages() {
      for (let i = 0; i < rows.length; i += PAGE_SIZE) yield rows.slice(i, i + PAGE_SIZE);
    },
  };
}

function passRateCells(r: {
  total: number;
  passed: number;
  failed: number;
  open: number;
  passRate: number | null;
}): ReportCell[] {
  return [
    r.total,
    r.passed,
    r.failed,
    r.open,
    r.passRate === null ? 'N/A' : `${r.passRate.toFixed(1)}%`,
  ];
}

async function userActivitySource(
  actor: Actor,
  filters: ReportFilters,
  title: string,
  subtitle: string,
): Promise<ReportSource> {
  // The whole tenant's log needs audit:view; anyone else gets their own activity only.
  const canSeeAll = await hasPermission(actor.db, actor.tenantId, actor.user.role, 'audit:view');
  const userExpr = auditUserSql;
  const where = and(
    eq(auditLog.tenantId, actor.tenantId),
    canSeeAll ? undefined : eq(auditLog.userId, actor.user.id),
    filters.dateFrom
      ? gte(
          auditLog.timestamp,
          sql`(${filters.dateFrom}::date)::timestamp at time zone 'Europe/London'`,
        )
      : undefined,
    filters.dateTo
      ? lt(
          auditLog.timestamp,
          sql`(${addDays(filters.dateTo, 1)}::date)::timestamp at time zone 'Europe/London'`,
        )
      : undefined,
  );
  const [totalRow] = await actor.db.select({ n: count() }).from(auditLog).where(where);
  return {
    title,
    subtitle: canSeeAll ? subtitle : `${subtitle} (your own activity)`,
    columns: ['User', 'Time', 'Action', 'Resource', 'Resource ID', 'IP address'],
    total: totalRow?.n ?? 0,
    async *pages() {
      let after: { user: string; at: string; id: string } | null = null;
      for (;;) {
        const keyset: SQL | undefined = after
          ? sql`(${userExpr}, ${auditLog.timestamp}, ${auditLog.id}) > (${after.user}, ${after.at}::timestamptz, ${after.id}::uuid)`
          : undefined;
        const rows: Awaited<ReturnType<typeof readAuditPage>> = await readAuditPage(
          actor,
          and(where, keyset),
        );
        if (rows.length === 0) return;
        yield rows.map((r) => [
          r.user,
          formatDateTime(r.timestamp),
          r.action,
          r.resource,
          r.resourceId ?? 'N/A',
          r.ip ?? 'N/A',
        ]);
        const last = rows[rows.length - 1]!;
        after = { user: last.user, at: last.at, id: last.id };
        if (rows.length < PAGE_SIZE) return;
      }
    },
  };
}

const auditUserSql = sql<string>`coalesce(${auditLog.userEmail}, 'System')`;

function readAuditPage(actor: Actor, where: SQL | undefined) {
  const userExpr = auditUserSql;
  return actor.db
    .select({
      id: auditLog.id,
      user: userExpr,
      at: sql<string>`${auditLog.timestamp}::text`,
      timestamp: auditLog.timestamp,
      action: auditLog.action,
      resource: auditLog.resource,
      resourceId: auditLog.resourceId,
      ip: auditLog.ipAddress,
    })
    .from(auditLog)
    .where(where)
    .orderBy(userExpr, auditLog.timestamp, auditLog.id)
    .limit(PAGE_SIZE);
}
