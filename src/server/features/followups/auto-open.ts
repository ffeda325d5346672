import { and, eq, inArray } from 'drizzle-orm';
import type { DefectSeverity } from '../../../shared/defects/catalogue';
import { defaultDefectDueDate } from '../../../shared/defects/due-dates';
import { MEASURE_QUESTIONS } from '../../../shared/inspections/checklist-questions';
import { priorityForSeverity } from '../../../shared/followups/rules';
import { writeAudit } from '../../audit/write-audit';
import type { Tx } from '../../db/client';
import { followups } from '../../db/schema/index';
import type { Actor } from '../../trpc/actor';
import { getTenantSetting } from '../settings/tenant-settings';

const QUESTION_LABELS = new Map<string, string>(
  Object.values(MEASURE_QUESTIONS).flatMap((questions) =>
    questions.map((q) => [q.key, q.label] as const),
  ),
);

/** A new defect opens its defect-resolution follow-up (at most one per defect). */
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

/**
 * Each 'Fail' answer of an inspection's checklist opens a quality-check
 * follow-up, once per answer however often this runs. Assigned to the
 * inspection's inspector when they have an account, else to whoever recorded it;
 * due by the tenant's non-critical defect due time.
 */
export async function openFollowupsForFailedAnswers(
  tx: Tx,
  actor: Actor,
  inspection: {
    id: string;
    reference: string;
    answers: Partial<Record<string, 'Pass' | 'Fail'>>;
    inspectorUserId: string | null;
  },
  now: Date = new Date(),
) {
  const failed = Object.entries(inspection.answers)
    .filter(([, answer]) => answer === 'Fail')
    .map(([key]) => key);
  if (failed.length === 0) return [];
  const settings = await getTenantSetting(tx, actor.tenantId, 'defects');
  const dueDate = defaultDefectDueDate('medium', now, settings);
  const created = await tx
    .insert(followups)
    .values(
      failed.map((key) => ({
        tenantId: actor.tenantId,
        type: 'quality-check' as const,
        title: `Quality check: ${QUESTION_LABELS.get(key) ?? key} failed on ${inspection.reference}`,
        description: `The checklist answer '${QUESTION_LABELS.get(key) ?? key}' was recorded as Fail. Check the remedial work.`,
        priority: 'high' as const,
        assigneeId: inspection.inspectorUserId ?? actor.user.id,
        dueDate,
        inspectionId: inspection.id,
        answerKey: key,
        createdBy: actor.user.id,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: followups.id, answerKey: followups.answerKey });
  for (const item of created) {
    await writeAudit(tx, actor, {
      action: 'create',
      resource: 'followup',
      resourceId: item.id,
      details: {
        type: 'quality-check',
        inspection: inspection.reference,
        answer: item.answerKey,
        automatic: true,
      },
    });
  }
  return created.map((c) => c.id);
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
