import { boolean, index, pgTable, text } from 'drizzle-orm/pg-core';
import { ROLES } from '@/shared/roles';
import { users } from './auth';
import { tenantIdColumn, timestampColumn } from './columns';

/**
 * A tenant's OpenID Connect provider (issue 33 point 6, docs/sso.md). The property names
 * issuer, oidcConfig, samlConfig, userId, providerId, organizationId, domain and
 * domainVerified are the ones @better-auth/sso reads (its `ssoProvider` model); the rest are
 * ours. oidcConfig is the plugin's JSON (endpoints found by discovery when saved, client id
 * and secret): the secret never leaves the server. `domain` is the plugin's comma-separated
 * list, kept in step with sso_domains, which makes each domain belong to one provider.
 */
export const ssoProviders = pgTable(
  'sso_providers',
  {
    id: text('id').primaryKey(),
    tenantId: tenantIdColumn(),
    providerId: text('provider_id').notNull().unique(),
    name: text('name').notNull(),
    issuer: text('issuer').notNull(),
    domain: text('domain').notNull(),
    oidcConfig: text('oidc_config'),
    samlConfig: text('saml_config'),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    organizationId: text('organization_id'),
    // An ADMIN's own claim, checked unique across tenants (not a DNS proof): it lets the
    // plugin link an existing account of the same tenant whose e-mail is in the domain.
    domainVerified: boolean('domain_verified').notNull().default(true),
    defaultRole: text('default_role', { enum: ROLES }).notNull().default('INSPECTOR'),
    requireSso: boolean('require_sso').notNull().default(false),
    createdAt: timestampColumn('created_at'),
    updatedAt: timestampColumn('updated_at'),
  },
  (t) => [index('sso_providers_tenant_idx').on(t.tenantId)],
);

/** One row per e-mail domain: the primary key refuses a domain claimed by another provider. */
export const ssoDomains = pgTable(
  'sso_domains',
  {
    domain: text('domain').primaryKey(),
    providerId: text('provider_id')
      .notNull()
      .references(() => ssoProviders.id, { onDelete: 'cascade' }),
    tenantId: tenantIdColumn(),
  },
  (t) => [index('sso_domains_provider_idx').on(t.providerId)],
);
