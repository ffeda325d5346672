import { TRPCError } from '@trpc/server';
import { eq, inArray, sql } from 'drizzle-orm';
import type { SsoLookupAnswer } from '@/shared/sso/schemas';
import type { Db, Tx } from '@/server/db/client';
import { rateLimits, ssoDomains, ssoProviders, users } from '@/server/db/schema/index';
import { retryText } from '@/server/lib/password-throttle';
import { domainCandidates } from './domains';

/** The provider whose domain covers the e-mail (its own domain or a parent), if any. */
export async function providerForEmail(db: Db | Tx, email: string) {
  const candidates = domainCandidates(email);
  if (candidates.length === 0) return null;
  const rows = await db
    .select({ domain: ssoDomains.domain, provider: ssoProviders })
    .from(ssoDomains)
    .innerJoin(ssoProviders, eq(ssoProviders.id, ssoDomains.providerId))
    .where(inArray(ssoDomains.domain, candidates));
  // Domains never overlap (domains.ts), so at most one row matches; the longest is the safe pick.
  rows.sort((a, b) => b.domain.length - a.domain.length);
  return rows[0]?.provider ?? null;
}

/**
 * The provider that makes this e-mail sign in with SSO only, or null. It binds the
 * provider's own tenant: an account of another tenant (a domain claimed by someone else's
 * organisation) keeps its password. An unknown e-mail is refused like a known one, so the
 * answer says nothing about which accounts exist.
 */
export async function ssoRequiredProvider(db: Db | Tx, email: string) {
  const provider = await providerForEmail(db, email);
  if (!provider?.requireSso) return null;
  const [user] = await db
    .select({ tenantId: users.tenantId })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()));
  if (user && user.tenantId !== provider.tenantId) return null;
  return provider;
}

/** The sign-in page's question for a typed e-mail: the provider's name and whether it is required. */
export async function lookupEmail(db: Db, email: string): Promise<SsoLookupAnswer> {
  const provider = await providerForEmail(db, email);
  if (!provider) return { sso: false, required: false, name: null };
  return { sso: true, required: provider.requireSso, name: provider.name };
}

// The same numbers as better-auth's cap on /sign-in/email (auth.ts SIGN_IN_RATE_LIMIT).
export const LOOKUP_RATE_LIMIT = { window: 60, max: 300 } as const;

/**
 * Counts lookups per client address in better-auth's rate-limit table (shared by every
 * server), with the sign-in flood cap: enough for an office behind one address, too few to
 * walk a list of domains quickly.
 */
export async function throttleLookup(db: Db, ip: string, now = Date.now()) {
  const key = `sso-lookup:${ip}`;
  const windowMs = LOOKUP_RATE_LIMIT.window * 1000;
  const [row] = await db
    .insert(rateLimits)
    .values({ id: key, key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.lastRequest} < ${now - windowMs} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${rateLimits.lastRequest} < ${now - windowMs} then ${now} else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count, lastRequest: rateLimits.lastRequest });
  if (row && row.count > LOOKUP_RATE_LIMIT.max) {
    const seconds = Math.max(1, Math.ceil((row.lastRequest + windowMs - now) / 1000));
    throw new TRPCError({
      code: 'TOO_MANY_REQUESTS',
      message: `Too many requests. ${retryText(seconds)}`,
    });
  }
}
