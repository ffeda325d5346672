import {
  doublePrecision,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { PHOTO_FLAG_CODES, VISIT_POSITION_STATUSES } from '@/shared/evidence/flags';
import { users } from './auth';
import { inspectionEvidence } from './evidence';
import { inspections } from './inspections';
import { tenantIdColumn, timestampColumn } from './columns';

/**
 * The start of the visit to an inspection's property (issue 32 points 3 and 7): server time
 * and, when the browser gave it, its position and accuracy. Recorded once per inspection.
 */
export const inspectionVisitStarts = pgTable('inspection_visit_starts', {
  inspectionId: uuid('inspection_id')
    .primaryKey()
    .references(() => inspections.id, { onDelete: 'cascade' }),
  tenantId: tenantIdColumn(),
  startedAt: timestampColumn('started_at'),
  positionStatus: text('position_status', { enum: VISIT_POSITION_STATUSES }).notNull(),
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
  accuracyMetres: doublePrecision('accuracy_metres'),
  recordedBy: text('recorded_by').references(() => users.id, { onDelete: 'set null' }),
  recordedByName: text('recorded_by_name').notNull(),
});

/** A property's position by UPRN, imported by an administrator (e.g. from OS Open UPRN). */
export const propertyCoordinates = pgTable(
  'property_coordinates',
  {
    tenantId: tenantIdColumn(),
    uprn: text('uprn').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    importedBy: text('imported_by').references(() => users.id, { onDelete: 'set null' }),
    importedAt: timestampColumn('imported_at'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.uprn] })],
);

/** A coordinator's explanation of one flag of one photo (who, when, why); flags are derived on read. */
export const evidenceFlagExplanations = pgTable(
  'evidence_flag_explanations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    evidenceId: uuid('evidence_id')
      .notNull()
      .references(() => inspectionEvidence.id, { onDelete: 'cascade' }),
    code: text('code', { enum: PHOTO_FLAG_CODES }).notNull(),
    reason: text('reason').notNull(),
    explainedBy: text('explained_by').references(() => users.id, { onDelete: 'set null' }),
    explainedByName: text('explained_by_name').notNull(),
    explainedAt: timestamp('explained_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('evidence_flag_explanations_idx').on(t.evidenceId, t.code)],
);
