import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { MeasureAnswerKey } from '@/shared/inspections/checklist-questions';
import { INSPECTION_SOURCES } from '@/shared/inspections/create-inspection';
import { MEASURE_CATEGORIES } from '@/shared/inspections/measures';
import { INSPECTION_STATUSES } from '@/shared/inspections/statuses';
import { SERVER_TRIGGERS } from '@/shared/inspections/triggers';
import { WIZARD_VARIANTS } from '@/shared/inspections/wizard-form';
import { users } from './auth';
import { installers } from './installers';
import { lodgedMeasures } from './sampling';
import { tenantIdColumn, timestampColumn } from './columns';

const tenantId = tenantIdColumn;
const stamp = timestampColumn;

/** Everything the registration forms collect (spec 01 sections 3 and 7), nothing dropped. */
export const inspections = pgTable(
  'inspections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    reference: text('reference').notNull(),
    version: integer('version').notNull().default(1),
    source: text('source', { enum: INSPECTION_SOURCES }).notNull(),
    status: text('status', { enum: INSPECTION_STATUSES }).notNull(),
    // Payload of inspection.createInspectionDirect
    policyId: text('policy_id').notNull(),
    customerName: text('customer_name').notNull(),
    customerForename: text('customer_forename').notNull(),
    customerSurname: text('customer_surname').notNull(),
    customerEmail: text('customer_email'),
    customerPhone: text('customer_phone'),
    propertyAddress: text('property_address').notNull(),
    addressLine1: text('address_line1').notNull(),
    addressTown: text('address_town').notNull(),
    addressPostcode: text('address_postcode').notNull(),
    measureType: text('measure_type', { enum: MEASURE_CATEGORIES }).notNull(),
    installerName: text('installer_name').notNull(),
    installerCompany: text('installer_company').notNull(),
    installerEmail: text('installer_email'),
    // The installer record; the name above stays as the form carried it, for display.
    installerId: uuid('installer_id').references(() => installers.id, { onDelete: 'set null' }),
    trigger: text('trigger', { enum: SERVER_TRIGGERS }).notNull(),
    // The lodged measure this inspection samples (issue 30, docs/sampling.md); null for others.
    lodgedMeasureId: uuid('lodged_measure_id').references(() => lodgedMeasures.id, {
      onDelete: 'set null',
    }),
    scheduledDate: date('scheduled_date'),
    notes: text('notes').notNull().default(''),
    // What the forms add
    measureCode: text('measure_code').notNull(),
    measureLabel: text('measure_label').notNull(),
    triggerLabel: text('trigger_label').notNull(),
    systemCertificate: text('system_certificate'),
    invoiceReference: text('invoice_reference'),
    servicesAdjusted: text('services_adjusted'),
    propertyType: text('property_type'),
    propertyBedrooms: integer('property_bedrooms'),
    propertyFloors: integer('property_floors'),
    customerTitle: text('customer_title'),
    installerPhone: text('installer_phone'),
    qmpCert: text('qmp_cert'),
    scheduledTime: text('scheduled_time'),
    onsiteRemote: text('onsite_remote'),
    inspectionType: text('inspection_type'),
    inspectorName: text('inspector_name'),
    inspectorUserId: text('inspector_user_id').references(() => users.id, { onDelete: 'set null' }),
    specialRequirements: text('special_requirements'),
    additionalNotes: text('additional_notes'),
    completedDate: date('completed_date'),
    completionNotes: text('completion_notes'),
    outcome: text('outcome'),
    defectsFound: boolean('defects_found'),
    defectDetails: text('defect_details'),
    remedialActionRequired: boolean('remedial_action_required'),
    remedialActionDetails: text('remedial_action_details'),
    certificateIssued: boolean('certificate_issued'),
    certificateNumber: text('certificate_number'),
    answers: jsonb('answers')
      .$type<Partial<Record<MeasureAnswerKey, 'Pass' | 'Fail'>>>()
      .notNull()
      .default({}),
    ewiGrading: text('ewi_grading'),
    ewiInspectionSummary: text('ewi_inspection_summary'),
    ewiIssues: text('ewi_issues'),
    ewiRecommendedActions: text('ewi_recommended_actions'),
    ewiMandatoryBestPractice: text('ewi_mandatory_best_practice'),
    createdBy: text('created_by'),
    updatedBy: text('updated_by'),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    uniqueIndex('inspections_reference_idx').on(t.tenantId, t.reference),
    // Record search: the start of a reference (INS-2026-00…) as a range in byte order,
    // newest first, whatever the database's collation (docs/search.md).
    index('inspections_reference_prefix_idx').on(t.tenantId, sql`${t.reference} collate "C"`),
    // Pending queue: open statuses, optional measure/trigger filters, ordered by schedule then age.
    index('inspections_queue_idx')
      .on(t.tenantId, t.scheduledDate.asc().nullsLast(), t.createdAt, t.id)
      .where(sql`${t.status} in ('PENDING', 'IN_PROGRESS', 'REQUIRES_FOLLOW_UP')`),
    index('inspections_queue_filter_idx')
      .on(
        t.tenantId,
        t.measureType,
        t.trigger,
        t.scheduledDate.asc().nullsLast(),
        t.createdAt,
        t.id,
      )
      .where(sql`${t.status} in ('PENDING', 'IN_PROGRESS', 'REQUIRES_FOLLOW_UP')`),
    index('inspections_list_date_idx').on(t.tenantId, t.createdAt.desc()),
    index('inspections_status_idx').on(t.tenantId, t.status),
    // (tenant, inspector user) lookups use dashboard_inspections_inspector_user_idx (migration
    // 0019), whose first two columns these are; a second index would only cost every write.
    index('inspections_installer_idx').on(t.installerId, t.createdAt.desc()),
    // Imports match rows to inspections by policy ID (docs/imports.md).
    index('inspections_policy_idx').on(t.tenantId, t.policyId),
    // The sampling plan's achieved count: the inspections of a quarter's measures.
    index('inspections_lodged_measure_idx')
      .on(t.lodgedMeasureId)
      .where(sql`${t.lodgedMeasureId} is not null`),
  ],
);

export const inspectionStatusHistory = pgTable(
  'inspection_status_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    inspectionId: uuid('inspection_id')
      .notNull()
      .references(() => inspections.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: INSPECTION_STATUSES }),
    toStatus: text('to_status', { enum: INSPECTION_STATUSES }).notNull(),
    notes: text('notes'),
    completedDate: date('completed_date'),
    changedBy: text('changed_by'),
    changedByName: text('changed_by_name'),
    changedAt: stamp('changed_at'),
  },
  (t) => [index('inspection_history_idx').on(t.inspectionId, t.changedAt.desc())],
);

/** One saved wizard draft per user and variant; resumed when the user returns. */
export const inspectionDrafts = pgTable(
  'inspection_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    variant: text('variant', { enum: WIZARD_VARIANTS }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    currentStep: integer('current_step').notNull().default(0),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [uniqueIndex('inspection_drafts_owner_idx').on(t.tenantId, t.userId, t.variant)],
);

/**
 * Open-inspection counts per tenant, measure category and trigger, kept exact
 * by a trigger on `inspections` (migration 0004). The pending queue's total is
 * a sum over at most a few dozen rows instead of a count over every open
 * inspection.
 */
export const inspectionQueueCounts = pgTable(
  'inspection_queue_counts',
  {
    tenantId: text('tenant_id').notNull(),
    measureType: text('measure_type', { enum: MEASURE_CATEGORIES }).notNull(),
    trigger: text('trigger', { enum: SERVER_TRIGGERS }).notNull(),
    openCount: integer('open_count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.measureType, t.trigger] })],
);
