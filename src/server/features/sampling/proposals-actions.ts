import { TRPCError } from '@trpc/server';
import { and, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { writeAudit } from '@/server/audit/write-audit';
import type { Tx } from '@/server/db/client';
import { inspections, samplingDraws, samplingSkips } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import {
  newSeed,
  type AcceptProposalsInput,
  type SkipProposalInput,
} from '@/shared/sampling/proposals';
import type { QuarterId } from '@/shared/sampling/sampling';
import { listProposals, loadDraw, type Proposal } from './proposals';
import { lockMeasure, registerSampledInspection } from './proposals-register';

/**
 * Draws the quarter's proposals: the first draw stores a seed, a re-draw replaces it with a new
 * one (the audit row keeps the one replaced), so every proposal can be reproduced.
 */
export async function drawProposals(actor: Actor, quarter: QuarterId, random = Math.random) {
  return actor.db.transaction(async (tx) => {
    const before = await loadDraw(tx, actor.tenantId, quarter);
    const seed = newSeed(random);
    await tx
      .insert(samplingDraws)
      .values({ tenantId: actor.tenantId, quarter, seed, drawnBy: actor.user.id })
      .onConflictDoUpdate({
        target: [samplingDraws.tenantId, samplingDraws.quarter],
        set: { seed, drawnBy: actor.user.id, drawnAt: new Date() },
      });
    await writeAudit(tx, actor, {
      action: before ? 'redraw' : 'draw',
      resource: 'sampling_proposals',
      resourceId: quarter,
      details: { quarter, seed, ...(before ? { previousSeed: before.seed } : {}) },
    });
    return { quarter, seed, redrawn: before !== null };
  });
}

/** The measures proposed now, by id; anything else is refused, so a stale page cannot accept. */
async function currentProposals(actor: Actor, quarter: QuarterId) {
  const { draw, groups } = await listProposals(actor.db, actor.tenantId, quarter);
  const proposed = new Map<string, Proposal>();
  for (const group of groups) for (const p of group.proposals) proposed.set(p.id, p);
  return { seed: draw?.seed ?? null, proposed };
}

const NO_LONGER_PROPOSED =
  'Some of these measures are no longer proposed (accepted, skipped or re-drawn by someone else). Refresh the proposals and try again.';

async function refuseOpenInspection(tx: Tx, tenantId: string, measureId: string, umr: string) {
  const [open] = await tx
    .select({ reference: inspections.reference })
    .from(inspections)
    .where(
      and(
        eq(inspections.tenantId, tenantId),
        eq(inspections.lodgedMeasureId, measureId),
        ne(inspections.status, 'CANCELLED'),
      ),
    )
    .limit(1);
  if (open) {
    throw new TRPCError({
      code: 'CONFLICT',
      message: `Measure ${umr} already has inspection ${open.reference}.`,
    });
  }
}

/**
 * Accepts proposals, singly or in bulk: each becomes a Pending inspection linked to its measure
 * (in the pending queue, unscheduled so the schedule can book it), registered as the
 * registration page does (its installer's figures refreshed with it), in one transaction.
 */
export async function acceptProposals(actor: Actor, input: z.output<typeof AcceptProposalsInput>) {
  const ids = [...new Set(input.measureIds)];
  const { seed, proposed } = await currentProposals(actor, input.quarter);
  if (ids.some((id) => !proposed.has(id))) {
    throw new TRPCError({ code: 'CONFLICT', message: NO_LONGER_PROPOSED });
  }
  return actor.db.transaction(async (tx) => {
    const accepted: { measureId: string; inspectionId: string; reference: string }[] = [];
    for (const measureId of ids) {
      const { measure, installer } = await lockMeasure(tx, actor.tenantId, measureId);
      if (!installer) throw new TRPCError({ code: 'CONFLICT', message: NO_LONGER_PROPOSED });
      await refuseOpenInspection(tx, actor.tenantId, measureId, measure.umr);
      const created = await registerSampledInspection(tx, actor, measure, installer, input.quarter);
      await writeAudit(tx, actor, {
        action: 'accept',
        resource: 'sampling_proposal',
        resourceId: measureId,
        details: {
          quarter: input.quarter,
          seed,
          umr: measure.umr,
          inspectionId: created.id,
          reference: created.reference,
          weights: proposed.get(measureId)!.weights,
        },
      });
      accepted.push({ measureId, inspectionId: created.id, reference: created.reference });
    }
    return { accepted };
  });
}

/** Skips a proposed measure for the quarter with a reason; the draw proposes the next one. */
export async function skipProposal(actor: Actor, input: z.output<typeof SkipProposalInput>) {
  const { seed, proposed } = await currentProposals(actor, input.quarter);
  if (!proposed.has(input.measureId)) {
    throw new TRPCError({ code: 'CONFLICT', message: NO_LONGER_PROPOSED });
  }
  return actor.db.transaction(async (tx) => {
    const { measure } = await lockMeasure(tx, actor.tenantId, input.measureId);
    await tx
      .insert(samplingSkips)
      .values({
        tenantId: actor.tenantId,
        quarter: input.quarter,
        lodgedMeasureId: measure.id,
        reason: input.reason,
        skippedBy: actor.user.id,
      })
      .onConflictDoNothing();
    await writeAudit(tx, actor, {
      action: 'skip',
      resource: 'sampling_proposal',
      resourceId: measure.id,
      details: { quarter: input.quarter, seed, umr: measure.umr, reason: input.reason },
    });
    return { measureId: measure.id, umr: measure.umr };
  });
}
