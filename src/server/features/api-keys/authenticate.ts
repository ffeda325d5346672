import { and, eq, isNull, lt, ne, or } from 'drizzle-orm';
import type { Permission } from '@/shared/permissions';
import type { Db } from '@/server/db/client';
import { apiKeys, users } from '@/server/db/schema/index';
import { toSessionUser } from '@/server/auth/to-session-user';
import type { ApiKeyGrant, SessionUser } from '@/server/trpc/actor';
import { countRequest, type RateState } from './rate-limit';
import { prefixOf, secretMatches } from './secret';

export type { RateState };
export type ApiKeyCaller = { grant: ApiKeyGrant; tenantId: string; user: SessionUser };
export type ApiKeyCheck =
  | { ok: true; caller: ApiKeyCaller; rate: RateState }
  | {
      ok: false;
      status: 401;
      code: 'unauthenticated' | 'key_expired' | 'key_revoked' | 'owner_inactive';
      message: string;
    }
  | {
      ok: false;
      status: 429;
      code: 'rate_limited';
      message: string;
      retryAfterSeconds: number;
      rate: RateState;
    };

export const API_KEY_MESSAGES = {
  unauthenticated: 'A valid API key is required.',
  key_revoked: 'This API key has been revoked.',
  key_expired: 'This API key has expired.',
  owner_inactive: 'The user who created this API key is no longer active.',
  rate_limited: 'Too many requests for this API key. Try again when the minute is up.',
} as const;

// Last used is written at most once a minute per key (and when the address changes).
const TOUCH_EVERY_MS = 60_000;

const refused = (code: keyof Omit<typeof API_KEY_MESSAGES, 'rate_limited'>): ApiKeyCheck => ({
  ok: false,
  status: 401,
  code,
  message: API_KEY_MESSAGES[code],
});

async function findKey(db: Db, prefix: string) {
  const [row] = await db
    .select({ key: apiKeys, owner: users })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdBy))
    .where(eq(apiKeys.prefix, prefix))
    .limit(1);
  return row ?? null;
}

async function touch(db: Db, keyId: string, ip: string, now: Date) {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: now, lastUsedIp: ip })
    .where(
      and(
        eq(apiKeys.id, keyId),
        or(
          isNull(apiKeys.lastUsedAt),
          lt(apiKeys.lastUsedAt, new Date(now.getTime() - TOUCH_EVERY_MS)),
          isNull(apiKeys.lastUsedIp),
          ne(apiKeys.lastUsedIp, ip),
        ),
      ),
    );
}

/**
 * Who a public-API request acts as (issue 33 point 3, docs/api.md "API keys"). Everything is
 * read from the database on every request, so a revocation, an expiry or the owner's
 * deactivation refuses the very next request on every server. The owner's current role and
 * tenant are used (their role matrix still applies on top of the key's scopes).
 *
 * `presented`: the raw secret from `Authorization: Bearer <secret>` or `X-API-Key`.
 */
export async function authenticateApiKey(
  db: Db,
  presented: string | undefined,
  ip: string,
  now: Date = new Date(),
): Promise<ApiKeyCheck> {
  const secret = presented?.trim() ?? '';
  const prefix = prefixOf(secret);
  if (!prefix) return refused('unauthenticated');
  const row = await findKey(db, prefix);
  if (!row || !secretMatches(secret, row.key.secretHash)) return refused('unauthenticated');
  const { key, owner } = row;
  if (key.revokedAt) return refused('key_revoked');
  if (key.expiresAt && key.expiresAt.getTime() <= now.getTime()) return refused('key_expired');
  // A banned, deactivated or installer user (or one moved to another tenant) has no session,
  // and their keys act for nobody either.
  const user = owner.banned ? null : toSessionUser({ ...owner, installerId: null });
  if (!user || user.tenantId !== key.tenantId) return refused('owner_inactive');
  const { allowed, rate } = await countRequest(db, key.id, key.rateLimitPerMinute, now);
  if (!allowed) {
    return {
      ok: false,
      status: 429,
      code: 'rate_limited',
      message: API_KEY_MESSAGES.rate_limited,
      retryAfterSeconds: rate.resetSeconds,
      rate,
    };
  }
  await touch(db, key.id, ip, now);
  const grant: ApiKeyGrant = { id: key.id, scopes: key.scopes as Permission[] };
  return { ok: true, caller: { grant, tenantId: key.tenantId, user }, rate };
}
