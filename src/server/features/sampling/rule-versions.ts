import { TRPCError } from '@trpc/server';
import { asc, eq } from 'drizzle-orm';
import { writeAudit } from '@/server/audit/write-audit';
import type { Db, Tx } from '@/server/db/client';
import { samplingRules, users } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { currentUkPeriod } from '@/shared/periods';
import {
  DEFAULT_SAMPLING_RULES,
  fromBasisPoints,
  toBasisPoints,
  type SamplingRules,
  type SamplingRulesInput,
} from '@/shared/sampling/rules';
import { quarterDays, quarterOf, rulesInForce, type QuarterId } from '@/shared/sampling/sampling';

export type RuleVersion = SamplingRules & {
  /** Null for the built-in defaults, which judge a quarter before the tenant's first version. */
  id: string | null;
  createdAt: string | null;
  createdByName: string | null;
};

const DEFAULT_VERSION: RuleVersion = {
  ...DEFAULT_SAMPLING_RULES,
  id: null,
  createdAt: null,
  createdByName: null,
};

/** Every version of the tenant's rules, oldest first (creation order settles a shared date). */
export async function listRuleVersions(db: Db | Tx, tenantId: string): Promise<RuleVersion[]> {
  const rows = await db
    .select({ rule: samplingRules, firstName: users.firstName, lastName: users.lastName })
    .from(samplingRules)
    .leftJoin(users, eq(users.id, samplingRules.createdBy))
    .where(eq(samplingRules.tenantId, tenantId))
    .orderBy(asc(samplingRules.createdAt), asc(samplingRules.id));
  return rows.map(({ rule, firstName, lastName }) => ({
    id: rule.id,
    effectiveFrom: rule.effectiveFrom,
    baseRatePercent: fromBasisPoints(rule.baseRateBp),
    minimumPerGroup: rule.minimumPerGroup,
    enhancedRatePercent: fromBasisPoints(rule.enhancedRateBp),
    failRateBands: rule.failRateBands,
    smallInstallerThreshold: rule.smallInstallerThreshold,
    smallInstallerRatePercent: fromBasisPoints(rule.smallInstallerRateBp),
    inspectionStage: rule.inspectionStage,
    firstJobsCount: rule.firstJobsCount,
    createdAt: rule.createdAt.toISOString(),
    createdByName: firstName ? `${firstName} ${lastName ?? ''}`.trim() : null,
  }));
}

/** The version that judges a quarter, or the built-in defaults before the tenant's first one. */
export async function rulesForQuarter(
  db: Db | Tx,
  tenantId: string,
  quarter: QuarterId,
): Promise<RuleVersion> {
  return rulesInForce(await listRuleVersions(db, tenantId), quarter) ?? DEFAULT_VERSION;
}

/**
 * A new version from the first day of a quarter. A past quarter keeps the rules it was judged
 * by, so a version may start with the current quarter at the earliest.
 */
export async function createRuleVersion(actor: Actor, input: SamplingRulesInput, now = new Date()) {
  const current = currentUkPeriod('quarter', now).from;
  if (input.effectiveFrom < current)
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: 'Rules cannot take effect in a past quarter',
    });
  const quarter = quarterOf(input.effectiveFrom);
  return actor.db.transaction(async (tx) => {
    const before = await rulesForQuarter(tx, actor.tenantId, quarter);
    const [row] = await tx
      .insert(samplingRules)
      .values({
        tenantId: actor.tenantId,
        effectiveFrom: input.effectiveFrom,
        baseRateBp: toBasisPoints(input.baseRatePercent),
        minimumPerGroup: input.minimumPerGroup,
        enhancedRateBp: toBasisPoints(input.enhancedRatePercent),
        failRateBands: [...input.failRateBands].sort(
          (a, b) => a.aboveFailRatePercent - b.aboveFailRatePercent,
        ),
        smallInstallerThreshold: input.smallInstallerThreshold,
        smallInstallerRateBp: toBasisPoints(input.smallInstallerRatePercent),
        inspectionStage: input.inspectionStage,
        firstJobsCount: input.firstJobsCount,
        createdBy: actor.user.id,
      })
      .returning({ id: samplingRules.id });
    await writeAudit(tx, actor, {
      action: 'create',
      resource: 'sampling_rules',
      resourceId: row!.id,
      details: { quarter, rules: input, replaces: before.id },
    });
    return (await listRuleVersions(tx, actor.tenantId)).find((v) => v.id === row!.id)!;
  });
}

/** Today's quarter, or the one asked for, with the rules that judge it. */
export async function currentRules(db: Db, tenantId: string, quarter?: QuarterId) {
  const which = quarter ?? quarterOf(currentUkPeriod('quarter').from);
  return {
    quarter: which,
    days: quarterDays(which),
    rules: await rulesForQuarter(db, tenantId, which),
  };
}
