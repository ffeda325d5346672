import { TRPCError } from '@trpc/server';
import { and, desc, eq } from 'drizzle-orm';
import { writeAudit } from '@/server/audit/write-audit';
import type { Tx } from '@/server/db/client';
import { installers, monitoringProposals } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { ACTIVITY_TITLES, recordStatusActivity } from './activity';
import { applyMonitoringType } from './apply-monitoring-type';

const PROPOSAL_LIST_LIMIT = 100;

/** Pending proposals to move installers to Enhanced, newest first (the overview's Pending Reviews). */
export async function listPendingProposals(actor: Actor) {
  const rows = await actor.db
    .select({
      id: monitoringProposals.id,
      installerId: monitoringProposals.installerId,
      installerName: installers.name,
      riskScore: installers.riskScore,
      complianceRate: installers.complianceRate,
      reason: monitoringProposals.reason,
      createdAt: monitoringProposals.createdAt,
    })
    .from(monitoringProposals)
    .innerJoin(installers, eq(installers.id, monitoringProposals.installerId))
    .where(
      and(
        eq(monitoringProposals.tenantId, actor.tenantId),
        eq(monitoringProposals.status, 'pending'),
      ),
    )
    .orderBy(desc(monitoringProposals.createdAt), desc(monitoringProposals.id))
    .limit(PROPOSAL_LIST_LIMIT);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

async function lockPendingProposal(tx: Tx, actor: Actor, id: string) {
  const [proposal] = await tx
    .select({
      installerId: monitoringProposals.installerId,
      reason: monitoringProposals.reason,
      status: monitoringProposals.status,
    })
    .from(monitoringProposals)
    .where(and(eq(monitoringProposals.tenantId, actor.tenantId), eq(monitoringProposals.id, id)))
    .for('update');
  if (!proposal) throw new TRPCError({ code: 'NOT_FOUND', message: 'Proposal not found.' });
  if (proposal.status !== 'pending') {
    throw new TRPCError({ code: 'CONFLICT', message: 'This proposal has already been decided.' });
  }
  return proposal;
}

type Decision = 'confirmed' | 'dismissed';

async function decide(tx: Tx, actor: Actor, id: string, decision: Decision) {
  await tx
    .update(monitoringProposals)
    .set({ status: decision, decidedBy: actor.user.id, decidedAt: new Date() })
    .where(and(eq(monitoringProposals.tenantId, actor.tenantId), eq(monitoringProposals.id, id)));
}

/** Confirms a proposal: the installer moves to Enhanced with the proposal's reason. */
export async function confirmProposal(actor: Actor, id: string) {
  return actor.db.transaction(async (tx) => {
    const proposal = await lockPendingProposal(tx, actor, id);
    await decide(tx, actor, id, 'confirmed');
    const result = await applyMonitoringType(
      tx,
      actor,
      proposal.installerId,
      'Enhanced',
      proposal.reason,
    );
    await writeAudit(tx, actor, {
      action: 'update',
      resource: 'monitoring_proposal',
      resourceId: id,
      details: { decision: 'confirmed', installerId: proposal.installerId, ...result },
    });
    return { id, status: 'confirmed' as const, installerId: proposal.installerId };
  });
}

/** Dismisses a proposal; the installer stays as it is and the decision is on its activity feed. */
export async function dismissProposal(actor: Actor, id: string) {
  return actor.db.transaction(async (tx) => {
    const proposal = await lockPendingProposal(tx, actor, id);
    await decide(tx, actor, id, 'dismissed');
    await recordStatusActivity(
      tx,
      actor,
      proposal.installerId,
      ACTIVITY_TITLES.proposalDismissed,
      proposal.reason,
    );
    await writeAudit(tx, actor, {
      action: 'update',
      resource: 'monitoring_proposal',
      resourceId: id,
      details: { decision: 'dismissed', installerId: proposal.installerId },
    });
    return { id, status: 'dismissed' as const, installerId: proposal.installerId };
  });
}
