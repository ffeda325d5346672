import { TRPCError } from '@trpc/server';
import { and, eq } from 'drizzle-orm';
import { writeAudit } from '@/server/audit/write-audit';
import type { Tx } from '@/server/db/client';
import { nextReference } from '@/server/db/next-reference';
import {
  inspections,
  inspectionStatusHistory,
  installers,
  lodgedMeasures,
} from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import type { InspectionRecord } from '@/shared/inspections/inspection-record';
import { findMeasure } from '@/shared/inspections/measures';
import { SERVER_TRIGGER_LABELS } from '@/shared/inspections/triggers';
import { initChecklistOf } from '../checklist-catalogue/init';

type Measure = typeof lodgedMeasures.$inferSelect;
type Installer = typeof installers.$inferSelect;

/**
 * What the inspection of a sampled measure stores: the measure's address, its installer and
 * the checklist of its category, trigger Quality Assurance, Pending and unscheduled (the
 * schedule books it). A lodgement names no householder, so the customer is 'Occupier'.
 */
export function sampledInspectionRecord(
  measure: Measure,
  installer: Installer,
  quarter: string,
): InspectionRecord {
  const catalogued = findMeasure(measure.measureCategory);
  if (!catalogued) {
    throw new TRPCError({
      code: 'BAD_REQUEST',
      message: `Measure category ${measure.measureCategory} has no inspection checklist, so ${measure.umr} cannot be registered.`,
    });
  }
  const lines = [measure.addressLine1, measure.addressLine2, measure.addressLine3, measure.town];
  const address = [...lines.filter((l): l is string => !!l?.trim()), measure.postcode].join(', ');
  return {
    source: 'SAMPLING',
    status: 'PENDING',
    policyId: measure.projectReference ?? measure.umr,
    customerName: 'Occupier',
    customerForename: '',
    customerSurname: 'Occupier',
    customerEmail: null,
    customerPhone: null,
    propertyAddress: address,
    addressLine1: measure.addressLine1,
    addressTown: measure.town ?? '',
    addressPostcode: measure.postcode,
    measureType: catalogued.category,
    installerName: installer.name,
    installerCompany: installer.name,
    installerEmail: installer.email,
    trigger: 'QUALITY_ASSURANCE',
    scheduledDate: null,
    notes: `Proposed by the monitoring programme's sampling for ${quarter}: measure ${measure.umr}, installed ${measure.installedDate}.`,
    measureCode: catalogued.code,
    measureLabel: catalogued.label,
    triggerLabel: SERVER_TRIGGER_LABELS.QUALITY_ASSURANCE,
    systemCertificate: null,
    invoiceReference: null,
    servicesAdjusted: null,
    propertyType: null,
    propertyBedrooms: null,
    propertyFloors: null,
    customerTitle: null,
    installerPhone: installer.phone,
    qmpCert: installer.qmpCertNumber,
    scheduledTime: null,
    onsiteRemote: null,
    inspectionType: null,
    inspectorName: null,
    specialRequirements: null,
    additionalNotes: null,
    completedDate: null,
    outcome: null,
    defectsFound: null,
    defectDetails: null,
    remedialActionRequired: null,
    remedialActionDetails: null,
    certificateIssued: null,
    certificateNumber: null,
    answers: {},
    ewiGrading: null,
    ewiInspectionSummary: null,
    ewiIssues: null,
    ewiRecommendedActions: null,
    ewiMandatoryBestPractice: null,
  };
}

/**
 * Registers the inspection of a sampled measure the way a registration does
 * (inspections/create.ts): a reference, the row linked to the measure, its first status-history
 * row, the measure's checklist and an audit row. Returns its id and reference.
 */
export async function registerSampledInspection(
  tx: Tx,
  actor: Actor,
  measure: Measure,
  installer: Installer,
  quarter: string,
) {
  const record = sampledInspectionRecord(measure, installer, quarter);
  const reference = await nextReference(tx, actor.tenantId, 'INS');
  const [created] = await tx
    .insert(inspections)
    .values({
      ...record,
      tenantId: actor.tenantId,
      reference,
      installerId: installer.id,
      lodgedMeasureId: measure.id,
      createdBy: actor.user.id,
      updatedBy: actor.user.id,
    })
    .returning({ id: inspections.id });
  const id = created!.id;
  await tx.insert(inspectionStatusHistory).values({
    tenantId: actor.tenantId,
    inspectionId: id,
    fromStatus: null,
    toStatus: 'PENDING',
    notes: 'Registered from a sampling proposal',
    completedDate: null,
    changedBy: actor.user.id,
    changedByName: actor.user.name,
  });
  await initChecklistOf(tx, actor.tenantId, id);
  await writeAudit(tx, actor, {
    action: 'create',
    resource: 'inspection',
    resourceId: id,
    details: { reference, source: 'SAMPLING', status: 'PENDING', lodgedMeasureId: measure.id },
  });
  return { id, reference };
}

/** The measure and its installer, of the actor's tenant, locked while it is decided. */
export async function lockMeasure(tx: Tx, tenantId: string, measureId: string) {
  const [row] = await tx
    .select({ measure: lodgedMeasures, installer: installers })
    .from(lodgedMeasures)
    .leftJoin(installers, eq(installers.id, lodgedMeasures.installerId))
    .where(and(eq(lodgedMeasures.tenantId, tenantId), eq(lodgedMeasures.id, measureId)))
    .for('update', { of: lodgedMeasures });
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: 'Measure not found.' });
  return row;
}
