import type { Job } from '@/server/jobs/scheduler';
import { pruneIdempotency } from './idempotency';

/** The public API's Idempotency-Keys past their 24 hours are never replayed: removed hourly. */
export const idempotencyPruneJob: Job = {
  name: 'api-idempotency-prune',
  everyMs: 60 * 60_000,
  leaseMs: 10 * 60_000,
  run: (ctx) => pruneIdempotency(ctx.db, ctx.now),
};
