import { isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { installers } from '@/server/db/schema/index';
import type { Job } from '@/server/jobs/scheduler';
import { recomputeInstallersFigures } from './installer-figures';

const DAY = 86_400_000;
/** Installers refreshed per run; the hourly run catches up with the rest. */
const BATCH = 200;

/**
 * The risk score depends on today (the 12-month window, a Category 1 staying
 * 'recent' for 90 days, remediation deadlines passing), and installers stored
 * before the severity columns existed have none: once a day each installer's
 * figures are recomputed, oldest first, even without a change to its inspections.
 */
export async function refreshStaleInstallerFigures(db: Db, now: Date, batch = BATCH) {
  const stale = await db
    .select({ id: installers.id, tenantId: installers.tenantId })
    .from(installers)
    .where(
      or(
        isNull(installers.figuresUpdatedAt),
        lt(installers.figuresUpdatedAt, new Date(now.getTime() - DAY)),
      ),
    )
    .orderBy(sql`${installers.figuresUpdatedAt} asc nulls first`)
    .limit(batch);
  const byTenant = new Map<string, string[]>();
  for (const { id, tenantId } of stale)
    byTenant.set(tenantId, [...(byTenant.get(tenantId) ?? []), id]);
  // A few statements per tenant for all its stale installers, not five per installer.
  for (const [tenantId, ids] of byTenant)
    await db.transaction((tx) => recomputeInstallersFigures(tx, tenantId, ids, now));
  return stale.length;
}

export const installerFiguresJob: Job = {
  name: 'installer-figures',
  everyMs: 60 * 60_000,
  run: ({ db, now }) => refreshStaleInstallerFigures(db, now),
};
