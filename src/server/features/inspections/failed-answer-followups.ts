import { defaultDefectDueDate } from '@/shared/defects/due-dates';
import { MEASURE_QUESTIONS } from '@/shared/inspections/checklist-questions';
import { writeAudit } from '@/server/audit/write-audit';
import type { Tx } from '@/server/db/client';
import { followups } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { getTenantSetting } from '../settings/tenant-settings';

const QUESTION_LABELS = new Map<string, string>(
  Object.values(MEASURE_QUESTIONS).flatMap((questions) =>
    questions.map((q) => [q.key, q.label] as const),
  ),
);

/**
 * Each 'Fail' answer of an inspection's checklist opens a quality-check
 * follow-up, once per answer however often this runs. Assigned to the
 * inspection's inspector when they have an account, else to whoever recorded it;
 * due by the tenant's non-critical defect due time. Inspections own this rule
 * (not followups) because recording the answers triggers it, and followups sit
 * above inspections in the feature order.
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
