import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { EVIDENCE_KINDS, EVIDENCE_PURPOSES } from '@/shared/evidence/catalogue';
import { users } from './auth';
import { inspections } from './inspections';
import { tenantIdColumn, timestampColumn } from './columns';

/**
 * A file attached to one checklist item of an inspection, stored unchanged
 * (storageKey) with its hash, size and what its EXIF said. Never deleted by a
 * status change; a withdrawal only marks it (docs/evidence.md).
 */
export const inspectionEvidence = pgTable(
  'inspection_evidence',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    inspectionId: uuid('inspection_id')
      .notNull()
      .references(() => inspections.id, { onDelete: 'cascade' }),
    itemId: text('item_id').notNull(),
    kind: text('kind', { enum: EVIDENCE_KINDS }).notNull(),
    // What the inspector found, or what the installer did (remediation); older rows are inspection.
    purpose: text('purpose', { enum: EVIDENCE_PURPOSES }).notNull().default('inspection'),
    fileName: text('file_name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    thumbnailKey: text('thumbnail_key'),
    width: integer('width'),
    height: integer('height'),
    capturedAt: timestamp('captured_at', { withTimezone: true }),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    // Perceptual hash (64-bit pHash as 16 hex digits, 'none' when unreadable), null until
    // computed (at upload; older photos by the backfill job), and the earlier photo on another
    // inspection it matched then (issue 32 point 7, docs/offline-and-evidence.md).
    phash: text('phash'),
    duplicateOfEvidenceId: uuid('duplicate_of_evidence_id').references(
      (): AnyPgColumn => inspectionEvidence.id,
      { onDelete: 'set null' },
    ),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedByName: text('uploaded_by_name').notNull(),
    createdAt: timestampColumn('created_at'),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    withdrawnBy: text('withdrawn_by').references(() => users.id, { onDelete: 'set null' }),
    withdrawnByName: text('withdrawn_by_name'),
    withdrawReason: text('withdraw_reason'),
  },
  (t) => [
    index('inspection_evidence_inspection_idx').on(t.tenantId, t.inspectionId, t.createdAt),
    // The same file twice on one inspection is refused (signatures are drawn anew each time).
    uniqueIndex('inspection_evidence_hash_idx')
      .on(t.inspectionId, t.sha256)
      .where(sql`${t.kind} <> 'signature'`),
    // The backfill finds photos still without a perceptual hash.
    index('inspection_evidence_phash_todo_idx')
      .on(t.createdAt)
      .where(sql`${t.kind} = 'photo' and ${t.phash} is null`),
  ],
);
