import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { tenantIdColumn, timestampColumn } from './columns';
import { installers } from './installers';

/**
 * Messages between an installer's portal users and staff (issue 31 point 5). A thread is one
 * installer's general thread (thread_key 'general') or one failed item's ('item:<inspection>:<item>').
 * Internal notes (is_internal) are staff-only: every portal query excludes them in SQL.
 */
export const portalMessages = pgTable(
  'portal_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    installerId: uuid('installer_id')
      .notNull()
      .references(() => installers.id, { onDelete: 'cascade' }),
    threadKey: text('thread_key').notNull(),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    // 'installer' or 'staff': who the other side is, for read counts and e-mail.
    authorSide: text('author_side').notNull(),
    body: text('body').notNull(),
    isInternal: boolean('is_internal').notNull().default(false),
    createdAt: timestampColumn('created_at'),
  },
  (t) => [index('portal_messages_thread_idx').on(t.tenantId, t.installerId, t.threadKey)],
);

/** Files attached to a message: stored through the storage service like support attachments. */
export const portalMessageAttachments = pgTable(
  'portal_message_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    installerId: uuid('installer_id')
      .notNull()
      .references(() => installers.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id')
      .notNull()
      .references(() => portalMessages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestampColumn('created_at'),
  },
  (t) => [index('portal_message_attachments_message_idx').on(t.messageId)],
);

/** How far each user has read a thread: messages after read_at by the other side are unread. */
export const portalThreadReads = pgTable(
  'portal_thread_reads',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: tenantIdColumn(),
    installerId: uuid('installer_id')
      .notNull()
      .references(() => installers.id, { onDelete: 'cascade' }),
    threadKey: text('thread_key').notNull(),
    readAt: timestampColumn('read_at'),
  },
  (t) => [uniqueIndex('portal_thread_reads_key_idx').on(t.userId, t.installerId, t.threadKey)],
);

/**
 * Notices sent to installer users (issue 31 point 6), by e-mail and on the portal's Messages
 * page. The unique key (user, kind, subject, occurrence) makes each notice go out once however
 * often the job runs: a second insert of the same key does nothing.
 */
export const portalNotices = pgTable(
  'portal_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    installerId: uuid('installer_id')
      .notNull()
      .references(() => installers.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    // The thread key of the item or message the notice is about.
    subjectKey: text('subject_key').notNull(),
    // What makes a repeat a new notice: the deadline, the decision's time, the message id.
    occurrence: text('occurrence').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link').notNull().default(''),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestampColumn('created_at'),
  },
  (t) => [
    uniqueIndex('portal_notices_once_idx').on(t.userId, t.kind, t.subjectKey, t.occurrence),
    index('portal_notices_user_idx').on(t.tenantId, t.userId, t.createdAt),
  ],
);
