import type { Db } from '@/server/db/client';
import { fundingSchemes, samplingRules, workTypes } from '@/server/db/schema/index';
import { DEFAULT_SAMPLING_RULES, toBasisPoints } from '@/shared/sampling/rules';

/**
 * A realistic subset of TrustMark work types (codes from its public Retrofit Integration guide
 * and ../shared/DOMAIN.md). The category is the inspection catalogue's measure code, so an
 * inspection of the measure gets that measure's checklist. A tenant imports its full taxonomy;
 * nothing in the code depends on these rows.
 */
export const DEMO_WORK_TYPES = [
  { code: 'DW-101', ecoName: 'Cavity wall insulation', measureCategory: 'CWI' },
  { code: 'DW-103', ecoName: 'Cavity wall insulation (0.033)', measureCategory: 'CWI' },
  { code: 'DW-126', ecoName: 'Solid wall insulation: external', measureCategory: 'EWI' },
  {
    code: 'DW-143',
    ecoName: 'Loft insulation (100mm or less pre-existing)',
    measureCategory: 'LOFT',
  },
  { code: 'DW-231', ecoName: 'Solar PV', measureCategory: 'SOLAR_PV' },
  { code: 'DW-305', ecoName: 'Air source heat pump (MCS)', measureCategory: 'ASHP' },
  { code: 'DW-385', ecoName: 'Gas boiler replacement', measureCategory: 'GAS_BOILER' },
] as const;

/** The funding schemes issue 30 names; the list stays editable per tenant. */
export const DEFAULT_FUNDING_SCHEMES = [
  { code: 'ECO4', name: 'ECO4' },
  { code: 'GBIS', name: 'GBIS' },
  { code: 'WH_LG', name: 'Warm Homes: Local Grant' },
  { code: 'WH_SHF', name: 'Social Housing Fund' },
  { code: 'OTHER', name: 'Other' },
] as const;

/** Work types, funding schemes and a first version of the default sampling rules, once. */
export async function seedSamplingCatalogue(db: Db, tenantId: string) {
  await db
    .insert(workTypes)
    .values(DEMO_WORK_TYPES.map((w) => ({ tenantId, ...w })))
    .onConflictDoNothing();
  await db
    .insert(fundingSchemes)
    .values(DEFAULT_FUNDING_SCHEMES.map((s, i) => ({ tenantId, ...s, sortOrder: i })))
    .onConflictDoNothing();
  const rules = DEFAULT_SAMPLING_RULES;
  await db.insert(samplingRules).values({
    tenantId,
    effectiveFrom: rules.effectiveFrom,
    baseRateBp: toBasisPoints(rules.baseRatePercent),
    minimumPerGroup: rules.minimumPerGroup,
    enhancedRateBp: toBasisPoints(rules.enhancedRatePercent),
    failRateBands: rules.failRateBands,
    smallInstallerThreshold: rules.smallInstallerThreshold,
    smallInstallerRateBp: toBasisPoints(rules.smallInstallerRatePercent),
    inspectionStage: rules.inspectionStage,
    firstJobsCount: rules.firstJobsCount,
  });
}
