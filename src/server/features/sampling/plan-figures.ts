import { and, between, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { fundingSchemes, inspections, installers, lodgedMeasures } from '@/server/db/schema/index';
import { isCompleted, isFailed } from '@/server/figures/inspection-figures';
import type { PeriodDays } from '@/shared/periods';

/**
 * Counts over a quarter's lodged measures (docs/sampling.md). A measure is achieved once an
 * inspection linked to it is completed (Passed or Failed, src/server/figures), whenever that
 * happened; it counts as failed if any of those inspections failed, so a pass on a revisit
 * does not hide the first failure. A measure counts once however often it is inspected.
 */
export const linkedInspection = (condition: SQL) =>
  sql`exists (select 1 from ${inspections} where ${inspections.lodgedMeasureId} = ${lodgedMeasures.id} and ${inspections.tenantId} = ${lodgedMeasures.tenantId} and ${condition})`;

export const counts = {
  population: sql<number>`cast(count(*) as int)`,
  achieved: sql<number>`cast(count(*) filter (where ${linkedInspection(isCompleted())}) as int)`,
  failed: sql<number>`cast(count(*) filter (where ${linkedInspection(isFailed())}) as int)`,
};

export type GroupCounts = {
  installerId: string | null;
  measureCategory: string;
  population: number;
  achieved: number;
  failed: number;
};

export const installedIn = (tenantId: string, days: PeriodDays) =>
  and(
    eq(lodgedMeasures.tenantId, tenantId),
    between(lodgedMeasures.installedDate, days.from, days.to),
  );

/** Per installer and measure category: the quarter's measures, achieved and failed. */
export async function countGroups(
  db: Db,
  tenantId: string,
  days: PeriodDays,
): Promise<GroupCounts[]> {
  return db
    .select({
      installerId: lodgedMeasures.installerId,
      measureCategory: lodgedMeasures.measureCategory,
      ...counts,
    })
    .from(lodgedMeasures)
    .where(installedIn(tenantId, days))
    .groupBy(lodgedMeasures.installerId, lodgedMeasures.measureCategory);
}

export type SchemeCounts = {
  schemeId: string;
  schemeName: string;
  population: number;
  achieved: number;
  failed: number;
};

/** Per funding scheme: the same counts over the quarter's measures lodged under it. */
export async function countSchemes(
  db: Db,
  tenantId: string,
  days: PeriodDays,
): Promise<SchemeCounts[]> {
  return db
    .select({
      schemeId: fundingSchemes.id,
      schemeName: fundingSchemes.name,
      ...counts,
    })
    .from(lodgedMeasures)
    .innerJoin(fundingSchemes, eq(fundingSchemes.id, lodgedMeasures.fundingSchemeId))
    .where(installedIn(tenantId, days))
    .groupBy(fundingSchemes.id, fundingSchemes.name, fundingSchemes.sortOrder)
    .orderBy(fundingSchemes.sortOrder, fundingSchemes.name);
}

/**
 * The installers with measures in the quarter, with what sampling needs to know: their name
 * and whether enhanced monitoring applied in the quarter (begun by its last day).
 */
export async function installersOf(db: Db, tenantId: string, ids: string[], lastDay: string) {
  if (ids.length === 0) return new Map<string, { name: string; isEnhanced: boolean }>();
  const rows = await db
    .select({
      id: installers.id,
      name: installers.name,
      isEnhanced: sql<boolean>`${installers.monitoringType} = 'Enhanced' and (${installers.monitoringStartDate} is null or ${installers.monitoringStartDate} <= ${lastDay}::date)`,
    })
    .from(installers)
    .where(
      and(
        eq(installers.tenantId, tenantId),
        sql`${installers.id} = any(${sql.param(ids)}::uuid[])`,
      ),
    );
  return new Map(rows.map((r) => [r.id, { name: r.name, isEnhanced: r.isEnhanced }]));
}
