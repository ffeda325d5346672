import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  CHECKLIST_ANSWERS,
  CHECKLIST_FAMILIES,
  CHECKLIST_ITEM_KINDS,
  CHECKLIST_ITEM_STATUSES,
  CHECKLIST_SEVERITIES,
  PHOTO_STAGES,
} from '@/shared/checklists/catalogue';
import { QUESTION_STAGES } from '@/shared/checklists/question-rules';
import { INSPECTION_STAGES } from '@/shared/sampling/rules';
import { users } from './auth';
import { tenantIdColumn, timestampColumn } from './columns';
import { defects } from './defects';
import { followups } from './followups';
import { inspections } from './inspections';

const userRef = (name: string) => text(name).references(() => users.id, { onDelete: 'set null' });
const at = (name: string) => timestamp(name, { withTimezone: true });

/** One row per catalogue version of a tenant; a version is never changed once inspections use it. */
export const checklistCatalogueVersions = pgTable(
  'checklist_catalogue_versions',
  {
    tenantId: tenantIdColumn(),
    version: integer('version').notNull(),
    summary: text('summary').notNull().default(''),
    // The install date from which this version is in force: a measure is inspected with the
    // version of the latest date on or before its install date (docs/sampling.md). Versions
    // made before the column existed keep 2000-01-01, so the newest of them still wins.
    effectiveFrom: date('effective_from').notNull().default('2000-01-01'),
    createdBy: userRef('created_by'),
    createdAt: timestampColumn('created_at'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.version] })],
);

/** Every item of every version (a new version copies the previous one and adds to it). */
export const checklistCatalogueItems = pgTable(
  'checklist_catalogue_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    version: integer('version').notNull(),
    itemId: text('item_id').notNull(),
    family: text('family', { enum: CHECKLIST_FAMILIES }).notNull(),
    kind: text('kind', { enum: CHECKLIST_ITEM_KINDS }).notNull(),
    stage: text('stage', { enum: PHOTO_STAGES }),
    measureCode: text('measure_code'),
    label: text('label').notNull(),
    // The completed wizard's answer key a question imports (cwiCavityFullyFilled, ...).
    answerKey: text('answer_key'),
    // Questions: whether N/A is accepted and the inspection stage they are asked at.
    naAllowed: boolean('na_allowed').notNull().default(true),
    inspectionStage: text('inspection_stage', { enum: QUESTION_STAGES }).notNull().default('both'),
    position: integer('position').notNull(),
  },
  (t) => [uniqueIndex('checklist_items_version_uq').on(t.tenantId, t.version, t.itemId)],
);

/** The catalogue version an inspection's checklist was made from. */
export const inspectionChecklists = pgTable('inspection_checklists', {
  inspectionId: uuid('inspection_id')
    .primaryKey()
    .references(() => inspections.id, { onDelete: 'cascade' }),
  tenantId: tenantIdColumn(),
  catalogueVersion: integer('catalogue_version').notNull(),
  // Mid- or post-installation, from the sampling rules in force when the checklist was pinned.
  stage: text('stage', { enum: INSPECTION_STAGES }).notNull().default('post'),
  createdAt: timestampColumn('created_at'),
});

/**
 * One row per (inspection, checklist item): the answer, the item's status and,
 * for a failed item, its remediation clock (failed_at = installer notified,
 * evidence_submitted_at, accepted_at, due at from the severity).
 */
export const checklistAnswers = pgTable(
  'checklist_answers',
  {
    tenantId: tenantIdColumn(),
    inspectionId: uuid('inspection_id')
      .notNull()
      .references(() => inspections.id, { onDelete: 'cascade' }),
    itemId: text('item_id').notNull(),
    answer: text('answer', { enum: CHECKLIST_ANSWERS }),
    severity: text('severity', { enum: CHECKLIST_SEVERITIES }),
    comment: text('comment').notNull().default(''),
    status: text('status', { enum: CHECKLIST_ITEM_STATUSES }).notNull().default('Pending'),
    statusReason: text('status_reason').notNull().default(''),
    answeredBy: userRef('answered_by'),
    answeredAt: at('answered_at'),
    statusChangedBy: userRef('status_changed_by'),
    statusChangedAt: at('status_changed_at'),
    followupId: uuid('followup_id').references(() => followups.id, { onDelete: 'set null' }),
    defectId: uuid('defect_id').references(() => defects.id, { onDelete: 'set null' }),
    failedAt: at('failed_at'),
    remediationDueAt: at('remediation_due_at'),
    evidenceSubmittedAt: at('evidence_submitted_at'),
    // Who submitted the standing remediation, whether it came after its deadline, and the
    // review window's end (submitted + the tenant's review days): docs/checklists.md, point 9.
    evidenceSubmittedBy: userRef('evidence_submitted_by'),
    submittedLate: boolean('submitted_late').notNull().default(false),
    reviewDueAt: at('review_due_at'),
    // A coordinator's override of a late remediation (with a reason): it may then be accepted.
    lateOverriddenBy: userRef('late_overridden_by'),
    lateOverriddenByName: text('late_overridden_by_name'),
    lateOverriddenAt: at('late_overridden_at'),
    lateOverrideReason: text('late_override_reason'),
    acceptedAt: at('accepted_at'),
    missedNotifiedAt: at('missed_notified_at'),
    // A Fail a coordinator overturned (with a reason): it no longer blocks Passed (decision 012).
    overturnedBy: userRef('overturned_by'),
    overturnedByName: text('overturned_by_name'),
    overturnedAt: at('overturned_at'),
    overturnReason: text('overturn_reason'),
    updatedAt: timestampColumn('updated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.inspectionId, t.itemId] }),
    index('checklist_answers_tenant_idx').on(t.tenantId, t.inspectionId),
    index('checklist_answers_due_idx')
      .on(t.remediationDueAt)
      .where(sql`${t.acceptedAt} is null and ${t.missedNotifiedAt} is null`),
  ],
);
