import { z } from 'zod';
import { INSPECTION_STATUSES } from '../inspections/statuses';

/**
 * The public API's answers as JSON (dates as ISO strings). Each names the fields a client can
 * rely on; records may carry more (looseObject), which later versions may add to but not take
 * away. A test parses every live answer with its schema (public-api/operations.test.ts).
 */
const id = z.string().uuid();
const isoDateTime = z.string().meta({ description: 'ISO 8601 date-time (UTC).' });
const nullableText = z.string().nullable();

export const Pagination = z
  .object({
    page: z.number().int(),
    limit: z.number().int(),
    total: z.number().int(),
    pages: z.number().int(),
  })
  .meta({ id: 'Pagination' });

export const Inspection = z
  .looseObject({
    id,
    reference: z.string(),
    version: z.number().int(),
    status: z.enum(INSPECTION_STATUSES),
    policyId: nullableText,
    customerName: nullableText,
    propertyAddress: nullableText,
    measureType: nullableText,
    installerName: nullableText,
    installerId: id.nullable(),
    trigger: nullableText,
    scheduledDate: nullableText.meta({ description: 'YYYY-MM-DD' }),
    completedDate: nullableText.meta({ description: 'YYYY-MM-DD' }),
    completionNotes: nullableText,
  })
  .meta({ id: 'Inspection' });

export const PendingInspection = z
  .looseObject({
    id,
    reference: z.string(),
    status: z.enum(INSPECTION_STATUSES),
    policyId: nullableText,
    propertyAddress: nullableText,
    customerName: nullableText,
    measureType: nullableText,
    installerName: nullableText,
    trigger: nullableText,
    scheduledDate: nullableText,
    createdAt: isoDateTime,
    version: z.number().int(),
  })
  .meta({ id: 'PendingInspection' });

export const PendingInspectionPage = z
  .object({ inspections: z.array(PendingInspection), pagination: Pagination })
  .meta({ id: 'PendingInspectionPage' });

export const Installer = z
  .looseObject({
    id,
    name: z.string(),
    email: nullableText,
    phone: nullableText,
    status: z.string(),
    monitoringType: z.string(),
    riskScore: z.number().nullable(),
    totalInspections: z.number().int(),
    version: z.number().int(),
  })
  .meta({ id: 'Installer' });

export const InstallerPage = z
  .object({ items: z.array(Installer), pagination: Pagination })
  .meta({ id: 'InstallerPage' });

export const Defect = z
  .looseObject({
    id,
    reference: z.string(),
    title: z.string(),
    description: z.string(),
    severity: z.string(),
    category: z.string(),
    status: z.string(),
    dueDate: isoDateTime.nullable(),
    resolvedAt: isoDateTime.nullable(),
    createdAt: isoDateTime,
    inspectionId: id.nullable(),
    isOverdue: z.boolean(),
  })
  .meta({ id: 'Defect' });

export const DefectPage = z
  .looseObject({ items: z.array(Defect), pagination: Pagination })
  .meta({ id: 'DefectPage' });

export const Followup = z
  .looseObject({
    id,
    type: z.string(),
    title: z.string(),
    priority: z.string(),
    status: z.string(),
    dueDate: isoDateTime.nullable(),
    progress: z.number(),
    completedAt: isoDateTime.nullable(),
    inspectionId: id.nullable(),
    defectId: id.nullable(),
  })
  .meta({ id: 'Followup' });

export const FollowupPage = z
  .looseObject({ items: z.array(Followup), pagination: Pagination })
  .meta({ id: 'FollowupPage' });

export const ChecklistAnswer = z
  .looseObject({
    itemId: z.string(),
    label: z.string(),
    kind: z.string(),
    answer: nullableText,
    severity: nullableText,
    comment: z.string(),
    status: z.string(),
    answeredAt: isoDateTime.nullable(),
    evidenceCount: z.number().int(),
  })
  .meta({ id: 'ChecklistAnswer' });

export const InspectionChecklist = z
  .looseObject({
    inspection: z.looseObject({ id, reference: z.string() }),
    version: z.number().int(),
    items: z.array(ChecklistAnswer),
  })
  .meta({ id: 'InspectionChecklist' });

export const EvidenceFile = z
  .looseObject({ id, itemId: z.string(), fileName: z.string() })
  .meta({ id: 'EvidenceFile' });

export const EvidenceList = z
  .looseObject({ files: z.array(EvidenceFile), signature: EvidenceFile.nullable() })
  .meta({ id: 'EvidenceList' });

export const EvidenceUploadResult = z
  .object({
    stored: z.array(EvidenceFile),
    refused: z.array(z.object({ fileName: z.string(), status: z.number(), error: z.string() })),
  })
  .meta({ id: 'EvidenceUploadResult' });

export const Report = z
  .looseObject({
    id,
    status: z.string(),
    format: z.string(),
    createdAt: isoDateTime,
  })
  .meta({ id: 'Report' });

export const ReportPage = z
  .object({
    items: z.array(Report),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'ReportPage' });

export const LodgedMeasure = z
  .looseObject({ id, umr: z.string(), created: z.boolean() })
  .meta({ id: 'LodgedMeasure' });
