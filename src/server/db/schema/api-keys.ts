import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { tenantIdColumn, timestampColumn } from './columns';

/**
 * A tenant's API key for the public API (issue 33 point 3, docs/api.md). Only the SHA-256 of
 * the secret is kept (the secret is shown once); `prefix` is its first characters, for the list
 * and for finding the row. The key acts for `created_by` within `scopes` (permissions of the
 * matrix). Revoking sets revoked_at, which every server reads on the next request.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    name: text('name').notNull(),
    prefix: text('prefix').notNull().unique(),
    secretHash: text('secret_hash').notNull(),
    scopes: text('scopes').array().notNull(),
    // Requests allowed per minute for this key (429 with Retry-After beyond it).
    rateLimitPerMinute: integer('rate_limit_per_minute').notNull().default(600),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdBy: text('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestampColumn('created_at'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    lastUsedIp: text('last_used_ip'),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedBy: text('revoked_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [index('api_keys_tenant_idx').on(t.tenantId)],
);

/**
 * Requests per key per minute: a fixed window counted in the database, so every server
 * counts against the same limit. Old windows are pruned by the rate-limit check itself.
 */
export const apiKeyRateWindows = pgTable(
  'api_key_rate_windows',
  {
    keyId: uuid('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.keyId, t.windowStart] })],
);

/**
 * An `Idempotency-Key` seen on a create through the public API: the first request's body hash
 * and, once answered, its status and body, replayed for 24 hours. A row without a status is a
 * request still running (a second one with the same key is refused with 409 meanwhile).
 */
export const apiIdempotency = pgTable(
  'api_idempotency',
  {
    keyId: uuid('key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    tenantId: tenantIdColumn(),
    operation: text('operation').notNull(),
    requestHash: text('request_hash').notNull(),
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body'),
    createdAt: timestampColumn('created_at'),
  },
  (t) => [
    primaryKey({ columns: [t.keyId, t.idempotencyKey] }),
    index('api_idempotency_created_idx').on(t.createdAt),
  ],
);
