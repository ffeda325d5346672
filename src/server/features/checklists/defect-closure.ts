import { and, eq, isNotNull, isNull, ne } from 'drizzle-orm';
import { writeAudit } from '@/server/audit/write-audit';
import type { Tx } from '@/server/db/client';
import { checklistAnswers, defects } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';

/**
 * A defect opened by checklist fails is resolved once none of them waits any longer: each was
 * accepted after remediation or overturned (docs/installer-portal.md, "the defect closed").
 * Called inside the move's transaction, after the item's own row is written. A defect already
 * resolved, or one with a fail still open, is left as it is.
 */
export async function resolveDefectWhenRemediated(
  tx: Tx,
  actor: Actor,
  defectId: string | null,
  now: Date,
) {
  if (!defectId) return;
  const [open] = await tx
    .select({ itemId: checklistAnswers.itemId })
    .from(checklistAnswers)
    .where(
      and(
        eq(checklistAnswers.tenantId, actor.tenantId),
        eq(checklistAnswers.defectId, defectId),
        isNotNull(checklistAnswers.remediationDueAt),
        isNull(checklistAnswers.acceptedAt),
        isNull(checklistAnswers.overturnedAt),
      ),
    )
    .limit(1);
  if (open) return;
  const [resolved] = await tx
    .update(defects)
    .set({ status: 'resolved', resolvedAt: now, updatedAt: now })
    .where(
      and(
        eq(defects.tenantId, actor.tenantId),
        eq(defects.id, defectId),
        ne(defects.status, 'resolved'),
      ),
    )
    .returning({ reference: defects.reference, status: defects.status });
  if (!resolved) return;
  await writeAudit(tx, actor, {
    action: 'update',
    resource: 'defect',
    resourceId: defectId,
    details: {
      reference: resolved.reference,
      changes: { status: 'resolved' },
      reason: 'Every failed item of the defect was remediated and accepted, or overturned.',
    },
  });
}
