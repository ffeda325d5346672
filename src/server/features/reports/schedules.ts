import { TRPCError } from '@trpc/server';
import { and, asc, count, eq, lte } from 'drizzle-orm';
import type { z } from 'zod';
import { describeCadence } from '@/shared/reports/catalogue';
import { computeNextRun, scheduleWindow } from '@/shared/reports/schedule-due';
import type { toggleScheduleSchema, updateScheduleSchema } from '@/shared/reports/schemas';
import { todayInLondon } from '@/shared/format';
import { writeAudit } from '@/server/audit/write-audit';
import type { Db } from '@/server/db/client';
import { generatedReports, reportSchedules, users } from '@/server/db/schema/index';
import { runExclusive } from '@/server/jobs/lease';
import type { JobContext } from '@/server/jobs/scheduler';
import type { Actor } from '@/server/trpc/actor';
import { REPORT_LEASE_MS, runReport } from './generate-report';
import { resolvePresetFilters } from './report-content';

type ScheduleRow = typeof reportSchedules.$inferSelect;

function presentSchedule(row: ScheduleRow, ownerName: string | null) {
  return {
    id: row.id,
    name: row.name,
    preset: row.preset,
    type: row.filters.type,
    status: row.filters.status,
    format: row.format,
    cadence: row.cadence,
    dayOfWeek: row.dayOfWeek,
    dayOfMonth: row.dayOfMonth,
    timeOfDay: row.timeOfDay,
    enabled: row.enabled,
    description: describeCadence(row),
    lastRunAt: row.lastRunAt,
    nextRunAt: row.enabled ? row.nextRunAt : null,
    ownerName,
  };
}

/** The tenant's scheduled reports (shared configuration; each notifies its owner). */
export async function listSchedules(actor: Actor) {
  const rows = await actor.db
    .select({ schedule: reportSchedules, ownerName: users.name })
    .from(reportSchedules)
    .leftJoin(users, eq(users.id, reportSchedules.ownerId))
    .where(eq(reportSchedules.tenantId, actor.tenantId))
    .orderBy(asc(reportSchedules.createdAt), asc(reportSchedules.id));
  return rows.map((r) => presentSchedule(r.schedule, r.ownerName));
}

export async function countEnabledSchedules(actor: Actor) {
  const [row] = await actor.db
    .select({ n: count() })
    .from(reportSchedules)
    .where(and(eq(reportSchedules.tenantId, actor.tenantId), eq(reportSchedules.enabled, true)));
  return row?.n ?? 0;
}

async function changeSchedule(
  actor: Actor,
  id: string,
  change: (row: ScheduleRow) => Partial<typeof reportSchedules.$inferInsert>,
  now: Date,
) {
  return actor.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(reportSchedules)
      .where(and(eq(reportSchedules.id, id), eq(reportSchedules.tenantId, actor.tenantId)));
    if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: 'Schedule not found.' });
    const next = { ...row, ...change(row) };
    const values = { ...change(row), nextRunAt: computeNextRun(next, now), updatedAt: now };
    const [updated] = await tx
      .update(reportSchedules)
      .set(values)
      .where(eq(reportSchedules.id, id))
      .returning();
    await writeAudit(tx, actor, {
      action: 'update',
      resource: 'report_schedule',
      resourceId: id,
      details: change(row),
    });
    return presentSchedule(updated!, null);
  });
}

export function updateSchedule(
  actor: Actor,
  input: z.output<typeof updateScheduleSchema>,
  now = new Date(),
) {
  const weekly = input.cadence === 'weekly';
  return changeSchedule(
    actor,
    input.id,
    () => ({
      name: input.name,
      preset: input.preset,
      filters: { type: input.type, status: input.status },
      format: input.format,
      cadence: input.cadence,
      dayOfWeek: weekly ? input.dayOfWeek : null,
      dayOfMonth: weekly ? null : input.dayOfMonth,
      timeOfDay: input.timeOfDay,
      enabled: input.enabled,
    }),
    now,
  );
}

export function toggleSchedule(
  actor: Actor,
  input: z.output<typeof toggleScheduleSchema>,
  now = new Date(),
) {
  return changeSchedule(actor, input.id, () => ({ enabled: input.enabled }), now);
}

/**
 * The every-minute job: each due schedule runs under its own lease, re-checked
 * inside it, so two servers (or two overlapping runs) generate it once.
 */
export async function runDueSchedules(ctx: JobContext): Promise<number> {
  const due = await ctx.db
    .select({ id: reportSchedules.id })
    .from(reportSchedules)
    .where(and(eq(reportSchedules.enabled, true), lte(reportSchedules.nextRunAt, ctx.now)))
    .orderBy(asc(reportSchedules.nextRunAt))
    .limit(50);
  let ran = 0;
  for (const { id } of due) {
    const outcome = await runExclusive(ctx.db, `report-schedule:${id}`, REPORT_LEASE_MS, () =>
      runSchedule(ctx, id),
    );
    if (outcome.ran && outcome.result) ran += 1;
  }
  return ran;
}

async function runSchedule(ctx: JobContext, id: string): Promise<boolean> {
  const reportId = await queueScheduledReport(ctx.db, id, ctx.now);
  if (!reportId) return false;
  await runReport(ctx, reportId);
  return true;
}

async function queueScheduledReport(db: Db, id: string, now: Date): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(reportSchedules).where(eq(reportSchedules.id, id));
    // Another run got here first (it moved next_run_at on), or the schedule was switched off.
    if (!row?.enabled || !row.nextRunAt || row.nextRunAt > now) return null;
    const window = scheduleWindow(row.cadence, row.nextRunAt);
    const filters = resolvePresetFilters(
      row.preset,
      { ...row.filters, ...window },
      todayInLondon(row.nextRunAt),
    );
    const [report] = await tx
      .insert(generatedReports)
      .values({
        tenantId: row.tenantId,
        ownerId: row.ownerId,
        scheduleId: row.id,
        preset: row.preset,
        format: row.format,
        filters,
      })
      .returning({ id: generatedReports.id });
    await tx
      .update(reportSchedules)
      .set({ lastRunAt: now, nextRunAt: computeNextRun(row, now), updatedAt: now })
      .where(eq(reportSchedules.id, id));
    await writeAudit(
      tx,
      { tenantId: row.tenantId, user: null, ip: 'scheduler' },
      {
        action: 'run',
        resource: 'report_schedule',
        resourceId: id,
        details: { reportId: report!.id },
      },
    );
    return report!.id;
  });
}
