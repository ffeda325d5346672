import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  ALREADY_ACCEPTED_MESSAGE,
  ALREADY_SUBMITTED_MESSAGE,
} from '@/shared/installer-portal/remediations';
import type { Db, Tx } from '@/server/db/client';
import { checklistAnswers, inspectionEvidence, inspections } from '@/server/db/schema/index';
import type { PortalActor } from './portal-actor';
import { remediationScope } from './remediation-rows';

export type RemediationTarget = NonNullable<Awaited<ReturnType<typeof findPortalRemediation>>>;

/**
 * A failed item of one of this installer's inspections (never another installer's or another
 * tenant's: those are simply not found), with what a submission reads.
 */
export async function findPortalRemediation(
  db: Db | Tx,
  actor: PortalActor,
  inspectionId: string,
  itemId: string,
) {
  const [row] = await db
    .select({
      inspectionId: inspections.id,
      reference: inspections.reference,
      itemId: checklistAnswers.itemId,
      status: checklistAnswers.status,
      statusChangedAt: checklistAnswers.statusChangedAt,
      remediationDueAt: checklistAnswers.remediationDueAt,
      evidenceSubmittedAt: checklistAnswers.evidenceSubmittedAt,
      acceptedAt: checklistAnswers.acceptedAt,
    })
    .from(checklistAnswers)
    .innerJoin(inspections, eq(inspections.id, checklistAnswers.inspectionId))
    .where(
      remediationScope(
        actor.tenantId,
        and(
          eq(inspections.installerId, actor.installerId),
          eq(inspections.id, inspectionId),
          eq(checklistAnswers.itemId, itemId),
        ),
      ),
    );
  return row ?? null;
}

/** Why the installer may not add evidence to (or submit) this item now, or null. */
export function closedRefusal(target: RemediationTarget): string | null {
  if (target.acceptedAt) return ALREADY_ACCEPTED_MESSAGE;
  if (target.evidenceSubmittedAt) return ALREADY_SUBMITTED_MESSAGE;
  return null;
}

/**
 * Remediation files (not withdrawn) on the item that a submission would carry: after a
 * rejection only those added since, so a resubmission brings something new.
 */
export async function countNewRemediationFiles(
  db: Db | Tx,
  tenantId: string,
  target: RemediationTarget,
) {
  const since =
    target.status === 'Rejected' && target.statusChangedAt
      ? gt(inspectionEvidence.createdAt, target.statusChangedAt)
      : undefined;
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(inspectionEvidence)
    .where(
      and(
        eq(inspectionEvidence.tenantId, tenantId),
        eq(inspectionEvidence.inspectionId, target.inspectionId),
        eq(inspectionEvidence.itemId, target.itemId),
        eq(inspectionEvidence.purpose, 'remediation'),
        isNull(inspectionEvidence.withdrawnAt),
        since,
      ),
    );
  return row?.count ?? 0;
}
