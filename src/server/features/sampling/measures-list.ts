import { and, asc, between, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import {
  fundingSchemes,
  inspections,
  installers,
  lodgedMeasures,
  workTypes,
} from '@/server/db/schema/index';
import { isCompleted, isFailed } from '@/server/figures/inspection-figures';
import { containsPattern } from '@/server/lib/escape-like';
import { paginate } from '@/server/lib/paginate';
import type { MeasureListQuery, MeasureSort } from '@/shared/sampling/measures';
import { quarterDays } from '@/shared/sampling/sampling';

// The same definitions as the plan's counts (plan-figures.ts), so "inspected" here is
// "achieved" there and the list filtered to a quarter adds up to the plan's row.
const linked = (condition: SQL) =>
  sql<boolean>`exists (select 1 from ${inspections} where ${inspections.lodgedMeasureId} = ${lodgedMeasures.id} and ${inspections.tenantId} = ${lodgedMeasures.tenantId} and ${condition})`;
const isInspected = () => linked(isCompleted());

/** UPRN and postcode are compared without spaces or case, as people type them both ways. */
const compact = (column: SQL | typeof lodgedMeasures.postcode) =>
  sql`replace(upper(coalesce(${column}, '')), ' ', '')`;

function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = containsPattern(search);
  const compactPattern = containsPattern(search.replace(/\s+/g, '').toUpperCase());
  return or(
    ilike(lodgedMeasures.umr, pattern),
    ilike(sql`coalesce(${lodgedMeasures.uprn}, '')`, pattern),
    sql`${compact(lodgedMeasures.postcode)} like ${compactPattern}`,
  );
}

function filtersOf(tenantId: string, input: MeasureListQuery): SQL {
  const days = input.quarter ? quarterDays(input.quarter) : null;
  return and(
    eq(lodgedMeasures.tenantId, tenantId),
    searchCondition(input.search),
    input.schemeId ? eq(lodgedMeasures.fundingSchemeId, input.schemeId) : undefined,
    input.installerId ? eq(lodgedMeasures.installerId, input.installerId) : undefined,
    input.category ? eq(lodgedMeasures.measureCategory, input.category) : undefined,
    days ? between(lodgedMeasures.installedDate, days.from, days.to) : undefined,
    input.inspected === 'yes' ? isInspected() : undefined,
    input.inspected === 'no' ? sql`not ${isInspected()}` : undefined,
  )!;
}

const SORT_COLUMNS: Record<MeasureSort, SQL | typeof lodgedMeasures.umr> = {
  installedDate: sql`${lodgedMeasures.installedDate}`,
  umr: lodgedMeasures.umr,
  installer: sql`coalesce(${installers.name}, '')`,
  category: sql`${lodgedMeasures.measureCategory}`,
  postcode: sql`${lodgedMeasures.postcode}`,
};

/**
 * One page of the tenant's lodged measures (issue 30 point 3) with what the list shows: the
 * scheme, work type, installer and whether the measure is inspected (and failed).
 */
export async function listMeasures(db: Db, tenantId: string, input: MeasureListQuery) {
  const window = paginate(input);
  const where = filtersOf(tenantId, input);
  const order = input.direction === 'asc' ? asc : desc;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: lodgedMeasures.id,
        umr: lodgedMeasures.umr,
        uprn: lodgedMeasures.uprn,
        addressLine1: lodgedMeasures.addressLine1,
        postcode: lodgedMeasures.postcode,
        schemeName: fundingSchemes.name,
        workTypeCode: workTypes.code,
        measureCategory: lodgedMeasures.measureCategory,
        installerId: lodgedMeasures.installerId,
        installerName: installers.name,
        installedDate: lodgedMeasures.installedDate,
        isInspected: isInspected(),
        hasFailed: linked(isFailed()),
      })
      .from(lodgedMeasures)
      .innerJoin(fundingSchemes, eq(fundingSchemes.id, lodgedMeasures.fundingSchemeId))
      .innerJoin(workTypes, eq(workTypes.id, lodgedMeasures.workTypeId))
      .leftJoin(installers, eq(installers.id, lodgedMeasures.installerId))
      .where(where)
      .orderBy(order(SORT_COLUMNS[input.sort]), order(lodgedMeasures.umr))
      .limit(window.limit)
      .offset(window.offset),
    db
      .select({ total: sql<number>`cast(count(*) as int)` })
      .from(lodgedMeasures)
      .leftJoin(installers, eq(installers.id, lodgedMeasures.installerId))
      .where(where),
  ]);
  return { items: rows, pagination: window.info(count?.total ?? 0) };
}

/** The choices the list's filters offer: the tenant's schemes, installers with measures, categories. */
export async function measureFilterOptions(db: Db, tenantId: string) {
  const [schemes, installerRows, categories] = await Promise.all([
    db
      .select({ id: fundingSchemes.id, name: fundingSchemes.name })
      .from(fundingSchemes)
      .where(eq(fundingSchemes.tenantId, tenantId))
      .orderBy(fundingSchemes.sortOrder, fundingSchemes.name),
    db
      .selectDistinct({ id: installers.id, name: installers.name })
      .from(lodgedMeasures)
      .innerJoin(installers, eq(installers.id, lodgedMeasures.installerId))
      .where(eq(lodgedMeasures.tenantId, tenantId))
      .orderBy(installers.name, installers.id),
    db
      .selectDistinct({ category: workTypes.measureCategory })
      .from(workTypes)
      .where(eq(workTypes.tenantId, tenantId))
      .orderBy(workTypes.measureCategory),
  ]);
  return { schemes, installers: installerRows, categories: categories.map((c) => c.category) };
}
