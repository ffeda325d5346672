import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import {
  installerActivities,
  installers,
  monitoringProposals,
  samplingPathwayAlerts,
} from '@/server/db/schema/index';
import { currentUkPeriod } from '@/shared/periods';
import type { FailRateBand } from '@/shared/sampling/rules';
import {
  failRateBand,
  failRatePercent,
  previousQuarter,
  quarterDays,
  quarterOf,
  type QuarterId,
} from '@/shared/sampling/sampling';
import { notifyManagers } from '../monitoring/notify-managers';
import { failedPairs, type PairResult } from './pathways-figures';
import { rulesForQuarter } from './rule-versions';

type Reached = PairResult & { quarter: QuarterId; band: FailRateBand; previousBand: string | null };
type Context = { tenantId: string; userId: string | null; names: Map<string, Installer> };
type Installer = { name: string; monitoringType: string };

const pairKey = (p: { installerId: string; measureCategory: string }) =>
  `${p.installerId}|${p.measureCategory}`;

/** The pairs of a quarter in a band, each with the band the previous quarter reached (if any). */
async function pairsInBand(
  db: Db | Tx,
  tenantId: string,
  quarter: QuarterId,
  installerIds: string[] | null,
): Promise<Reached[]> {
  const rules = await rulesForQuarter(db, tenantId, quarter);
  const bandOf = (p: PairResult) => failRateBand(rules.failRateBands, p.failed, p.achieved);
  // One after the other: this may run inside a transaction, which is one connection.
  const now = await failedPairs(db, tenantId, quarterDays(quarter), installerIds);
  const before = await failedPairs(
    db,
    tenantId,
    quarterDays(previousQuarter(quarter)),
    installerIds,
  );
  const previous = new Map(before.map((p) => [pairKey(p), bandOf(p)?.name ?? null]));
  return now.flatMap((p) => {
    const band = bandOf(p);
    return band ? [{ ...p, quarter, band, previousBand: previous.get(pairKey(p)) ?? null }] : [];
  });
}

const figures = (r: Reached) =>
  `fail rate ${failRatePercent(r.failed, r.achieved)?.toFixed(1)}% (${r.failed} of ${r.achieved} inspected measures failed) in ${r.quarter}, above ${r.band.aboveFailRatePercent}%`;

/** Enhanced monitoring proposed with the reason, through the monitoring feature's proposals. */
async function proposeEnhanced(db: Db | Tx, context: Context, r: Reached, reason: string) {
  if (context.names.get(r.installerId)?.monitoringType === 'Enhanced') return;
  const inserted = await db
    .insert(monitoringProposals)
    .values({ tenantId: context.tenantId, installerId: r.installerId, reason })
    .onConflictDoNothing()
    .returning({ id: monitoringProposals.id });
  if (inserted.length === 0) return; // one pending proposal per installer
  await db.insert(installerActivities).values({
    tenantId: context.tenantId,
    installerId: r.installerId,
    type: 'status_change',
    title: 'Proposed for Enhanced monitoring',
    description: reason,
    createdBy: context.userId,
    createdByName: 'Sampling pathways',
  });
}

async function tell(db: Db | Tx, context: Context, r: Reached, escalation: boolean) {
  const name = context.names.get(r.installerId)?.name ?? 'An installer';
  const title = escalation
    ? `Escalation: ${name}, ${r.measureCategory} in a pathway two quarters running`
    : `${r.band.name}: ${name}, ${r.measureCategory}`;
  const message = escalation
    ? `${r.previousBand} in ${previousQuarter(r.quarter)}, then ${r.band.name} in ${r.quarter}: ${figures(r)}.`
    : `${r.band.name} reached: ${figures(r)}.`;
  await notifyManagers(db, context.tenantId, {
    event: 'sampling_pathway',
    type: escalation || r.band.aboveFailRatePercent >= 25 ? 'error' : 'warning',
    title,
    message,
    actionUrl: `/installers/${r.installerId}`,
    createdBy: context.userId,
  });
}

/** Records a pair in its band; notifies and proposes once, and once more when it escalates. */
async function record(db: Db | Tx, context: Context, r: Reached) {
  const escalated = r.previousBand !== null;
  const values = {
    tenantId: context.tenantId,
    installerId: r.installerId,
    measureCategory: r.measureCategory,
    quarter: r.quarter,
    band: r.band.name,
    achieved: r.achieved,
    failed: r.failed,
    failRatePercent: failRatePercent(r.failed, r.achieved) ?? 0,
    escalated,
    previousBand: r.previousBand,
    escalatedAt: escalated ? new Date() : null,
  };
  const inserted = await db
    .insert(samplingPathwayAlerts)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: samplingPathwayAlerts.id });
  if (inserted.length > 0) {
    await tell(db, context, r, escalated);
    const reason = `Sampling: ${r.band.name} for ${r.measureCategory}, ${figures(r)}${escalated ? `; ${r.previousBand} the quarter before` : ''}.`;
    await proposeEnhanced(db, context, r, reason);
    return 'new' as const;
  }
  if (!escalated) return null;
  // Already alerted this quarter; the previous quarter's late results now make it an escalation.
  const updated = await db
    .update(samplingPathwayAlerts)
    .set({ escalated: true, previousBand: r.previousBand, escalatedAt: new Date() })
    .where(
      and(
        eq(samplingPathwayAlerts.tenantId, context.tenantId),
        eq(samplingPathwayAlerts.installerId, r.installerId),
        eq(samplingPathwayAlerts.measureCategory, r.measureCategory),
        eq(samplingPathwayAlerts.quarter, r.quarter),
        eq(samplingPathwayAlerts.band, r.band.name),
        eq(samplingPathwayAlerts.escalated, false),
      ),
    )
    .returning({ id: samplingPathwayAlerts.id });
  if (updated.length === 0) return null;
  await tell(db, context, r, true);
  return 'escalated' as const;
}

/**
 * The pathway check (issue 30 point 7): the current and the previous quarter (whose measures are
 * often inspected in this one), for some installers after a change to their inspections or for
 * the whole tenant from the daily job. Returns how many alerts were new or escalated.
 */
export async function checkPathways(
  db: Db | Tx,
  input: { tenantId: string; installerIds: string[] | null; userId: string | null; now?: Date },
) {
  const current = quarterOf(currentUkPeriod('quarter', input.now).from);
  const quarters = [previousQuarter(current), current];
  // One quarter after the other: this runs inside a transaction, which is one connection.
  const reached: Awaited<ReturnType<typeof pairsInBand>> = [];
  for (const q of quarters)
    reached.push(...(await pairsInBand(db, input.tenantId, q, input.installerIds)));
  if (reached.length === 0) return 0;
  const ids = [...new Set(reached.map((r) => r.installerId))];
  const rows = await db
    .select({ id: installers.id, name: installers.name, monitoringType: installers.monitoringType })
    .from(installers)
    .where(and(eq(installers.tenantId, input.tenantId), inArray(installers.id, ids)));
  const context = {
    tenantId: input.tenantId,
    userId: input.userId,
    names: new Map(rows.map((r) => [r.id, r])),
  };
  let changed = 0;
  for (const r of reached) if (await record(db, context, r)) changed += 1;
  return changed;
}
