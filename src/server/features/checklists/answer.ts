import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  answerFieldsFor,
  type AnswerChecklistItemInput,
  type ChecklistSeverity,
} from '@/shared/checklists/catalogue';
import { remediationDueAt } from '@/shared/checklists/remediation';
import type { DefectSeverity } from '@/shared/defects/catalogue';
import { writeAudit } from '@/server/audit/write-audit';
import type { Tx } from '@/server/db/client';
import { checklistAnswers, followups } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { initChecklistOf } from '../checklist-catalogue/init';
import { insertDefect } from '../defects/create';
import { refreshInstaller } from '../installers/refresh';
import { getTenantSetting } from '../settings/tenant-settings';
import { requireAnswerableInspection } from './access';
import { itemRules, requireAnswerRow } from './rows';

type Inspection = Awaited<ReturnType<typeof requireAnswerableInspection>>;

const DEFECT_SEVERITY: Record<ChecklistSeverity, DefectSeverity | null> = {
  'Category 1': 'critical',
  Major: 'high',
  Minor: null,
};

async function openQualityCheck(
  tx: Tx,
  actor: Actor,
  inspection: Inspection,
  item: { itemId: string; label: string; severity: ChecklistSeverity },
  dueDate: Date,
) {
  const [created] = await tx
    .insert(followups)
    .values({
      tenantId: actor.tenantId,
      type: 'quality-check',
      title: `Quality check: ${item.itemId} ${item.label} failed on ${inspection.reference}`,
      description: `Checklist item ${item.itemId} '${item.label}' was answered Fail (${item.severity}). Check the remedial work.`,
      priority: item.severity === 'Minor' ? 'medium' : 'high',
      assigneeId: inspection.inspectorUserId ?? actor.user.id,
      dueDate,
      inspectionId: inspection.id,
      answerKey: item.itemId,
      createdBy: actor.user.id,
    })
    .onConflictDoNothing()
    .returning({ id: followups.id });
  const id =
    created?.id ??
    (
      await tx
        .select({ id: followups.id })
        .from(followups)
        .where(and(eq(followups.inspectionId, inspection.id), eq(followups.answerKey, item.itemId)))
    )[0]!.id;
  if (created)
    await writeAudit(tx, actor, {
      action: 'create',
      resource: 'followup',
      resourceId: id,
      details: {
        type: 'quality-check',
        inspection: inspection.reference,
        item: item.itemId,
        automatic: true,
      },
    });
  return id;
}

async function openDefect(
  tx: Tx,
  actor: Actor,
  inspection: Inspection,
  item: { itemId: string; label: string; severity: ChecklistSeverity; comment: string },
  dueAt: Date,
  now: Date,
) {
  const defectId = await insertDefect(
    tx,
    actor,
    inspection,
    {
      title: `${item.itemId} ${item.label} failed (${item.severity})`,
      description:
        item.comment || `Checklist item ${item.itemId} '${item.label}' was answered Fail.`,
      severity: DEFECT_SEVERITY[item.severity]!,
      category: item.severity === 'Category 1' ? 'safety' : 'installation',
      location: '',
      assigneeId: inspection.inspectorUserId,
      dueDate: '',
    },
    now,
    dueAt,
  );
  const [followup] = await tx
    .select({ id: followups.id })
    .from(followups)
    .where(and(eq(followups.defectId, defectId), eq(followups.type, 'defect-resolution')));
  return { defectId, followupId: followup?.id ?? null };
}

type AnswerRow = Awaited<ReturnType<typeof requireAnswerRow>>;

/**
 * A Fail: the remediation clock runs from the first Fail, the item gets its follow-up (and,
 * for Category 1 or Major, a defect whose follow-up it is) and the follow-up's due date.
 */
async function startRemediation(
  tx: Tx,
  actor: Actor,
  inspection: Inspection,
  row: AnswerRow,
  failure: {
    itemId: string;
    label: string;
    severity: ChecklistSeverity;
    comment: string;
    now: Date;
  },
) {
  const { now, ...item } = failure;
  let followupId = row.followupId;
  let defectId = row.defectId;
  const settings = await getTenantSetting(tx, actor.tenantId, 'defects');
  const failedAt = row.failedAt ?? now;
  const dueAt = remediationDueAt(item.severity, failedAt, settings);
  if (DEFECT_SEVERITY[item.severity] && !defectId) {
    const opened = await openDefect(tx, actor, inspection, item, dueAt, now);
    defectId = opened.defectId;
    followupId ??= opened.followupId;
  }
  followupId ??= await openQualityCheck(tx, actor, inspection, item, dueAt);
  await tx
    .update(followups)
    .set({ dueDate: dueAt, updatedAt: now })
    .where(and(eq(followups.id, followupId), eq(followups.status, 'pending')));
  return { followupId, defectId, failedAt, dueAt };
}

/**
 * Records an answer. A Fail needs a severity: it starts the remediation clock
 * (from the first Fail), opens a follow-up and, for Category 1 or Major, a
 * defect whose own follow-up is the item's follow-up. Another answer stops the
 * clock; follow-ups and defects already opened stay (they close on their own pages).
 */
export async function answerChecklistItem(
  actor: Actor,
  input: z.output<typeof AnswerChecklistItemInput>,
  now: Date = new Date(),
) {
  const inspection = await requireAnswerableInspection(actor, input.inspectionId);
  return actor.db.transaction(async (tx) => {
    const pin = await initChecklistOf(tx, actor.tenantId, inspection.id);
    const row = await requireAnswerRow(tx, actor.tenantId, inspection.id, input.itemId);
    const item = await itemRules(tx, actor.tenantId, pin!.version, input.itemId);
    // The item's own rule (N/A refused where the question does not allow it), same schema as the form.
    const refused = answerFieldsFor(item).safeParse(input).error?.issues[0];
    if (refused) throw new TRPCError({ code: 'BAD_REQUEST', message: refused.message });
    const { label } = item;
    const failed = input.answer === 'Fail' ? input.severity! : null;
    const { followupId, defectId, failedAt, dueAt } = failed
      ? await startRemediation(tx, actor, inspection, row, {
          itemId: input.itemId,
          label,
          severity: failed,
          comment: input.comment,
          now,
        })
      : { followupId: row.followupId, defectId: row.defectId, failedAt: null, dueAt: null };
    await tx
      .update(checklistAnswers)
      .set({
        answer: input.answer,
        severity: failed,
        comment: input.comment,
        answeredBy: actor.user.id,
        answeredAt: now,
        followupId,
        defectId,
        failedAt,
        remediationDueAt: dueAt,
        evidenceSubmittedAt: failed ? row.evidenceSubmittedAt : null,
        acceptedAt: failed ? row.acceptedAt : null,
        missedNotifiedAt: failed ? row.missedNotifiedAt : null,
        // A new answer is a new judgement: an earlier overturn no longer applies.
        overturnedBy: null,
        overturnedByName: null,
        overturnedAt: null,
        overturnReason: null,
        updatedAt: now,
      })
      .where(
        and(
          eq(checklistAnswers.inspectionId, inspection.id),
          eq(checklistAnswers.itemId, input.itemId),
        ),
      );
    await writeAudit(tx, actor, {
      action: 'answer',
      resource: 'checklist_item',
      resourceId: `${inspection.reference}:${input.itemId}`,
      details: {
        inspection: inspection.reference,
        item: input.itemId,
        answer: input.answer,
        severity: failed,
        previous: row.answer,
        ...(dueAt ? { remediationDueAt: dueAt.toISOString() } : {}),
      },
    });
    // The answer's severity and clock feed the installer's severity and risk scores.
    await refreshInstaller(tx, actor, inspection.installerId);
    return {
      itemId: input.itemId,
      answer: input.answer,
      severity: failed,
      followupId,
      defectId,
      remediationDueAt: dueAt,
    };
  });
}
