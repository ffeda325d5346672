import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  ACTIVITY_TYPES,
  CALL_OUTCOMES,
  CALL_PURPOSES,
  CALL_TYPES,
  EMAIL_PRIORITIES,
  EMAIL_STATUSES,
  EMAIL_TEMPLATE_CATEGORIES,
  ESCALATION_PRIORITIES,
  ESCALATION_STATUSES,
  INSTALLER_STATUSES,
  MONITORING_TYPES,
  NOTE_PRIORITIES,
  NOTE_TYPES,
  REVIEW_FREQUENCIES,
} from '@/shared/installers/catalogue';
import { users } from './auth';
import { tenantIdColumn, timestampColumn } from './columns';
import { tenants } from './tenants';

const tenantId = tenantIdColumn;
const stamp = timestampColumn;
const userRef = (name: string) => text(name).references(() => users.id, { onDelete: 'set null' });

/**
 * Installers with their figures. The figures (counts, compliance, risk, dates)
 * are recomputed from the installer's inspections whenever one of them changes
 * (features/installers/figures.ts), so lists never aggregate all inspections.
 */
export const installers = pgTable(
  'installers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    qmpCertNumber: text('qmp_cert_number'),
    companyNumber: text('company_number'),
    status: text('status', { enum: INSTALLER_STATUSES }).notNull().default('Active'),
    monitoringType: text('monitoring_type', { enum: MONITORING_TYPES })
      .notNull()
      .default('Standard'),
    monitoringStartDate: date('monitoring_start_date'),
    monitoringReason: text('monitoring_reason'),
    assignedInspector: text('assigned_inspector'),
    notes: text('notes'),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    lastContact: timestamp('last_contact', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    // Figures (recomputed)
    totalInspections: integer('total_inspections').notNull().default(0),
    passCount: integer('pass_count').notNull().default(0),
    failCount: integer('fail_count').notNull().default(0),
    partialCount: integer('partial_count').notNull().default(0),
    pendingCount: integer('pending_count').notNull().default(0),
    resolvedCount: integer('resolved_count').notNull().default(0),
    greenCount: integer('green_count').notNull().default(0),
    amberCount: integer('amber_count').notNull().default(0),
    redCount: integer('red_count').notNull().default(0),
    complianceRate: integer('compliance_rate'),
    riskScore: real('risk_score').notNull().default(0),
    // TrustMark severity score and fail rate (percent) over the last 12 months; null before any result.
    severityScore: real('severity_score'),
    failRate: real('fail_rate'),
    lastInspection: date('last_inspection'),
    nextDueDate: date('next_due_date'),
    averageResolutionDays: real('average_resolution_days'),
    volumeLast12Months: integer('volume_last_12_months').notNull().default(0),
    lastResult: text('last_result', { enum: ['Pass', 'Fail'] }),
    figuresUpdatedAt: timestamp('figures_updated_at', { withTimezone: true }),
    createdBy: userRef('created_by'),
    updatedBy: userRef('updated_by'),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    uniqueIndex('installers_name_idx').on(t.tenantId, sql`lower(${t.name})`),
    // Plain ascending: a backward scan serves 'risk desc, id desc' too.
    index('installers_risk_idx').on(t.tenantId, t.riskScore, t.id),
    index('installers_compliance_idx').on(t.tenantId, t.complianceRate, t.id),
    index('installers_due_idx').on(t.tenantId, t.nextDueDate),
  ],
);

export const installerNotes = pgTable(
  'installer_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    installerId: uuid('installer_id')
      .notNull()
      .references(() => installers.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    content: text('content').notNull(),
    type: text('type', { enum: NOTE_TYPES }).notNull().default('general'),
    priority: text('priority', { enum: NOTE_PRIORITIES }).notNull().default('medium'),
    isPrivate: boolean('is_private').notNull().default(false),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    reminderDate: date('reminder_date'),
    isCompleted: boolean('is_completed').notNull().default(false),
    createdBy: userRef('created_by'),
    updatedBy: userRef('updated_by'),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [index('installer_notes_idx').on(t.installerId, t.createdAt.desc())],
);

export const installerCalls = pgTable(
  'installer_calls',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    installerId: uuid('installer_id')
      .notNull()
      .references(() => installers.id, { onDelete: 'cascade' }),
    type: text('type', { enum: CALL_TYPES }).notNull(),
    purpose: text('purpose', { enum: CALL_PURPOSES }).notNull(),
    duration: integer('duration').notNull().default(0),
    outcome: text('outcome', { enum: CALL_OUTCOMES }).notNull(),
    notes: text('notes').notNull(),
    followUpRequired: boolean('follow_up_required').notNull().default(false),
    followUpDate: date('follow_up_date'),
    contactDate: timestamp('contact_date', { withTimezone: true }).notNull().defaultNow(),
    contactedBy: userRef('contacted_by'),
    contactedByName: text('contacted_by_name'),
  },
  (t) => [index('installer_calls_idx').on(t.installerId, t.contactDate.desc())],
);

export const emailTemplates = pgTable('email_templates', {
  id: uuid('id').primaryKey().defaultRandom(),
  tenantId: tenantId(),
  name: text('name').notNull(),
  category: text('category', { enum: EMAIL_TEMPLATE_CATEGORIES }).notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  variables: jsonb('variables').$type<string[]>().notNull().default([]),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: stamp('created_at'),
  updatedAt: stamp('updated_at'),
});

/** Every e-mail goes through here first; a sender delivers queued rows when SMTP is configured. */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    installerId: uuid('installer_id').references(() => installers.id, { onDelete: 'set null' }),
    to: jsonb('to').$type<string[]>().notNull().default([]),
    cc: jsonb('cc').$type<string[]>().notNull().default([]),
    bcc: jsonb('bcc').$type<string[]>().notNull().default([]),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull().default(''),
    templateId: uuid('template_id').references(() => emailTemplates.id, { onDelete: 'set null' }),
    priority: text('priority', { enum: EMAIL_PRIORITIES }).notNull().default('normal'),
    status: text('status', { enum: EMAIL_STATUSES }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    createdBy: userRef('created_by'),
    createdAt: stamp('created_at'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [
    index('outbox_status_idx').on(t.status, t.createdAt),
    index('outbox_installer_idx').on(t.installerId, t.createdAt.desc()),
  ],
);

export const installerActivities = pgTable(
  'installer_activities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    installerId: uuid('installer_id')
      .notNull()
      .references(() => installers.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ACTIVITY_TYPES }).notNull(),
    title: text('title').notNull(),
    description: text('description'),
    createdBy: userRef('created_by'),
    createdByName: text('created_by_name'),
    createdAt: stamp('created_at'),
  },
  (t) => [index('installer_activities_idx').on(t.installerId, t.createdAt.desc())],
);

export const installerDocuments = pgTable(
  'installer_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    installerId: uuid('installer_id')
      .notNull()
      .references(() => installers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    type: text('type').notNull(),
    storageKey: text('storage_key').notNull(),
    size: integer('size').notNull(),
    mimeType: text('mime_type').notNull(),
    expiryDate: date('expiry_date'),
    uploadedBy: userRef('uploaded_by'),
    uploadedAt: stamp('uploaded_at'),
  },
  (t) => [index('installer_documents_idx').on(t.installerId)],
);

export const monitoringSettings = pgTable('monitoring_settings', {
  tenantId: text('tenant_id')
    .primaryKey()
    .references(() => tenants.id),
  volumeThreshold: integer('volume_threshold').notNull().default(75),
  riskScoreThreshold: real('risk_score_threshold').notNull().default(7),
  reviewFrequency: text('review_frequency', { enum: REVIEW_FREQUENCIES })
    .notNull()
    .default('Quarterly'),
  notifyEmail: boolean('notify_email').notNull().default(true),
  notifySms: boolean('notify_sms').notNull().default(false),
  notifyDashboard: boolean('notify_dashboard').notNull().default(true),
  autoApplyEnhanced: boolean('auto_apply_enhanced').notNull().default(false),
  updatedAt: stamp('updated_at'),
});

/** A rule's proposal to move an installer to Enhanced, until a COORDINATOR or ADMIN decides. */
export const monitoringProposals = pgTable(
  'monitoring_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    installerId: uuid('installer_id')
      .notNull()
      .references(() => installers.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'dismissed'] })
      .notNull()
      .default('pending'),
    createdAt: stamp('created_at'),
    decidedBy: userRef('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('monitoring_proposals_open_idx')
      .on(t.installerId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export const escalations = pgTable(
  'escalations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    installerId: uuid('installer_id')
      .notNull()
      .references(() => installers.id, { onDelete: 'cascade' }),
    priority: text('priority', { enum: ESCALATION_PRIORITIES }).notNull(),
    status: text('status', { enum: ESCALATION_STATUSES }).notNull().default('Active'),
    reason: text('reason').notNull(),
    owner: text('owner'),
    openedAt: stamp('opened_at'),
    dueDate: date('due_date'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdBy: userRef('created_by'),
  },
  (t) => [
    index('escalations_idx').on(t.tenantId, t.status),
    index('escalations_installer_idx').on(t.installerId),
  ],
);
