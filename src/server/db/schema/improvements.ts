import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import {
  COMPUTED_METRICS,
  INITIATIVE_CATEGORIES,
  INITIATIVE_PRIORITIES,
  INITIATIVE_STATUSES,
  SUGGESTION_STATUSES,
} from '@/shared/improvements/catalogue';
import { users } from './auth';
import { tenantIdColumn, timestampColumn } from './columns';

/** Process Improvement initiatives (spec 02 'Improvement initiative'); reference INIT-YYYY-NNN. */
export const improvementInitiatives = pgTable(
  'improvement_initiatives',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    reference: text('reference').notNull(),
    title: text('title').notNull(),
    category: text('category', { enum: INITIATIVE_CATEGORIES }).notNull(),
    priority: text('priority', { enum: INITIATIVE_PRIORITIES }).notNull(),
    status: text('status', { enum: INITIATIVE_STATUSES }).notNull(),
    progress: integer('progress').notNull().default(0),
    expectedImpact: text('expected_impact').notNull().default(''),
    startDate: date('start_date', { mode: 'string' }),
    targetDate: date('target_date', { mode: 'string' }),
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    description: text('description').notNull(),
    resources: text('resources').notNull().default(''),
    createdById: text('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestampColumn('created_at'),
    updatedAt: timestampColumn('updated_at'),
  },
  (t) => [
    uniqueIndex('improvement_initiatives_reference_idx').on(t.tenantId, t.reference),
    index('improvement_initiatives_tenant_created_idx').on(t.tenantId, t.createdAt),
    check('improvement_initiatives_progress_check', sql`${t.progress} between 0 and 100`),
  ],
);

/** Ideas from anyone (spec 02 'Suggestion'); a duplicate points at its original. */
export const improvementSuggestions = pgTable(
  'improvement_suggestions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    title: text('title').notNull(),
    category: text('category', { enum: INITIATIVE_CATEGORIES }).notNull(),
    description: text('description').notNull(),
    status: text('status', { enum: SUGGESTION_STATUSES }).notNull().default('under-review'),
    submittedById: text('submitted_by_id').references(() => users.id, { onDelete: 'set null' }),
    duplicateOfId: uuid('duplicate_of_id').references(
      (): AnyPgColumn => improvementSuggestions.id,
      { onDelete: 'set null' },
    ),
    initiativeId: uuid('initiative_id').references(() => improvementInitiatives.id, {
      onDelete: 'set null',
    }),
    createdAt: timestampColumn('created_at'),
    updatedAt: timestampColumn('updated_at'),
  },
  (t) => [index('improvement_suggestions_tenant_created_idx').on(t.tenantId, t.createdAt)],
);

const userRef = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** One vote per user per initiative. */
export const improvementInitiativeVotes = pgTable(
  'improvement_initiative_votes',
  {
    initiativeId: uuid('initiative_id')
      .notNull()
      .references(() => improvementInitiatives.id, { onDelete: 'cascade' }),
    userId: userRef(),
    tenantId: tenantIdColumn(),
    createdAt: timestampColumn('created_at'),
  },
  (t) => [primaryKey({ columns: [t.initiativeId, t.userId] })],
);

/** One vote per user per suggestion. */
export const improvementSuggestionVotes = pgTable(
  'improvement_suggestion_votes',
  {
    suggestionId: uuid('suggestion_id')
      .notNull()
      .references(() => improvementSuggestions.id, { onDelete: 'cascade' }),
    userId: userRef(),
    tenantId: tenantIdColumn(),
    createdAt: timestampColumn('created_at'),
  },
  (t) => [primaryKey({ columns: [t.suggestionId, t.userId] })],
);

/** Comments on an initiative or a suggestion (exactly one of the two). */
export const improvementComments = pgTable(
  'improvement_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    initiativeId: uuid('initiative_id').references(() => improvementInitiatives.id, {
      onDelete: 'cascade',
    }),
    suggestionId: uuid('suggestion_id').references(() => improvementSuggestions.id, {
      onDelete: 'cascade',
    }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestampColumn('created_at'),
  },
  (t) => [
    index('improvement_comments_initiative_idx').on(t.initiativeId, t.createdAt),
    index('improvement_comments_suggestion_idx').on(t.suggestionId, t.createdAt),
    check(
      'improvement_comments_one_target_check',
      sql`(${t.initiativeId} is null) <> (${t.suggestionId} is null)`,
    ),
  ],
);

/** Key metrics entered by hand (computed ones come from the product's own tables). */
export const improvementMetrics = pgTable(
  'improvement_metrics',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    name: text('name').notNull(),
    unit: text('unit').notNull().default(''),
    category: text('category', { enum: INITIATIVE_CATEGORIES }).notNull(),
    target: doublePrecision('target').notNull(),
    higherIsBetter: boolean('higher_is_better').notNull().default(true),
    createdAt: timestampColumn('created_at'),
  },
  (t) => [index('improvement_metrics_tenant_idx').on(t.tenantId)],
);

/** Each value recorded for a hand-entered metric: its history. */
export const improvementMetricReadings = pgTable(
  'improvement_metric_readings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    metricId: uuid('metric_id')
      .notNull()
      .references(() => improvementMetrics.id, { onDelete: 'cascade' }),
    value: doublePrecision('value').notNull(),
    recordedById: text('recorded_by_id').references(() => users.id, { onDelete: 'set null' }),
    recordedAt: timestampColumn('recorded_at'),
  },
  (t) => [index('improvement_metric_readings_metric_idx').on(t.metricId, t.recordedAt)],
);

/** A tenant's target for a computed metric (the constant in metrics.ts applies until one is set). */
export const improvementMetricTargets = pgTable(
  'improvement_metric_targets',
  {
    tenantId: tenantIdColumn(),
    metricKey: text('metric_key', { enum: COMPUTED_METRICS }).notNull(),
    target: doublePrecision('target').notNull(),
    updatedById: text('updated_by_id').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestampColumn('updated_at'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.metricKey] })],
);
