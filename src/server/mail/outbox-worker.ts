import type { Logger } from 'pino';
import type { Db } from '../db/client';
import type { Mailer } from './mailer';
import { claimQueuedEmails, sendClaimedEmail } from './outbox';

export type DeliveryReport = { sent: number; failed: number; isLockBusy: boolean };
export type DeliveryOptions = { batchSize?: number; maxBatches?: number };

/**
 * Sends what is queued, a batch at a time, marking each row sent or failed
 * (with the error; every try counts in attempts). Without a mailer nothing
 * happens: the rows stay queued and the UI says so.
 */
export async function deliverQueuedEmails(
  db: Db,
  mailer: Mailer | null,
  logger: Pick<Logger, 'warn'>,
  { batchSize = 20, maxBatches = 10 }: DeliveryOptions = {},
): Promise<DeliveryReport> {
  const report: DeliveryReport = { sent: 0, failed: 0, isLockBusy: false };
  if (!mailer) return report;
  for (let batch = 0; batch < maxBatches; batch++) {
    const rows = await claimQueuedEmails(db, batchSize);
    if (rows === null) return { ...report, isLockBusy: true };
    for (const row of rows) {
      const status = await sendClaimedEmail(db, mailer, row);
      report[status] += 1;
      if (status === 'failed') logger.warn({ outboxId: row.id }, 'e-mail delivery failed');
    }
    if (rows.length < batchSize) break;
  }
  return report;
}

export type OutboxWorker = { stop: () => Promise<void> };

export type OutboxWorkerOptions = {
  db: Db;
  mailer: Mailer | null;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  intervalMs?: number;
};

/** Delivers the outbox every `intervalMs` (and once at start); ticks never overlap. */
export function startOutboxWorker({
  db,
  mailer,
  logger,
  intervalMs = 15_000,
}: OutboxWorkerOptions): OutboxWorker {
  if (!mailer) {
    logger.info('SMTP_URL is not set: e-mails stay queued in the outbox');
    return { stop: () => Promise.resolve() };
  }
  let running: Promise<void> | null = null;
  let isStopped = false;
  const tick = () => {
    if (running || isStopped) return;
    running = deliverQueuedEmails(db, mailer, logger)
      .then((report) => {
        if (report.sent + report.failed > 0) logger.info(report, 'outbox delivered');
      })
      .catch((error: unknown) => logger.error({ err: error }, 'outbox delivery run failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  // The timer alone must not keep a process alive that is otherwise done.
  timer.unref();
  tick();
  return {
    stop: async () => {
      isStopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
