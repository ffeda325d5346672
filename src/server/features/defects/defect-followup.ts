import { and, eq, inArray } from 'drizzle-orm';
import type { DefectSeverity } from '@/shared/defects/catalogue';
import { priorityForSeverity } from '@/shared/followups/rules';
import { writeAudit } from '@/server/audit/write-audit';
import type { Tx } from '@/server/db/client';
import { followups } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';

/**
 * A new defect opens its defect-resolution follow-up (at most one per defect).
 * Defects own this rule (not followups): the follow-up follows the defect's
 * life, and followups sit above defects in the feature order.
 */
export async function openFollowupForDefect(
  tx: Tx,
  actor: Actor,
  defect: {
    id: string;
    reference: string;
    title: string;
    severity: DefectSeverity;
    inspectionId: string;
    assigneeId: string | null;
    dueDate: Date;
  },
) {
  const [created] = await tx
    .insert(followups)
    .values({
      tenantId: actor.tenantId,
      type: 'defect-resolution',
      title: `Resolve ${defect.reference}: ${defect.title}`.slice(0, 200),
      description: `Opened automatically when defect ${defect.reference} was raised.`,
      priority: priorityForSeverity(defect.severity),
      assigneeId: defect.assigneeId,
      dueDate: defect.dueDate,
      inspectionId: defect.inspectionId,
      defectId: defect.id,
      createdBy: actor.user.id,
    })
    .onConflictDoNothing()
    .returning({ id: followups.id });
  if (created) {
    await writeAudit(tx, actor, {
      action: 'create',
      resource: 'followup',
      resourceId: created.id,
      details: { type: 'defect-resolution', defect: defect.reference, automatic: true },
    });
  }
  return created?.id ?? null;
}

/** Keeps a defect's open follow-up in step with the defect: assignee, due date, resolution. */
export async function syncDefectFollowup(
  tx: Tx,
  actor: Actor,
  defectId: string,
  change: {
    assigneeId?: string | null;
    dueDate?: Date;
    resolved?: boolean;
    now: Date;
  },
) {
  const own = and(
    eq(followups.tenantId, actor.tenantId),
    eq(followups.defectId, defectId),
    eq(followups.type, 'defect-resolution'),
  );
  const open = and(own, inArray(followups.status, ['pending', 'overdue']));
  const assignment = {
    ...(change.assigneeId !== undefined ? { assigneeId: change.assigneeId } : {}),
    ...(change.dueDate
      ? { dueDate: change.dueDate, status: 'pending' as const, overdueNotifiedAt: null }
      : {}),
  };
  if (Object.keys(assignment).length > 0) {
    await tx
      .update(followups)
      .set({ ...assignment, updatedAt: change.now })
      .where(open);
  }
  if (change.resolved === true) {
    await tx
      .update(followups)
      .set({
        status: 'completed',
        progress: 100,
        completedAt: change.now,
        completedBy: actor.user.id,
        updatedAt: change.now,
      })
      .where(open);
  } else if (change.resolved === false) {
    // Reopened: the resolution work starts again.
    await tx
      .update(followups)
      .set({
        status: 'pending',
        progress: 0,
        completedAt: null,
        completedBy: null,
        overdueNotifiedAt: null,
        updatedAt: change.now,
      })
      .where(and(own, eq(followups.status, 'completed')));
  }
}
