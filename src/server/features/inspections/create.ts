import { TRPCError } from '@trpc/server';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import {
  duplicateRegistrationMessage,
  type CreateInspectionInput,
  type DuplicateRegistrationWarning,
} from '@/shared/inspections/create-inspection';
import {
  buildInspectionRecord,
  type InspectionRecord,
} from '@/shared/inspections/inspection-record';
import type { Tx } from '@/server/db/client';
import { ConfirmableWarning } from '@/server/lib/confirmable-warning';
import { writeAudit } from '@/server/audit/write-audit';
import { nextReference } from '@/server/db/next-reference';
import { inspectionDrafts, inspections, inspectionStatusHistory } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { getInspection } from './detail';
import { findInspectorUser, requireInspectorOption } from './inspector-user';
import { notifyInspectorAssigned } from './notify';
import { matchOrCreateInstaller } from '../installers/match-installer';
import { refreshInstaller } from '../installers/refresh';
import { openFollowupsForFailedAnswers } from './failed-answer-followups';
import { initChecklistOf } from '../checklist-catalogue/init';

type CreateInput = z.output<typeof CreateInspectionInput>;

/**
 * The forms choose the inspector from staff (issue 28 point 6): the stored
 * id and name are the chosen INSPECTOR user's, whatever name was sent.
 */
async function withChosenInspector(tx: Tx, tenantId: string, input: CreateInput) {
  if (!('form' in input) || !input.form.inspectorUserId) {
    // No choice from the list: an API client's or an older draft's typed name, matched as before.
    const name = 'form' in input ? input.form.inspectorName.trim() : '';
    return { input, inspectorUserId: await findInspectorUser(tx, tenantId, name || null) };
  }
  const chosen = await requireInspectorOption(tx, tenantId, input.form.inspectorUserId);
  const form = { ...input.form, inspectorName: chosen.name };
  return { input: { ...input, form } as CreateInput, inspectorUserId: chosen.id };
}

/** Open or closed registrations of the same policy ID and measure (cancelled ones do not count). */
async function findDuplicateRegistrations(tx: Tx, tenantId: string, record: InspectionRecord) {
  return tx
    .select({ id: inspections.id, reference: inspections.reference, status: inspections.status })
    .from(inspections)
    .where(
      and(
        eq(inspections.tenantId, tenantId),
        eq(inspections.policyId, record.policyId),
        eq(inspections.measureCode, record.measureCode),
        ne(inspections.status, 'CANCELLED'),
      ),
    )
    .orderBy(asc(inspections.createdAt))
    .limit(5);
}

/** A form registration of a policy ID and measure already registered waits for confirmDuplicate. */
async function refuseDuplicateRegistration(tx: Tx, tenantId: string, record: InspectionRecord) {
  const duplicates = await findDuplicateRegistrations(tx, tenantId, record);
  if (duplicates.length > 0) {
    const warning: DuplicateRegistrationWarning = {
      kind: 'DUPLICATE_REGISTRATION',
      duplicates,
    };
    throw new TRPCError({
      code: 'CONFLICT',
      message: duplicateRegistrationMessage(
        record.policyId,
        record.measureLabel,
        duplicates.length,
      ),
      cause: new ConfirmableWarning(warning.kind, warning),
    });
  }
}

/** The inspection row and its first status-history row ('Registered'); returns its id. */
async function insertInspection(
  tx: Tx,
  actor: Actor,
  record: InspectionRecord,
  links: { reference: string; installerId: string; inspectorUserId: string | null },
) {
  const { reference, installerId, inspectorUserId } = links;
  const [created] = await tx
    .insert(inspections)
    .values({
      ...record,
      tenantId: actor.tenantId,
      reference,
      installerId,
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
  return inspectionId;
}

export async function createInspection(actor: Actor, input: CreateInput) {
  const id = await actor.db.transaction(async (tx) => {
    const chosen = await withChosenInspector(tx, actor.tenantId, input);
    const record = buildInspectionRecord(chosen.input);
    if ('confirmDuplicate' in input && !input.confirmDuplicate) {
      await refuseDuplicateRegistration(tx, actor.tenantId, record);
    }
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
    const inspectorUserId = chosen.inspectorUserId;
    const inspectionId = await insertInspection(tx, actor, record, {
      reference,
      installerId: installer.id,
      inspectorUserId,
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
        ...('confirmDuplicate' in input && input.confirmDuplicate
          ? { confirmedDuplicate: true }
          : {}),
      },
    });
    return inspectionId;
  });
  return getInspection(actor.db, actor, id);
}
