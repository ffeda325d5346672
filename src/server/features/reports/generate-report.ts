import { PassThrough } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import { REPORT_PRESET_LABELS } from '@/shared/reports/catalogue';
import { toSessionUser } from '@/server/auth/to-session-user';
import type { Db } from '@/server/db/client';
import { generatedReports, users } from '@/server/db/schema/index';
import { runExclusive } from '@/server/jobs/lease';
import type { PlatformServices } from '@/server/platform/services';
import { notify } from '../notifications/notify';
import { buildReportSource } from './report-content';
import { ReportRefusedError } from './report-refused';
import { writeReport } from './report-writers';

/** A job's context or a procedure's: both carry the database, the services and a logger. */
export type ReportRunDeps = { db: Db; services: Pick<PlatformServices, 'storage'>; logger: Logger };

/** Longest a generation may take before another server may take the report over. */
export const REPORT_LEASE_MS = 15 * 60_000;

export const reportLeaseName = (id: string) => `report:${id}`;
export const reportStorageKey = (tenantId: string, id: string, ext: string) =>
  `reports/${tenantId}/${id}.${ext}`;

/**
 * Generates a queued report under its lease, so two servers (or a server and
 * the pick-up job) never write the same report. Returns whether this call ran it.
 */
export async function runReport(deps: ReportRunDeps, reportId: string): Promise<boolean> {
  const outcome = await runExclusive(deps.db, reportLeaseName(reportId), REPORT_LEASE_MS, () =>
    generate(deps, reportId),
  );
  return outcome.ran && outcome.result;
}

async function generate(deps: ReportRunDeps, reportId: string): Promise<boolean> {
  const { db, logger } = deps;
  const { storage } = deps.services;
  const [report] = await db
    .select()
    .from(generatedReports)
    .where(eq(generatedReports.id, reportId));
  // Finished (or deleted) while waiting for the lease: nothing to do.
  if (!report || report.status === 'completed' || report.status === 'failed') return false;
  const setRow = (values: Partial<typeof generatedReports.$inferInsert>) =>
    db
      .update(generatedReports)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(generatedReports.id, reportId));
  await setRow({ status: 'running', progress: 0, error: null });
  try {
    const [owner] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, report.ownerId), eq(users.tenantId, report.tenantId)));
    const user = owner ? toSessionUser(owner) : null;
    if (!user) throw new ReportRefusedError('The report owner is no longer an active user.');
    const actor = { db, tenantId: report.tenantId, user, ip: 'report-generator' };
    const source = await buildReportSource(actor, report.preset, report.filters);
    const key = reportStorageKey(report.tenantId, report.id, report.format);
    const out = new PassThrough();
    let lastProgress = 0;
    const onProgress = async (written: number) => {
      const progress = Math.min(99, Math.floor((written * 100) / Math.max(source.total, 1)));
      if (progress > lastProgress) {
        lastProgress = progress;
        await setRow({ progress });
      }
    };
    // Written and stored at once: the file streams to storage as the rows are read.
    const [rowCount, { size }] = await Promise.all([
      writeReport(report.format, source, out, onProgress, new Date()).catch((error: unknown) => {
        out.destroy(error instanceof Error ? error : new Error(String(error)));
        throw error;
      }),
      storage.putFile(key, out),
    ]);
    await db.transaction(async (tx) => {
      await tx
        .update(generatedReports)
        .set({
          status: 'completed',
          progress: 100,
          rowCount,
          storageKey: key,
          sizeBytes: size,
          completedAt: new Date(),
          updatedAt: new Date(),
        })
        .where(eq(generatedReports.id, reportId));
      // Scheduled runs tell their owner; a report someone asked for shows up on their page.
      if (report.scheduleId) {
        await notify(tx, {
          tenantId: report.tenantId,
          userId: report.ownerId,
          event: 'report_ready',
          type: 'success',
          title: 'Scheduled report ready',
          message: `Your scheduled ${REPORT_PRESET_LABELS[report.preset]} (${report.format.toUpperCase()}, ${rowCount} rows) is ready to download.`,
          actionUrl: '/reports',
        });
      }
    });
    return true;
  } catch (error) {
    logger.error({ err: error, reportId }, 'report generation failed');
    await setRow({
      status: 'failed',
      error:
        error instanceof ReportRefusedError ? error.message : 'The report could not be generated.',
    });
    return true;
  }
}

const inFlight = new Set<Promise<unknown>>();

/** Starts generation without holding up the request; the pick-up job retries if this server stops. */
export function startReportInBackground(deps: ReportRunDeps, reportId: string) {
  const run: Promise<unknown> = runReport(deps, reportId)
    .catch((error: unknown) =>
      deps.logger.error({ err: error, reportId }, 'background report failed'),
    )
    .finally(() => inFlight.delete(run));
  inFlight.add(run);
}

/** Waits for background generations of this process (tests, graceful shutdown). */
export async function settleBackgroundReports() {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
}
