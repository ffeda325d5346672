import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { TICKET_CATEGORIES, TICKET_PRIORITIES, TICKET_STATUSES } from '@/shared/support/catalogue';
import { users } from './auth';
import { tenantIdColumn, timestampColumn } from './columns';

/** Support desk tickets (spec 02 'Support ticket'); reference SUPP-YYYY-NNN. */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    reference: text('reference').notNull(),
    subject: text('subject').notNull(),
    description: text('description').notNull(),
    category: text('category', { enum: TICKET_CATEGORIES }).notNull(),
    priority: text('priority', { enum: TICKET_PRIORITIES }).notNull(),
    status: text('status', { enum: TICKET_STATUSES }).notNull().default('open'),
    requesterId: text('requester_id').references(() => users.id, { onDelete: 'set null' }),
    assigneeId: text('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    /** The first public reply by someone other than the requester ('Avg Response'). */
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** A duplicate merged into another ticket points to it (and is closed). */
    mergedIntoId: uuid('merged_into_id').references((): AnyPgColumn => supportTickets.id, {
      onDelete: 'set null',
    }),
    /** Service-level reminders already sent, as 'first_response:nearing' etc. (once each). */
    slaNotified: text('sla_notified')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestampColumn('created_at'),
    updatedAt: timestampColumn('updated_at'),
  },
  (t) => [
    uniqueIndex('support_tickets_reference_idx').on(t.tenantId, t.reference),
    index('support_tickets_tenant_created_idx').on(t.tenantId, t.createdAt),
    index('support_tickets_requester_idx').on(t.tenantId, t.requesterId),
  ],
);

/** The conversation: replies, and internal notes only handlers see. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    internal: boolean('internal').notNull().default(false),
    createdAt: timestampColumn('created_at'),
  },
  (t) => [index('support_messages_ticket_idx').on(t.ticketId, t.createdAt)],
);

/** Status, priority and assignee changes, for the ticket's history. */
export const supportTicketEvents = pgTable(
  'support_ticket_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    field: text('field', { enum: ['status', 'priority', 'assignee', 'merge'] }).notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    createdAt: timestampColumn('created_at'),
  },
  (t) => [index('support_ticket_events_ticket_idx').on(t.ticketId, t.createdAt)],
);

/**
 * Files on a ticket (message_id null: added to the ticket itself) or on one of
 * its messages; an internal note's files are seen by handlers only. The bytes
 * are in storage under storage_key; mime comes from the checked file kind.
 */
export const supportAttachments = pgTable(
  'support_attachments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id').references(() => supportMessages.id, { onDelete: 'cascade' }),
    uploaderId: text('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    createdAt: timestampColumn('created_at'),
  },
  (t) => [
    index('support_attachments_ticket_idx').on(t.ticketId, t.createdAt),
    index('support_attachments_message_idx').on(t.messageId),
  ],
);

/** People told about a ticket's new replies and status changes (their own choice). */
export const supportTicketWatchers = pgTable(
  'support_ticket_watchers',
  {
    tenantId: tenantIdColumn(),
    ticketId: uuid('ticket_id')
      .notNull()
      .references(() => supportTickets.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestampColumn('created_at'),
  },
  (t) => [
    // One watch per person and ticket; also the tenant export's stable order.
    primaryKey({ columns: [t.ticketId, t.userId] }),
    index('support_ticket_watchers_user_idx').on(t.userId),
  ],
);
