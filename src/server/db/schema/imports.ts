import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  IMPORT_ENTITIES,
  IMPORT_FORMATS,
  IMPORT_KINDS,
  IMPORT_MODES,
  IMPORT_PHASES,
  IMPORT_STATUSES,
} from '@/shared/imports/catalogue';
import { users } from './auth';
import { tenantIdColumn, timestampColumn } from './columns';

/**
 * One uploaded file on its way in (spec 02 'Excel upload record'), with the
 * progress the page's bar reads and the lease of the server working on it
 * (docs/imports.md).
 */
export const importFiles = pgTable(
  'import_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    fileName: text('file_name').notNull(),
    format: text('format', { enum: IMPORT_FORMATS }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    entity: text('entity', { enum: IMPORT_ENTITIES }).notNull(),
    kind: text('kind', { enum: IMPORT_KINDS }).notNull().default('Mixed'),
    status: text('status', { enum: IMPORT_STATUSES }).notNull().default('pending'),
    phase: text('phase', { enum: IMPORT_PHASES }).notNull().default('uploaded'),
    mode: text('mode', { enum: IMPORT_MODES }),
    headers: jsonb('headers').$type<string[]>().notNull(),
    mapping: jsonb('mapping').$type<(string | null)[]>().notNull(),
    /** Converter runs ('Convert to InspectHub') are shown as such in the history. */
    converter: boolean('converter').notNull().default(false),
    rowsRead: integer('rows_read').notNull().default(0),
    wouldInsert: integer('would_insert').notNull().default(0),
    wouldUpdate: integer('would_update').notNull().default(0),
    wouldSkip: integer('would_skip').notNull().default(0),
    errorCount: integer('error_count').notNull().default(0),
    /** Entry warnings the dry run found (measures: UPRN and address checks), and who accepted them. */
    warningCount: integer('warning_count').notNull().default(0),
    warningsAcceptedBy: text('warnings_accepted_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    warningsAcceptedAt: timestamp('warnings_accepted_at', { withTimezone: true }),
    /** Rows the current pass has handled (the progress bar), and rows committed by an import. */
    processedRows: integer('processed_rows').notNull().default(0),
    committedRows: integer('committed_rows').notNull().default(0),
    progressPercent: integer('progress_percent').notNull().default(0),
    inserted: integer('inserted').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    importErrors: integer('import_errors').notNull().default(0),
    touchedInstallers: jsonb('touched_installers').$type<string[]>().notNull().default([]),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    failureMessage: text('failure_message'),
    attempts: integer('attempts').notNull().default(0),
    leaseOwner: text('lease_owner'),
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    uploadedByName: text('uploaded_by_name').notNull(),
    uploadIp: text('upload_ip'),
    createdAt: timestampColumn('created_at'),
    updatedAt: timestampColumn('updated_at'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('import_files_tenant_idx').on(t.tenantId, t.createdAt.desc()),
    index('import_files_queue_idx').on(t.phase, t.leaseUntil),
  ],
);

/** The per-row errors of a file's last dry run or import (row, column, value, message). */
export const importRowErrors = pgTable(
  'import_row_errors',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    importId: uuid('import_id')
      .notNull()
      .references(() => importFiles.id, { onDelete: 'cascade' }),
    rowNumber: integer('row_number').notNull(),
    column: text('column').notNull(),
    value: text('value').notNull(),
    message: text('message').notNull(),
    /** 'warning': an entry check the user may accept (docs/sampling.md); else an error. */
    severity: text('severity', { enum: ['error', 'warning'] })
      .notNull()
      .default('error'),
  },
  (t) => [index('import_row_errors_idx').on(t.importId, t.rowNumber)],
);

/** Column matchings saved for files with the same headers (signature: headers normalised, sorted). */
export const importMappings = pgTable(
  'import_mappings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    entity: text('entity', { enum: IMPORT_ENTITIES }).notNull(),
    signature: text('signature').notNull(),
    /** normalised header -> field key (null: not imported). */
    mapping: jsonb('mapping').$type<Record<string, string | null>>().notNull(),
    savedBy: text('saved_by'),
    updatedAt: timestampColumn('updated_at'),
  },
  (t) => [uniqueIndex('import_mappings_idx').on(t.tenantId, t.entity, t.signature)],
);

/** Template downloads counted per template (the tracker's 'template downloads'). */
export const importTemplateDownloads = pgTable(
  'import_template_downloads',
  {
    tenantId: tenantIdColumn(),
    template: text('template').notNull(),
    downloads: integer('downloads').notNull().default(0),
    lastDownloadedAt: timestampColumn('last_downloaded_at'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.template] })],
);
