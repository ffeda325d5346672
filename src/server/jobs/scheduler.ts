import type { Logger } from 'pino';
import type { Database, Db } from '../db/client';
import type { PlatformServices } from '../platform/services';
import { runExclusive } from './lease';

/** What a job run gets: tests build one with the time they choose. */
export type JobContext = {
  db: Db;
  /** Which database runs underneath: PGlite lacks what PostgreSQL does itself (autovacuum). */
  driver: Database['driver'];
  now: Date;
  logger: Logger;
  /** The installation's mailer, public URL and storage (platform/services.ts). */
  services: PlatformServices;
};

/**
 * Timed work inside the server. Every tick, each job runs under its database
 * lease (lease.ts), so with several instances only one runs it. A job decides
 * itself what is due (it is given `now`), which keeps it testable: tests call
 * `run` directly with a chosen time.
 */
export type Job = {
  name: string;
  /** How often to look for due work. */
  everyMs: number;
  /** Longest a run may take before another server may take over. */
  leaseMs?: number;
  run: (ctx: JobContext) => Promise<unknown>;
};

export function startScheduler(options: Omit<JobContext, 'now'> & { jobs: readonly Job[] }) {
  const { jobs, ...base } = options;
  const { db, logger } = base;
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  let stopped = false;

  const tick = (job: Job) => {
    if (stopped) return;
    const run = runExclusive(db, `job:${job.name}`, job.leaseMs ?? 10 * 60_000, () =>
      job.run({ ...base, now: new Date() }),
    )
      .catch((error: unknown) => logger.error({ err: error, job: job.name }, 'job failed'))
      .finally(() => running.delete(run));
    running.add(run);
  };

  for (const job of jobs) {
    const timer = setInterval(() => tick(job), job.everyMs);
    timer.unref();
    timers.push(timer);
  }

  return {
    /** Stops the timers and waits for runs in progress, so the database can close. */
    async stop() {
      stopped = true;
      timers.forEach(clearInterval);
      await Promise.allSettled([...running]);
    },
  };
}
