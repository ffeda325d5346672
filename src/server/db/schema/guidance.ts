import { sql } from 'drizzle-orm';
import {
  boolean,
  customType,
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
  DOCUMENT_CATEGORIES,
  DOCUMENT_FORMATS,
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
} from '@/shared/guidance/catalogue';
import { ROLES } from '@/shared/roles';
import { users } from './auth';
import { tenantIdColumn, timestampColumn } from './columns';

/** PostgreSQL's full-text document type; written only through to_tsvector. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * Guidance documents (spec 02 'Guidance document'). The file itself lives in
 * its versions; the columns current_* copy the current version so the list
 * needs no join. search_vector indexes title, description, tags and the
 * text inside the current file (weights A to D).
 */
export const guidanceDocuments = pgTable(
  'guidance_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    /** DOC-YYYY-NNN from the shared counter. */
    reference: text('reference').notNull(),
    title: text('title').notNull(),
    category: text('category', { enum: DOCUMENT_CATEGORIES }).notNull(),
    docType: text('doc_type', { enum: DOCUMENT_TYPES }).notNull(),
    description: text('description').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    status: text('status', { enum: DOCUMENT_STATUSES }).notNull().default('draft'),
    featured: boolean('featured').notNull().default(false),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who reviews it by review_by; the author unless changed. */
    ownerId: text('owner_id').references(() => users.id, { onDelete: 'set null' }),
    reviewBy: date('review_by', { mode: 'string' }),
    /** The review_by date the owner was last reminded of (once per date). */
    reviewRemindedFor: date('review_reminded_for', { mode: 'string' }),
    downloadCount: integer('download_count').notNull().default(0),
    currentVersionId: uuid('current_version_id'),
    currentVersion: text('current_version').notNull(),
    format: text('format', { enum: DOCUMENT_FORMATS }).notNull(),
    fileSize: integer('file_size').notNull(),
    /** Plain text of the current file (PDF and DOCX), for search and snippets. */
    contentText: text('content_text').notNull().default(''),
    searchVector: tsvector('search_vector'),
    /** Roles whose members must acknowledge the current major version. */
    requiredReadingRoles: text('required_reading_roles', { enum: ROLES })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestampColumn('created_at'),
    updatedAt: timestampColumn('updated_at'),
  },
  (t) => [
    uniqueIndex('guidance_documents_reference_idx').on(t.tenantId, t.reference),
    index('guidance_documents_tenant_category_idx').on(t.tenantId, t.category),
    index('guidance_documents_search_idx').using('gin', t.searchVector),
  ],
);

/** Every file a document has had; the newest is its current version. */
export const guidanceDocumentVersions = pgTable(
  'guidance_document_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => guidanceDocuments.id, { onDelete: 'cascade' }),
    major: integer('major').notNull(),
    minor: integer('minor').notNull(),
    label: text('label').notNull(),
    changeNote: text('change_note').notNull(),
    uploadedById: text('uploaded_by_id').references(() => users.id, { onDelete: 'set null' }),
    fileName: text('file_name').notNull(),
    format: text('format', { enum: DOCUMENT_FORMATS }).notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    contentText: text('content_text').notNull().default(''),
    /** The file's text could not be read within the extraction's memory and time caps. */
    textExtractionFailed: boolean('text_extraction_failed').notNull().default(false),
    downloadCount: integer('download_count').notNull().default(0),
    createdAt: timestampColumn('created_at'),
  },
  (t) => [uniqueIndex('guidance_document_versions_label_idx').on(t.documentId, t.major, t.minor)],
);

/** A user's acknowledgement of a document's major version (a new major version asks again). */
export const guidanceAcknowledgements = pgTable(
  'guidance_acknowledgements',
  {
    tenantId: tenantIdColumn(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => guidanceDocuments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    major: integer('major').notNull(),
    versionLabel: text('version_label').notNull(),
    createdAt: timestampColumn('created_at'),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.userId, t.major] })],
);
