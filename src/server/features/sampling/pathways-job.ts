import type { Db } from '@/server/db/client';
import { lodgedMeasures } from '@/server/db/schema/index';
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

export const samplingPathwaysJob: Job = {
  name: 'sampling-pathways',
  everyMs: 6 * 60 * 60_000,
  run: ({ db, now }) => checkAllPathways(db, now),
};
