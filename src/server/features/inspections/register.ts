import type { InspectionRecord } from '@/shared/inspections/inspection-record';
import type { Tx } from '@/server/db/client';
import { writeAudit } from '@/server/audit/write-audit';
import { nextReference } from '@/server/db/next-reference';
import { inspections, inspectionStatusHistory } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { notifyInspectorAssigned } from './notify';
import { refreshInstaller } from '../installers/refresh';
import { openFollowupsForFailedAnswers } from './failed-answer-followups';
import { initChecklistOf } from '../checklist-catalogue/init';
import { emitWebhookEvent } from '../webhooks/emit';

export type RegistrationLinks = {
  installerId: string;
  inspectorUserId: string | null;
  /** The lodged measure a sampling proposal registers the inspection for. */
  lodgedMeasureId?: string | null;
  /** What the audit row adds to the reference, source, status and policy ID. */
  auditDetails?: Record<string, unknown>;
};

const HISTORY_NOTES: Partial<Record<InspectionRecord['source'], string>> = {
  SAMPLING: 'Registered from a sampling proposal',
};

/** The inspection row and its first status-history row ('Registered'); returns its id. */
async function insertInspection(
  tx: Tx,
  actor: Actor,
  record: InspectionRecord,
  links: RegistrationLinks & { reference: string },
) {
  const [created] = await tx
    .insert(inspections)
    .values({
      ...record,
      tenantId: actor.tenantId,
      reference: links.reference,
      installerId: links.installerId,
      inspectorUserId: links.inspectorUserId,
      lodgedMeasureId: links.lodgedMeasureId ?? null,
      createdBy: actor.user.id,
      updatedBy: actor.user.id,
    })
    .returning({ id: inspections.id });
  const inspectionId = created!.id;
  await tx.insert(inspectionStatusHistory).values({
    tenantId: actor.tenantId,
    inspectionId,
    fromStatus: null,
    toStatus: record.status,
    notes: HISTORY_NOTES[record.source] ?? 'Registered',
    completedDate: record.completedDate,
    changedBy: actor.user.id,
    changedByName: actor.user.name,
  });
  return inspectionId;
}

/**
 * Every registration's one path, after its input became a record (the forms, the API and an
 * accepted sampling proposal): a reference, the row, its first status-history row, follow-ups
 * for failed answers, the measure's checklist, the installer's refresh, the inspector's
 * notification and the audit row. Runs inside the caller's transaction; returns id and reference.
 */
export async function registerInspection(
  tx: Tx,
  actor: Actor,
  record: InspectionRecord,
  links: RegistrationLinks,
) {
  const reference = await nextReference(tx, actor.tenantId, 'INS');
  const id = await insertInspection(tx, actor, record, { ...links, reference });
  const { inspectorUserId } = links;
  // Each 'Fail' on the checklist opens a quality-check follow-up.
  await openFollowupsForFailedAnswers(tx, actor, {
    id,
    reference,
    answers: record.answers,
    inspectorUserId,
  });
  // The measure's checklist, its first answers from the wizard (docs/checklists.md).
  await initChecklistOf(tx, actor.tenantId, id);
  // After the checklist: its failed answers are what the severity and risk scores count.
  await refreshInstaller(tx, actor, links.installerId);
  await notifyInspectorAssigned(tx, actor, inspectorUserId, {
    id,
    reference,
    propertyAddress: record.propertyAddress,
    scheduledDate: record.scheduledDate,
  });
  await emitWebhookEvent(tx, actor.tenantId, 'inspection.created', {
    id,
    reference,
    status: record.status,
    measureType: record.measureType,
    scheduledDate: record.scheduledDate,
  });
  await writeAudit(tx, actor, {
    action: 'create',
    resource: 'inspection',
    resourceId: id,
    details: {
      reference,
      source: record.source,
      status: record.status,
      policyId: record.policyId,
      ...links.auditDetails,
    },
  });
  return { id, reference };
}
