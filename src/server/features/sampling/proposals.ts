import { and, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '@/server/db/client';
import { lodgedMeasures, samplingDraws, samplingSkips, users } from '@/server/db/schema/index';
import { drawWeighted, measureWeights, type ProposalWeights } from '@/shared/sampling/proposals';
import { quarterDays, type QuarterId } from '@/shared/sampling/sampling';
import { getSamplingPlan, type PlanRow } from './plan';
import {
  countAwaiting,
  loadCandidates,
  loadFirstJobs,
  loadWeightsContext,
  type Candidate,
} from './proposals-candidates';

export type Proposal = Omit<Candidate, 'installerId' | 'measureCategory'> & {
  weights: ProposalWeights;
};

export type ProposalGroup = {
  installerId: string;
  installerName: string;
  measureCategory: string;
  required: number;
  achieved: number;
  outstanding: number;
  /** Measures of the population with an inspection registered, not yet completed. */
  awaiting: number;
  /** How many the draw proposes: outstanding less those awaiting, at most the candidates. */
  toPropose: number;
  candidates: number;
  proposals: Proposal[];
};

/** The quarter's stored seed, if a draw was made. */
export async function loadDraw(db: Db | Tx, tenantId: string, quarter: QuarterId) {
  const [draw] = await db
    .select({
      seed: samplingDraws.seed,
      drawnAt: samplingDraws.drawnAt,
      drawnByName: users.name,
    })
    .from(samplingDraws)
    .leftJoin(users, eq(users.id, samplingDraws.drawnBy))
    .where(and(eq(samplingDraws.tenantId, tenantId), eq(samplingDraws.quarter, quarter)));
  return draw ? { ...draw, drawnAt: draw.drawnAt.toISOString() } : null;
}

/** Measures skipped for the quarter, newest first, with who skipped them and why. */
async function listSkipped(db: Db, tenantId: string, quarter: QuarterId) {
  const rows = await db
    .select({
      measureId: samplingSkips.lodgedMeasureId,
      umr: lodgedMeasures.umr,
      addressLine1: lodgedMeasures.addressLine1,
      postcode: lodgedMeasures.postcode,
      reason: samplingSkips.reason,
      skippedByName: users.name,
      skippedAt: samplingSkips.skippedAt,
    })
    .from(samplingSkips)
    .innerJoin(lodgedMeasures, eq(lodgedMeasures.id, samplingSkips.lodgedMeasureId))
    .leftJoin(users, eq(users.id, samplingSkips.skippedBy))
    .where(and(eq(samplingSkips.tenantId, tenantId), eq(samplingSkips.quarter, quarter)))
    .orderBy(desc(samplingSkips.skippedAt), samplingSkips.lodgedMeasureId);
  return rows.map((r) => ({ ...r, skippedAt: r.skippedAt.toISOString() }));
}

const groupKey = (installerId: string, category: string) => `${installerId}|${category}`;

/**
 * The quarter's proposals (issue 30 point 6): for each plan row with an outstanding part, the
 * measures the seeded, risk-weighted draw picks, each with its weights. Nothing is stored but
 * the seed and the skips, so the same plan and seed always give the same proposals.
 */
export async function listProposals(db: Db, tenantId: string, quarter: QuarterId) {
  const days = quarterDays(quarter);
  // One after the other: this may run inside a transaction, which is one connection.
  const plan = await getSamplingPlan(db, tenantId, quarter);
  const draw = await loadDraw(db, tenantId, quarter);
  const skipped = await listSkipped(db, tenantId, quarter);
  const rows = plan.rows.filter(
    (r): r is PlanRow & { installerId: string } => r.installerId !== null && r.outstanding > 0,
  );
  const ids = [...new Set(rows.map((r) => r.installerId))];
  const candidates = await loadCandidates(db, tenantId, quarter, days, ids);
  const awaiting = await countAwaiting(db, tenantId, days, ids);
  const { firstJobsCount } = plan.rules;
  const firstJobs = await loadFirstJobs(db, tenantId, ids, firstJobsCount);
  const context = await loadWeightsContext(db, tenantId, ids);
  const byGroup = new Map<string, Candidate[]>();
  for (const c of candidates) {
    const key = groupKey(c.installerId, c.measureCategory);
    byGroup.set(key, [...(byGroup.get(key) ?? []), c]);
  }
  const groups: ProposalGroup[] = rows.map((row) => {
    const key = groupKey(row.installerId, row.measureCategory);
    const pool = (byGroup.get(key) ?? []).map(({ installerId: _i, measureCategory: _c, ...c }) => {
      const weights = measureWeights({
        installerRiskScore: context.riskOf.get(row.installerId) ?? 0,
        categoryWeight: context.categoryWeightOf.get(row.measureCategory) ?? 1,
        propertyBuiltYear: c.propertyBuiltYear,
        isFirstJob: firstJobs.has(c.id),
        firstJobsCount,
      });
      return { ...c, weights, weight: weights.total };
    });
    const waiting = awaiting.get(key) ?? 0;
    const toPropose = Math.min(pool.length, Math.max(0, row.outstanding - waiting));
    const drawn = draw ? drawWeighted(draw.seed, pool, toPropose) : [];
    return {
      installerId: row.installerId,
      installerName: row.installerName,
      measureCategory: row.measureCategory,
      required: row.required,
      achieved: row.achieved,
      outstanding: row.outstanding,
      awaiting: waiting,
      toPropose,
      candidates: pool.length,
      proposals: drawn.map(({ weight: _w, ...p }) => p),
    };
  });
  return { quarter, days, draw, groups, skipped };
}
