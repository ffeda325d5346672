import { and, eq, lt, or } from 'drizzle-orm';
import { generatedReports } from '@/server/db/schema/index';
import type { Job, JobContext } from '@/server/jobs/scheduler';
import { runReport } from './generate-report';
import { runDueSchedules } from './schedules';

/** A 'running' report untouched this long may belong to a stopped server; its lease decides. */
const STALE_MS = 2 * 60_000;

/** Generates reports left queued (a server restarted before starting them) or abandoned mid-way. */
export async function resumeQueuedReports(ctx: JobContext): Promise<number> {
  const pending = await ctx.db
    .select({ id: generatedReports.id })
    .from(generatedReports)
    .where(
      or(
        eq(generatedReports.status, 'queued'),
        and(
          eq(generatedReports.status, 'running'),
          lt(generatedReports.updatedAt, new Date(ctx.now.getTime() - STALE_MS)),
        ),
      ),
    )
    .orderBy(generatedReports.createdAt)
    .limit(20);
  let ran = 0;
  for (const { id } of pending) if (await runReport(ctx, id)) ran += 1;
  return ran;
}

export const reportJobs: Job[] = [
  { name: 'report-schedules', everyMs: 60_000, leaseMs: 30 * 60_000, run: runDueSchedules },
  { name: 'report-queue', everyMs: 30_000, leaseMs: 30 * 60_000, run: resumeQueuedReports },
];
