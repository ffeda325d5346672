import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { NOTIFICATION_EVENTS } from '@/shared/notification-events';
import { NOTIFICATION_TYPES } from '@/shared/notifications';
import { users } from './auth';
import { tenants } from './tenants';

export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: text('tenant_id')
      .notNull()
      .references(() => tenants.id),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: NOTIFICATION_TYPES }).notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    actionUrl: text('action_url'),
    // Null on rows written before events were stored (and by the seed's old rows).
    event: text('event', { enum: NOTIFICATION_EVENTS }),
    // From NOTIFICATION_EVENT_PRIORITY when created, so the list can rank in SQL.
    priority: smallint('priority').notNull().default(0),
    // Same key = shown as one alert (event + London day for batch events), else null.
    groupKey: text('group_key'),
    read: boolean('read').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_owner_idx').on(t.tenantId, t.userId, t.createdAt.desc()),
    // The bell counts unread rows on every page; keep that count off the read history.
    index('notifications_unread_idx')
      .on(t.tenantId, t.userId)
      .where(sql`${t.read} = false`),
  ],
);
