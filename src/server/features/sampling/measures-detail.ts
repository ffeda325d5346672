import { TRPCError } from '@trpc/server';
import { and, asc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '@/server/db/client';
import {
  fundingSchemes,
  inspections,
  installers,
  lodgedMeasures,
  users,
  workTypes,
} from '@/server/db/schema/index';

const acceptedBy = alias(users, 'warnings_accepted_by_user');
const fullName = (first: SQLWrapper, last: SQLWrapper) =>
  sql<string | null>`nullif(trim(coalesce(${first}, '') || ' ' || coalesce(${last}, '')), '')`;

/**
 * One lodged measure with every field (issue 30 point 3), its scheme, work type and
 * installer by name, who accepted its entry warnings, and the inspections that sample it.
 * NOT_FOUND for another tenant's measure, as for one that does not exist.
 */
export async function getMeasure(db: Db, tenantId: string, id: string) {
  const [row] = await db
    .select({
      measure: lodgedMeasures,
      schemeName: fundingSchemes.name,
      workTypeCode: workTypes.code,
      workTypeName: workTypes.ecoName,
      installerName: installers.name,
      warningsAcceptedByName: fullName(acceptedBy.firstName, acceptedBy.lastName),
    })
    .from(lodgedMeasures)
    .innerJoin(fundingSchemes, eq(fundingSchemes.id, lodgedMeasures.fundingSchemeId))
    .innerJoin(workTypes, eq(workTypes.id, lodgedMeasures.workTypeId))
    .leftJoin(installers, eq(installers.id, lodgedMeasures.installerId))
    .leftJoin(acceptedBy, eq(acceptedBy.id, lodgedMeasures.warningsAcceptedBy))
    .where(and(eq(lodgedMeasures.tenantId, tenantId), eq(lodgedMeasures.id, id)));
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: 'Measure not found' });
  const linked = await db
    .select({
      id: inspections.id,
      reference: inspections.reference,
      status: inspections.status,
      scheduledDate: inspections.scheduledDate,
      completedDate: inspections.completedDate,
      inspectorName: fullName(users.firstName, users.lastName),
    })
    .from(inspections)
    .leftJoin(users, eq(users.id, inspections.inspectorUserId))
    .where(and(eq(inspections.tenantId, tenantId), eq(inspections.lodgedMeasureId, id)))
    .orderBy(asc(inspections.createdAt), asc(inspections.reference));
  const { measure, ...names } = row;
  return {
    ...names,
    id: measure.id,
    umr: measure.umr,
    projectReference: measure.projectReference,
    uprn: measure.uprn,
    addressLine1: measure.addressLine1,
    addressLine2: measure.addressLine2,
    addressLine3: measure.addressLine3,
    town: measure.town,
    postcode: measure.postcode,
    propertyBuiltYear: measure.propertyBuiltYear,
    measureCategory: measure.measureCategory,
    installerId: measure.installerId,
    installerTmln: measure.installerTmln,
    installerPasCertificate: measure.installerPasCertificate,
    installedDate: measure.installedDate,
    handoverDate: measure.handoverDate,
    guaranteeName: measure.guaranteeName,
    guaranteeStartDate: measure.guaranteeStartDate,
    guaranteeReference: measure.guaranteeReference,
    productManufacturer: measure.productManufacturer,
    productModel: measure.productModel,
    productSerialNumber: measure.productSerialNumber,
    mcsCertificateReference: measure.mcsCertificateReference,
    acceptedWarnings: measure.acceptedWarnings ?? [],
    warningsAcceptedAt: measure.warningsAcceptedAt?.toISOString() ?? null,
    createdAt: measure.createdAt.toISOString(),
    updatedAt: measure.updatedAt.toISOString(),
    // As the plan counts it: a completed inspection makes the measure achieved; any fail marks it.
    isInspected: linked.some((i) => i.status === 'PASSED' || i.status === 'FAILED'),
    hasFailed: linked.some((i) => i.status === 'FAILED'),
    inspections: linked,
  };
}
