import { desc, eq } from 'drizzle-orm';
import { apiKeyStatus } from '@/shared/api-keys/schema';
import type { Permission } from '@/shared/permissions';
import { apiKeys, users } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';

/** Display name as elsewhere: full name, else the account name, else the e-mail. */
const displayName = (user: { firstName: string; lastName: string; name: string; email: string }) =>
  [user.firstName, user.lastName].filter(Boolean).join(' ').trim() || user.name || user.email;

/** The tenant's keys, newest first, revoked and expired ones too; never a secret or its hash. */
export async function listApiKeys(actor: Actor, now = new Date()) {
  const rows = await actor.db
    .select({
      key: {
        id: apiKeys.id,
        name: apiKeys.name,
        prefix: apiKeys.prefix,
        scopes: apiKeys.scopes,
        rateLimitPerMinute: apiKeys.rateLimitPerMinute,
        createdAt: apiKeys.createdAt,
        expiresAt: apiKeys.expiresAt,
        lastUsedAt: apiKeys.lastUsedAt,
        lastUsedIp: apiKeys.lastUsedIp,
        revokedAt: apiKeys.revokedAt,
      },
      creator: {
        firstName: users.firstName,
        lastName: users.lastName,
        name: users.name,
        email: users.email,
      },
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdBy))
    .where(eq(apiKeys.tenantId, actor.tenantId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(({ key, creator }) => ({
    ...key,
    scopes: key.scopes as Permission[],
    createdByName: displayName(creator),
    status: apiKeyStatus(key, now),
  }));
}
