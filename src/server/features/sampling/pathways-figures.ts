import { and, between, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { inspections, lodgedMeasures } from '@/server/db/schema/index';
import { isCompleted, isFailed } from '@/server/figures/inspection-figures';
import type { PeriodDays } from '@/shared/periods';

/** Achieved and failed measures per installer and category: the plan's definitions (plan-figures.ts). */
const linkedInspection = (condition: SQL) =>
  sql`exists (select 1 from ${inspections} where ${inspections.lodgedMeasureId} = ${lodgedMeasures.id} and ${inspections.tenantId} = ${lodgedMeasures.tenantId} and ${condition})`;

export type PairResult = {
  installerId: string;
  measureCategory: string;
  achieved: number;
  failed: number;
};

/**
 * A quarter's results per installer and category, only pairs with a failure (no other pair can
 * be in a band), for some installers or all of the tenant's.
 */
export async function failedPairs(
  db: Db | Tx,
  tenantId: string,
  days: PeriodDays,
  installerIds: string[] | null,
): Promise<PairResult[]> {
  if (installerIds?.length === 0) return [];
  const failed = sql<number>`cast(count(*) filter (where ${linkedInspection(isFailed())}) as int)`;
  const rows = await db
    .select({
      installerId: lodgedMeasures.installerId,
      measureCategory: lodgedMeasures.measureCategory,
      achieved: sql<number>`cast(count(*) filter (where ${linkedInspection(isCompleted())}) as int)`,
      failed,
    })
    .from(lodgedMeasures)
    .where(
      and(
        eq(lodgedMeasures.tenantId, tenantId),
        between(lodgedMeasures.installedDate, days.from, days.to),
        installerIds
          ? inArray(lodgedMeasures.installerId, installerIds)
          : sql`${lodgedMeasures.installerId} is not null`,
      ),
    )
    .groupBy(lodgedMeasures.installerId, lodgedMeasures.measureCategory)
    .having(sql`${failed} > 0`);
  return rows as PairResult[];
}
