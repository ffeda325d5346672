import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FailRateBand } from '@/shared/sampling/rules';
import { INSPECTION_STAGES } from '@/shared/sampling/rules';
import { users } from './auth';
import { tenantIdColumn, timestampColumn } from './columns';
import { installers } from './installers';

const tenantId = tenantIdColumn;
const stamp = timestampColumn;
const userRef = (name: string) => text(name).references(() => users.id, { onDelete: 'set null' });

/**
 * The tenant's work-type taxonomy (TrustMark work-type codes such as DW-101 with their ECO
 * names): data, imported or seeded, never a list in code. `measureCategory` is what sampling
 * groups by; where it names a measure of the inspection catalogue (CWI, EWI, LOFT, ...) an
 * inspection of the measure can be registered with that checklist.
 */
export const workTypes = pgTable(
  'work_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    code: text('code').notNull(),
    ecoName: text('eco_name').notNull(),
    measureCategory: text('measure_category').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [uniqueIndex('work_types_code_idx').on(t.tenantId, t.code)],
);

/** Funding schemes a measure can be lodged under (ECO4, GBIS, ...): a per-tenant list, editable. */
export const fundingSchemes = pgTable(
  'funding_schemes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: stamp('created_at'),
  },
  (t) => [uniqueIndex('funding_schemes_code_idx').on(t.tenantId, t.code)],
);

/** Which entry warnings a user accepted for a measure (issue 30 point 2). */
export type AcceptedMeasureWarning = { code: string; message: string };

/**
 * The register of installed measures: the population sampling draws from. Field names follow
 * TrustMark's lodgement (docs/sampling.md). The measure category is copied from the work type
 * when the measure is lodged, so a later edit of the taxonomy does not move past quarters.
 */
export const lodgedMeasures = pgTable(
  'lodged_measures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    umr: text('umr').notNull(),
    projectReference: text('project_reference'),
    uprn: text('uprn'),
    addressLine1: text('address_line1').notNull(),
    addressLine2: text('address_line2'),
    addressLine3: text('address_line3'),
    town: text('town'),
    postcode: text('postcode').notNull(),
    fundingSchemeId: uuid('funding_scheme_id')
      .notNull()
      .references(() => fundingSchemes.id, { onDelete: 'restrict' }),
    workTypeId: uuid('work_type_id')
      .notNull()
      .references(() => workTypes.id, { onDelete: 'restrict' }),
    measureCategory: text('measure_category').notNull(),
    // Null when the installer record is deleted: the measure stays in the population, unmatched.
    installerId: uuid('installer_id').references(() => installers.id, { onDelete: 'set null' }),
    installerTmln: text('installer_tmln'),
    installerPasCertificate: text('installer_pas_certificate'),
    installedDate: date('installed_date').notNull(),
    handoverDate: date('handover_date'),
    guaranteeName: text('guarantee_name'),
    guaranteeStartDate: date('guarantee_start_date'),
    guaranteeReference: text('guarantee_reference'),
    productManufacturer: text('product_manufacturer'),
    productModel: text('product_model'),
    productSerialNumber: text('product_serial_number'),
    mcsCertificateReference: text('mcs_certificate_reference'),
    // When the lodgement or import gives it: the proposals' property-age weight (docs/sampling.md).
    propertyBuiltYear: integer('property_built_year'),
    acceptedWarnings: jsonb('accepted_warnings').$type<AcceptedMeasureWarning[]>(),
    warningsAcceptedBy: userRef('warnings_accepted_by'),
    warningsAcceptedAt: timestamp('warnings_accepted_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdBy: userRef('created_by'),
    updatedBy: userRef('updated_by'),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    uniqueIndex('lodged_measures_umr_idx').on(t.tenantId, t.umr),
    // The quarter's plan: a range of installed dates, grouped by installer and category.
    index('lodged_measures_quarter_idx').on(
      t.tenantId,
      t.installedDate,
      t.installerId,
      t.measureCategory,
    ),
    // Entry checks: another measure at the same UPRN.
    index('lodged_measures_uprn_idx')
      .on(t.tenantId, t.uprn)
      .where(sql`${t.uprn} is not null`),
  ],
);

/**
 * Versions of a tenant's sampling rules. Never updated: a change is a new row with its
 * effective-from date, so an old quarter is judged by the rules then in force. Rates in basis
 * points (1% = 100).
 */
export const samplingRules = pgTable(
  'sampling_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    effectiveFrom: date('effective_from').notNull(),
    baseRateBp: integer('base_rate_bp').notNull(),
    minimumPerGroup: integer('minimum_per_group').notNull().default(1),
    enhancedRateBp: integer('enhanced_rate_bp').notNull(),
    failRateBands: jsonb('fail_rate_bands').$type<FailRateBand[]>().notNull(),
    smallInstallerThreshold: integer('small_installer_threshold').notNull(),
    smallInstallerRateBp: integer('small_installer_rate_bp').notNull(),
    inspectionStage: text('inspection_stage', { enum: INSPECTION_STAGES }).notNull(),
    // An installer's first N measures weigh double in the draw (issue 30 review: was a constant).
    firstJobsCount: integer('first_jobs_count').notNull().default(5),
    createdBy: userRef('created_by'),
    createdAt: stamp('created_at'),
  },
  (t) => [index('sampling_rules_effective_idx').on(t.tenantId, t.effectiveFrom, t.createdAt)],
);
