import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import {
  checklistAnswers,
  checklistCatalogueItems,
  inspectionChecklists,
  inspectionEvidence,
  payments,
} from '@/server/db/schema/index';
import { getTenantSetting } from '../settings/tenant-settings';
import type { PortalActor } from './portal-actor';
import { portalInspectionHeader } from './portal-inspections';
import { portalInspectionNotFound } from './portal-inspections-scope';

/**
 * portal.inspections.get: one of the installer's inspections with its failed items (severity,
 * the inspector's comment, the clock), and what the tenant shares: photos, the report, payments
 * (docs/installer-portal.md). Explicit columns only; anything else is NOT_FOUND.
 */
export async function getPortalInspection(actor: PortalActor, id: string) {
  const header = await portalInspectionHeader(actor, id);
  if (!header) portalInspectionNotFound();
  const shown = await getTenantSetting(actor.db, actor.tenantId, 'installerPortal');
  const [failedItems, photos, paid] = await Promise.all([
    failedItemsOf(actor, id),
    shown.showPhotos ? photosOf(actor, id) : Promise.resolve(null),
    shown.showPayments ? paymentsOf(actor, id) : Promise.resolve(null),
  ]);
  return {
    ...header,
    failedItems,
    photos,
    payments: paid,
    // A result releases the report (docs/installer-portal.md); only inspections with one are here.
    isReportAvailable: shown.showReports,
  };
}

/** Failed items that stand (an overturned fail is no longer the installer's to put right). */
function failedItemsOf(actor: PortalActor, inspectionId: string) {
  return actor.db
    .select({
      itemId: checklistAnswers.itemId,
      label: checklistCatalogueItems.label,
      severity: checklistAnswers.severity,
      comment: checklistAnswers.comment,
      status: checklistAnswers.status,
      // A rejection's reason is addressed to the installer (docs/checklists.md, point 9).
      rejectionReason: checklistAnswers.statusReason,
      failedAt: checklistAnswers.failedAt,
      dueAt: checklistAnswers.remediationDueAt,
      evidenceSubmittedAt: checklistAnswers.evidenceSubmittedAt,
      submittedLate: checklistAnswers.submittedLate,
      acceptedAt: checklistAnswers.acceptedAt,
    })
    .from(checklistAnswers)
    .innerJoin(
      inspectionChecklists,
      and(
        eq(inspectionChecklists.inspectionId, checklistAnswers.inspectionId),
        eq(inspectionChecklists.tenantId, actor.tenantId),
      ),
    )
    .innerJoin(
      checklistCatalogueItems,
      and(
        eq(checklistCatalogueItems.tenantId, actor.tenantId),
        eq(checklistCatalogueItems.version, inspectionChecklists.catalogueVersion),
        eq(checklistCatalogueItems.itemId, checklistAnswers.itemId),
      ),
    )
    .where(
      and(
        eq(checklistAnswers.tenantId, actor.tenantId),
        eq(checklistAnswers.inspectionId, inspectionId),
        eq(checklistAnswers.answer, 'Fail'),
        isNull(checklistAnswers.overturnedAt),
      ),
    )
    .orderBy(asc(checklistCatalogueItems.position))
    .then((rows) =>
      rows.map((row) => ({
        ...row,
        rejectionReason: row.status === 'Rejected' ? row.rejectionReason : null,
      })),
    );
}

/** The inspector's photos (not documents, signatures, withdrawn files or the installer's own). */
function photosOf(actor: PortalActor, inspectionId: string) {
  return actor.db
    .select({
      id: inspectionEvidence.id,
      itemId: inspectionEvidence.itemId,
      fileName: inspectionEvidence.fileName,
      capturedAt: inspectionEvidence.capturedAt,
      hasThumbnail: isNotNullThumbnail(),
    })
    .from(inspectionEvidence)
    .where(
      and(
        eq(inspectionEvidence.tenantId, actor.tenantId),
        eq(inspectionEvidence.inspectionId, inspectionId),
        eq(inspectionEvidence.kind, 'photo'),
        eq(inspectionEvidence.purpose, 'inspection'),
        isNull(inspectionEvidence.withdrawnAt),
      ),
    )
    .orderBy(asc(inspectionEvidence.createdAt));
}

const isNotNullThumbnail = () => sql<boolean>`${inspectionEvidence.thumbnailKey} is not null`;

/** Payments of this inspection to this installer, when the tenant shows them. */
function paymentsOf(actor: PortalActor, inspectionId: string) {
  return actor.db
    .select({
      reference: payments.reference,
      amountPence: payments.amountPence,
      status: payments.status,
      dueDate: payments.dueDate,
    })
    .from(payments)
    .where(
      and(
        eq(payments.tenantId, actor.tenantId),
        eq(payments.installerId, actor.installerId),
        eq(payments.inspectionId, inspectionId),
      ),
    )
    .orderBy(asc(payments.dueDate));
}
