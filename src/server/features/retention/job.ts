import { tenants } from '@/server/db/schema/index';
import type { Job, JobContext } from '@/server/jobs/scheduler';
import { applyRetention, findLastRetentionRun, RETENTION_INTERVAL_MS } from './service';

/** Runs each tenant's retention policy once a day (it looks every hour). */
export async function runDataRetention(ctx: JobContext) {
  const all = await ctx.db.select({ id: tenants.id }).from(tenants);
  const ran: string[] = [];
  for (const tenant of all) {
    const last = await findLastRetentionRun(ctx.db, tenant.id);
    if (last && ctx.now.getTime() - last.getTime() < RETENTION_INTERVAL_MS) continue;
    const results = await applyRetention(
      ctx.db,
      { tenantId: tenant.id, user: null, ip: 'system' },
      ctx.now,
      ctx.services.storage,
    );
    ctx.logger.info({ tenantId: tenant.id, results }, 'data retention applied');
    ran.push(tenant.id);
  }
  return { ran };
}

export const dataRetentionJob: Job = {
  name: 'data-retention',
  everyMs: 60 * 60_000,
  leaseMs: 30 * 60_000,
  run: runDataRetention,
};
