import {
  boolean,
  index,
  integer,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { tenantIdColumn, timestampColumn } from './columns';
import { installers } from './installers';
import { lodgedMeasures } from './sampling';

const tenantId = tenantIdColumn;
const stamp = timestampColumn;
const userRef = (name: string) => text(name).references(() => users.id, { onDelete: 'set null' });

/**
 * The seed of a quarter's proposals (issue 30 point 6): one per tenant and quarter, created on
 * the first draw and replaced by a re-draw (the audit log keeps the earlier seeds). The same
 * plan with the same seed gives the same proposals.
 */
export const samplingDraws = pgTable(
  'sampling_draws',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    quarter: text('quarter').notNull(),
    seed: integer('seed').notNull(),
    drawnBy: userRef('drawn_by'),
    drawnAt: stamp('drawn_at'),
  },
  (t) => [uniqueIndex('sampling_draws_quarter_idx').on(t.tenantId, t.quarter)],
);

/** A proposed measure a coordinator chose not to inspect this quarter, with the reason. */
export const samplingSkips = pgTable(
  'sampling_skips',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    quarter: text('quarter').notNull(),
    lodgedMeasureId: uuid('lodged_measure_id')
      .notNull()
      .references(() => lodgedMeasures.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    skippedBy: userRef('skipped_by'),
    skippedAt: stamp('skipped_at'),
  },
  (t) => [uniqueIndex('sampling_skips_measure_idx').on(t.tenantId, t.quarter, t.lodgedMeasureId)],
);

/** A measure category's risk weight in the draw; a category without a row weighs 1. */
export const samplingCategoryWeights = pgTable(
  'sampling_category_weights',
  {
    tenantId: tenantId(),
    measureCategory: text('measure_category').notNull(),
    weight: real('weight').notNull().default(1),
    updatedBy: userRef('updated_by'),
    updatedAt: stamp('updated_at'),
  },
  (t) => [uniqueIndex('sampling_category_weights_idx').on(t.tenantId, t.measureCategory)],
);

/**
 * An installer and category whose fail rate in a quarter passed a band (issue 30 point 7): one
 * row per band reached, so coordinators are notified once; `escalated` when the previous quarter
 * was in a band too (notified once more).
 */
export const samplingPathwayAlerts = pgTable(
  'sampling_pathway_alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantId(),
    installerId: uuid('installer_id')
      .notNull()
      .references(() => installers.id, { onDelete: 'cascade' }),
    measureCategory: text('measure_category').notNull(),
    quarter: text('quarter').notNull(),
    band: text('band').notNull(),
    achieved: integer('achieved').notNull(),
    failed: integer('failed').notNull(),
    failRatePercent: real('fail_rate_percent').notNull(),
    escalated: boolean('escalated').notNull().default(false),
    previousBand: text('previous_band'),
    createdAt: stamp('created_at'),
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('sampling_pathway_alerts_idx').on(
      t.tenantId,
      t.installerId,
      t.measureCategory,
      t.quarter,
      t.band,
    ),
    index('sampling_pathway_alerts_recent_idx').on(t.tenantId, t.createdAt),
  ],
);
