import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  buildInspectionRecord,
  type CreateInspectionInput,
} from '../../../shared/inspections/create-inspection';
import { writeAudit } from '../../audit/write-audit';
import { nextReference } from '../../db/next-reference';
import { inspectionDrafts, inspections, inspectionStatusHistory } from '../../db/schema/index';
import type { Actor } from '../../trpc/actor';
import { getInspection } from './detail';
import { findInspectorUser } from './inspector-user';
import { notifyInspectorAssigned } from './notify';
import { matchOrCreateInstaller } from '../installers/match-installer';
import { refreshInstaller } from '../installers/refresh';
import { openFollowupsForFailedAnswers } from './failed-answer-followups';
import { initChecklistOf } from '../checklist-core/init';

export async function createInspection(
  actor: Actor,
  input: z.output<typeof CreateInspectionInput>,
) {
  const record = buildInspectionRecord(input);
  const id = await actor.db.transaction(async (tx) => {
    const reference = await nextReference(tx, actor.tenantId, 'INS');
    const installer = await matchOrCreateInstaller(
      tx,
      actor.tenantId,
      {
        name: record.installerName,
        company: record.installerCompany,
        email: record.installerEmail,
        phone: record.installerPhone,
        qmpCert: record.qmpCert,
      },
      actor.user.id,
    );
    const inspectorUserId = await findInspectorUser(tx, actor.tenantId, record.inspectorName);
    const [created] = await tx
      .insert(inspections)
      .values({
        ...record,
        tenantId: actor.tenantId,
        reference,
        installerId: installer.id,
        inspectorUserId,
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
      notes: 'Registered',
      completedDate: record.completedDate,
      changedBy: actor.user.id,
      changedByName: actor.user.name,
    });
    if ('draftId' in input && input.draftId) {
      await tx
        .delete(inspectionDrafts)
        .where(
          and(
            eq(inspectionDrafts.id, input.draftId),
            eq(inspectionDrafts.tenantId, actor.tenantId),
            eq(inspectionDrafts.userId, actor.user.id),
          ),
        );
    }
    // Each 'Fail' on the checklist opens a quality-check follow-up.
    await openFollowupsForFailedAnswers(tx, actor, {
      id: inspectionId,
      reference,
      answers: record.answers,
      inspectorUserId,
    });
    // The measure's checklist, its first answers from the wizard (docs/checklists.md).
    await initChecklistOf(tx, actor.tenantId, inspectionId);
    // After the checklist: its failed answers are what the severity and risk scores count.
    await refreshInstaller(tx, actor, installer.id);
    await notifyInspectorAssigned(tx, actor, inspectorUserId, {
      id: inspectionId,
      reference,
      propertyAddress: record.propertyAddress,
      scheduledDate: record.scheduledDate,
    });
    await writeAudit(tx, actor, {
      action: 'create',
      resource: 'inspection',
      resourceId: inspectionId,
      details: {
        reference,
        source: record.source,
        status: record.status,
        policyId: record.policyId,
      },
    });
    return inspectionId;
  });
  return getInspection(actor.db, actor, id);
}
