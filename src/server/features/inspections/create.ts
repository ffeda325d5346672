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
import { inspectionDrafts, inspections } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { getInspection } from './detail';
import { findInspectorUser, requireInspectorOption } from './inspector-user';
import { matchOrCreateInstaller } from '../installers/match-installer';
import { registerInspection } from './register';

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

export async function createInspection(actor: Actor, input: CreateInput) {
  const id = await actor.db.transaction(async (tx) => {
    const chosen = await withChosenInspector(tx, actor.tenantId, input);
    const record = buildInspectionRecord(chosen.input);
    if ('confirmDuplicate' in input && !input.confirmDuplicate) {
      await refuseDuplicateRegistration(tx, actor.tenantId, record);
    }
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
    const { id: inspectionId } = await registerInspection(tx, actor, record, {
      installerId: installer.id,
      inspectorUserId: chosen.inspectorUserId,
      auditDetails:
        'confirmDuplicate' in input && input.confirmDuplicate ? { confirmedDuplicate: true } : {},
    });
    return inspectionId;
  });
  return getInspection(actor.db, actor, id);
}
