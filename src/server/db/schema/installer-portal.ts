import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { tenantIdColumn, timestampColumn } from './columns';
import { installers } from './installers';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * An INSTALLER user's installer (issue 31): exactly one, of the user's tenant.
 * The user row keeps the account (password, MFA, sessions); this row is what
 * every portal query is scoped by (docs/installer-portal.md).
 */
export const installerPortalUsers = pgTable(
  'installer_portal_users',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    tenantId: tenantIdColumn(),
    installerId: uuid('installer_id')
      .notNull()
      .references(() => installers.id, { onDelete: 'cascade' }),
    // Deadline reminders (7 days, 1 day, overdue) may be muted; the notice of a new fail may not.
    muteReminders: boolean('mute_reminders').notNull().default(false),
    createdAt: timestampColumn('created_at'),
  },
  (t) => [index('installer_portal_users_installer_idx').on(t.tenantId, t.installerId)],
);

/**
 * An invitation to the portal: e-mailed as a single-use link valid for 7 days.
 * Only the token's SHA-256 is kept; resending issues a new token (the old link
 * stops working); revoking or accepting ends it.
 */
export const installerInvitations = pgTable(
  'installer_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tenantId: tenantIdColumn(),
    installerId: uuid('installer_id')
      .notNull()
      .references(() => installers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitedByName: text('invited_by_name').notNull().default(''),
    sentAt: timestampColumn('sent_at'),
    acceptedAt: at('accepted_at'),
    acceptedUserId: text('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: at('revoked_at'),
    revokedBy: text('revoked_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestampColumn('created_at'),
  },
  (t) => [
    uniqueIndex('installer_invitations_token_idx').on(t.tokenHash),
    index('installer_invitations_installer_idx').on(t.tenantId, t.installerId),
    // One open invitation per address and tenant: inviting again resends it.
    uniqueIndex('installer_invitations_open_email_idx')
      .on(t.tenantId, sql`lower(${t.email})`)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
  ],
);
