import type { Db } from '@/server/db/client';
import type { AreaSeedContext } from '@/server/db/seed/area-seed-context';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Users by their place in the demo list: 0 admin, 1 coordinator, 2 inspector. */
export type Who = 0 | 1 | 2;
export type Comment = { by: Who; hoursAfter: number; body: string };

/** What each part of the improvements demo inserts with: times are relative to the seed's now. */
export type ImprovementsSeed = {
  db: Db;
  tenantId: string;
  userId: (who: Who) => string;
  at: (daysAgo: number, hoursAfter?: number) => Date;
  day: (offset: number | null) => string | null;
};

export function improvementsSeed(
  db: Db,
  { tenantId, now, users }: AreaSeedContext,
): ImprovementsSeed {
  const userId = (who: Who) => users[who]!.id;
  const at = (daysAgo: number, hoursAfter = 0) =>
    new Date(now.getTime() - daysAgo * DAY + hoursAfter * HOUR);
  const day = (offset: number | null) =>
    offset === null ? null : new Date(now.getTime() + offset * DAY).toISOString().slice(0, 10);
  return { db, tenantId, userId, at, day };
}
