import { sql } from 'drizzle-orm';
import {
  boolean,
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
import { POST_CATEGORIES, POST_PRIORITIES } from '@/shared/news/catalogue';
import { ROLES } from '@/shared/roles';
import { users } from './auth';
import { tenantIdColumn, timestampColumn } from './columns';

/**
 * News & Updates posts (spec 02 'News post'). A draft has no published_at; a
 * scheduled post's published_at is in the future. announced_at records that
 * subscribers and required readers were told (once), at publication.
 */
export const newsPosts = pgTable(
  'news_posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    title: text('title').notNull(),
    category: text('category', { enum: POST_CATEGORIES }).notNull(),
    priority: text('priority', { enum: POST_PRIORITIES }).notNull(),
    /** What the author typed (Markdown). */
    content: text('content').notNull(),
    /** The Markdown rendered and sanitised on the server: the only HTML browsers get. */
    contentHtml: text('content_html').notNull(),
    /** Plain text of the content, for excerpts, search and the feed. */
    contentText: text('content_text').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    announcedAt: timestamp('announced_at', { withTimezone: true }),
    pinned: boolean('pinned').notNull().default(false),
    /** Last UK day it stays pinned; null while pinned means until unpinned. */
    pinnedUntil: date('pinned_until', { mode: 'string' }),
    requiredReadingRoles: text('required_reading_roles', { enum: ROLES })
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    viewCount: integer('view_count').notNull().default(0),
    createdAt: timestampColumn('created_at'),
    updatedAt: timestampColumn('updated_at'),
  },
  (t) => [
    index('news_posts_tenant_published_idx').on(t.tenantId, t.publishedAt),
    index('news_posts_unannounced_idx')
      .on(t.publishedAt)
      .where(sql`${t.announcedAt} is null and ${t.publishedAt} is not null`),
  ],
);

const postRef = () =>
  uuid('post_id')
    .notNull()
    .references(() => newsPosts.id, { onDelete: 'cascade' });
const userRef = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** One row per user who opened a post: views count once per user. */
export const newsPostViews = pgTable(
  'news_post_views',
  {
    postId: postRef(),
    userId: userRef(),
    tenantId: tenantIdColumn(),
    createdAt: timestampColumn('created_at'),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

export const newsPostLikes = pgTable(
  'news_post_likes',
  {
    postId: postRef(),
    userId: userRef(),
    tenantId: tenantIdColumn(),
    createdAt: timestampColumn('created_at'),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

export const newsPostBookmarks = pgTable(
  'news_post_bookmarks',
  {
    postId: postRef(),
    userId: userRef(),
    tenantId: tenantIdColumn(),
    createdAt: timestampColumn('created_at'),
  },
  (t) => [
    primaryKey({ columns: [t.postId, t.userId] }),
    index('news_post_bookmarks_user_idx').on(t.userId),
  ],
);

/** Proof that a required-reading post was read. */
export const newsAcknowledgements = pgTable(
  'news_acknowledgements',
  {
    postId: postRef(),
    userId: userRef(),
    tenantId: tenantIdColumn(),
    createdAt: timestampColumn('created_at'),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] })],
);

export const newsComments = pgTable(
  'news_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    postId: postRef(),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: timestampColumn('created_at'),
  },
  (t) => [index('news_comments_post_idx').on(t.postId, t.createdAt)],
);

/** A user's chosen categories; publication in one of them notifies them (and e-mails if asked). */
export const newsSubscriptions = pgTable('news_subscriptions', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tenantId: tenantIdColumn(),
  categories: text('categories', { enum: POST_CATEGORIES })
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  email: boolean('email').notNull().default(false),
  updatedAt: timestampColumn('updated_at'),
});

/**
 * A user's private RSS address. Only the SHA-256 of the secret is kept (like
 * a password), so the address is shown once; revoking deletes the row.
 */
export const newsFeedTokens = pgTable(
  'news_feed_tokens',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: tenantIdColumn(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestampColumn('created_at'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('news_feed_tokens_hash_idx').on(t.tokenHash)],
);
