import { TRPCError } from '@trpc/server';
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { todayInLondon } from '@/shared/format';
import { REPORT_PRESET_LABELS } from '@/shared/reports/catalogue';
import type { ReportPeriod } from '@/shared/reports/catalogue';
import { periodRange } from '@/shared/reports/period';
import type { generateReportSchema, listReportsSchema } from '@/shared/reports/schemas';
import type { z } from 'zod';
import { writeAudit } from '@/server/audit/write-audit';
import { generatedReports } from '@/server/db/schema/index';
import { paginate } from '@/server/lib/paginate';
import type { Storage } from '@/server/storage/storage';
import type { Actor } from '@/server/trpc/actor';
import { resolvePresetFilters } from './report-content';

/** A report row as the page shows it (no storage internals). */
export function presentReport(row: typeof generatedReports.$inferSelect) {
  return {
    id: row.id,
    preset: row.preset,
    title: REPORT_PRESET_LABELS[row.preset],
    filters: row.filters,
    format: row.format,
    status: row.status,
    progress: row.progress,
    rowCount: row.rowCount,
    sizeBytes: row.sizeBytes,
    error: row.error,
    isScheduled: row.scheduleId !== null,
    createdAt: row.createdAt,
    completedAt: row.completedAt,
    downloadUrl: row.status === 'completed' ? `/api/reports/${row.id}/download` : null,
  };
}

/** Stores a queued report with its dates fixed now (a later retry covers the same days). */
export async function createReport(
  actor: Actor,
  input: z.output<typeof generateReportSchema>,
  now = new Date(),
) {
  const { preset, format, ...rest } = input;
  const filters = resolvePresetFilters(preset, rest, todayInLondon(now));
  return actor.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(generatedReports)
      .values({ tenantId: actor.tenantId, ownerId: actor.user.id, preset, format, filters })
      .returning();
    await writeAudit(tx, actor, {
      action: 'create',
      resource: 'report',
      resourceId: row!.id,
      details: { preset, format, filters },
    });
    return row!;
  });
}

const ownReport = (actor: Actor, id: string) =>
  and(
    eq(generatedReports.id, id),
    eq(generatedReports.tenantId, actor.tenantId),
    eq(generatedReports.ownerId, actor.user.id),
  );

export async function getReport(actor: Actor, id: string) {
  const [row] = await actor.db.select().from(generatedReports).where(ownReport(actor, id));
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: 'Report not found.' });
  return presentReport(row);
}

export async function listReports(actor: Actor, input: z.output<typeof listReportsSchema>) {
  const where = and(
    eq(generatedReports.tenantId, actor.tenantId),
    eq(generatedReports.ownerId, actor.user.id),
  );
  const window = paginate({ page: input.page, limit: input.pageSize });
  const [rows, [total]] = await Promise.all([
    actor.db
      .select()
      .from(generatedReports)
      .where(where)
      .orderBy(desc(generatedReports.createdAt), desc(generatedReports.id))
      .limit(window.limit)
      .offset(window.offset),
    actor.db.select({ n: count() }).from(generatedReports).where(where),
  ]);
  const info = window.info(total?.n ?? 0);
  return {
    items: rows.map(presentReport),
    total: info.total,
    page: info.page,
    pageSize: info.limit,
  };
}

/** Deletes the user's own report and its file; a report still generating cannot be deleted. */
export async function deleteReport(actor: Actor, id: string, storage: Storage) {
  const row = await actor.db.transaction(async (tx) => {
    const [found] = await tx.select().from(generatedReports).where(ownReport(actor, id));
    if (!found) throw new TRPCError({ code: 'NOT_FOUND', message: 'Report not found.' });
    if (found.status === 'running') {
      throw new TRPCError({
        code: 'CONFLICT',
        message: 'This report is still being generated. Try again when it has finished.',
      });
    }
    await tx.delete(generatedReports).where(eq(generatedReports.id, id));
    await writeAudit(tx, actor, {
      action: 'delete',
      resource: 'report',
      resourceId: id,
      details: { preset: found.preset, format: found.format },
    });
    return found;
  });
  if (row.storageKey) await storage.deleteFile(row.storageKey);
  return { id };
}

/** Counts and chart data of the Overview tab for the user's reports in the period. */
export async function reportOverview(actor: Actor, period: ReportPeriod, now = new Date()) {
  const { from, to } = periodRange(period, now);
  const own = and(
    eq(generatedReports.tenantId, actor.tenantId),
    eq(generatedReports.ownerId, actor.user.id),
  );
  const day = sql<string>`to_char(${generatedReports.createdAt} at time zone 'Europe/London', 'YYYY-MM-DD')`;
  const inPeriod = and(own, sql`${day} between ${from} and ${to}`);
  const [generated] = await actor.db
    .select({ n: count() })
    .from(generatedReports)
    .where(and(inPeriod, eq(generatedReports.status, 'completed')));
  const [pending] = await actor.db
    .select({ n: count() })
    .from(generatedReports)
    .where(and(own, inArray(generatedReports.status, ['queued', 'running'])));
  const perDay = await actor.db
    .select({ day, n: sql<number>`count(*)::int` })
    .from(generatedReports)
    .where(inPeriod)
    .groupBy(day)
    .orderBy(day);
  const byFormat = await actor.db
    .select({ format: generatedReports.format, n: sql<number>`count(*)::int` })
    .from(generatedReports)
    .where(inPeriod)
    .groupBy(generatedReports.format);
  return { from, to, generated: generated?.n ?? 0, pending: pending?.n ?? 0, perDay, byFormat };
}
