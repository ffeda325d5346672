import { and, between, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import {
  inspections,
  installers,
  lodgedMeasures,
  samplingCategoryWeights,
  samplingSkips,
} from '@/server/db/schema/index';
import { isCompleted } from '@/server/figures/inspection-figures';
import type { PeriodDays } from '@/shared/periods';
import type { QuarterId } from '@/shared/sampling/sampling';

/** An uninspected, unskipped measure of the quarter that a proposal may name. */
export type Candidate = {
  id: string;
  umr: string;
  addressLine1: string;
  town: string | null;
  postcode: string;
  installedDate: string;
  propertyBuiltYear: number | null;
  installerId: string;
  measureCategory: string;
};

const linked = (condition = sql`true`) =>
  sql`exists (select 1 from ${inspections} where ${inspections.lodgedMeasureId} = ${lodgedMeasures.id} and ${inspections.tenantId} = ${lodgedMeasures.tenantId} and ${inspections.status} <> 'CANCELLED' and ${condition})`;

const ofQuarter = (tenantId: string, days: PeriodDays, installerIds: string[]) =>
  and(
    eq(lodgedMeasures.tenantId, tenantId),
    between(lodgedMeasures.installedDate, days.from, days.to),
    inArray(lodgedMeasures.installerId, installerIds),
  );

/**
 * The quarter's measures of these installers with no inspection (a cancelled one does not
 * count) and not skipped for the quarter, ordered by id so the draw starts from one order.
 */
export async function loadCandidates(
  db: Db,
  tenantId: string,
  quarter: QuarterId,
  days: PeriodDays,
  installerIds: string[],
): Promise<Candidate[]> {
  if (installerIds.length === 0) return [];
  const rows = await db
    .select({
      id: lodgedMeasures.id,
      umr: lodgedMeasures.umr,
      addressLine1: lodgedMeasures.addressLine1,
      town: lodgedMeasures.town,
      postcode: lodgedMeasures.postcode,
      installedDate: lodgedMeasures.installedDate,
      propertyBuiltYear: lodgedMeasures.propertyBuiltYear,
      installerId: lodgedMeasures.installerId,
      measureCategory: lodgedMeasures.measureCategory,
    })
    .from(lodgedMeasures)
    .where(
      and(
        ofQuarter(tenantId, days, installerIds),
        sql`not ${linked()}`,
        sql`not exists (select 1 from ${samplingSkips} where ${samplingSkips.tenantId} = ${tenantId} and ${samplingSkips.quarter} = ${quarter} and ${samplingSkips.lodgedMeasureId} = ${lodgedMeasures.id})`,
      ),
    )
    .orderBy(lodgedMeasures.id);
  return rows as Candidate[];
}

/** Per installer and category: measures with an inspection registered but not yet completed. */
export async function countAwaiting(
  db: Db,
  tenantId: string,
  days: PeriodDays,
  installerIds: string[],
) {
  if (installerIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({
      installerId: lodgedMeasures.installerId,
      measureCategory: lodgedMeasures.measureCategory,
      awaiting: sql<number>`cast(count(*) as int)`,
    })
    .from(lodgedMeasures)
    .where(
      and(
        ofQuarter(tenantId, days, installerIds),
        linked(),
        sql`not exists (select 1 from ${inspections} where ${inspections.lodgedMeasureId} = ${lodgedMeasures.id} and ${inspections.tenantId} = ${lodgedMeasures.tenantId} and ${isCompleted()})`,
      ),
    )
    .groupBy(lodgedMeasures.installerId, lodgedMeasures.measureCategory);
  return new Map(rows.map((r) => [`${r.installerId}|${r.measureCategory}`, r.awaiting]));
}

/** The ids of each installer's first jobs: their first `count` measures ever lodged. */
export async function loadFirstJobs(
  db: Db,
  tenantId: string,
  installerIds: string[],
  count: number,
) {
  if (installerIds.length === 0 || count <= 0) return new Set<string>();
  const ranked = db
    .select({
      id: lodgedMeasures.id,
      rank: sql<number>`row_number() over (partition by ${lodgedMeasures.installerId} order by ${lodgedMeasures.installedDate}, ${lodgedMeasures.id})`.as(
        'rank',
      ),
    })
    .from(lodgedMeasures)
    .where(
      and(eq(lodgedMeasures.tenantId, tenantId), inArray(lodgedMeasures.installerId, installerIds)),
    )
    .as('ranked');
  const rows = await db
    .select({ id: ranked.id })
    .from(ranked)
    .where(sql`${ranked.rank} <= ${count}`);
  return new Set(rows.map((r) => r.id));
}

/** What weighs a draw besides the measure itself: installers' risk and categories' weights. */
export async function loadWeightsContext(db: Db, tenantId: string, installerIds: string[]) {
  // One after the other: this may run inside a transaction, which is one connection.
  const risks =
    installerIds.length === 0
      ? []
      : await db
          .select({ id: installers.id, riskScore: installers.riskScore })
          .from(installers)
          .where(and(eq(installers.tenantId, tenantId), inArray(installers.id, installerIds)));
  const categories = await db
    .select({
      category: samplingCategoryWeights.measureCategory,
      weight: samplingCategoryWeights.weight,
    })
    .from(samplingCategoryWeights)
    .where(
      and(eq(samplingCategoryWeights.tenantId, tenantId), ne(samplingCategoryWeights.weight, 1)),
    );
  return {
    riskOf: new Map(risks.map((r) => [r.id, r.riskScore])),
    categoryWeightOf: new Map(categories.map((c) => [c.category, c.weight])),
  };
}
