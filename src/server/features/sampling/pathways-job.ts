import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { installerInspectionChanges, lodgedMeasures } from '@/server/db/schema/index';
import type { Job } from '@/server/jobs/scheduler';
import { checkPathways } from './pathways';

/**
 * The pathway check for every tenant with lodged measures: catches what no inspection change
 * did (a new rules version, a quarter turning). Alerts are recorded once, so running it more
 * often than daily notifies nobody twice.
 */
export async function checkAllPathways(db: Db, now: Date) {
  const tenants = await db
    .selectDistinct({ tenantId: lodgedMeasures.tenantId })
    .from(lodgedMeasures);
  let changed = 0;
  for (const { tenantId } of tenants)
    changed += await db.transaction((tx) =>
      checkPathways(tx, { tenantId, installerIds: null, userId: null, now }),
    );
  return changed;
}

/**
 * The pathway check for the installers whose inspections changed (installer_inspection_changes,
 * written by the installers' refresh when it commits). Each tenant's changes are taken and
 * checked in one transaction, so a failed check leaves them for the next run; a change committed
 * meanwhile is left for the next run too.
 */
export async function checkChangedInstallers(db: Db, now: Date) {
  const tenants = await db
    .selectDistinct({ tenantId: installerInspectionChanges.tenantId })
    .from(installerInspectionChanges);
  let changed = 0;
  for (const { tenantId } of tenants)
    changed += await db.transaction(async (tx) => {
      const taken = await tx
        .delete(installerInspectionChanges)
        .where(eq(installerInspectionChanges.tenantId, tenantId))
        .returning({ installerId: installerInspectionChanges.installerId });
      if (taken.length === 0) return 0;
      const installerIds = taken.map((t) => t.installerId);
      return checkPathways(tx, { tenantId, installerIds, userId: null, now });
    });
  return changed;
}

export const samplingPathwaysJob: Job = {
  name: 'sampling-pathways',
  everyMs: 6 * 60 * 60_000,
  run: ({ db, now }) => checkAllPathways(db, now),
};

/** Every minute: an inspection completed now reaches its band's alert within a minute. */
export const samplingPathwayChangesJob: Job = {
  name: 'sampling-pathway-changes',
  everyMs: 60_000,
  run: ({ db, now }) => checkChangedInstallers(db, now),
};
