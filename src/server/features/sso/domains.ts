import { TRPCError } from '@trpc/server';
import { eq, sql } from 'drizzle-orm';
import { ssoDomainTakenMessage } from '@/shared/sso/schemas';
import type { Tx } from '@/server/db/client';
import { ssoDomains } from '@/server/db/schema/index';

// One key for every tenant's domain claims: two saves never both see a domain as free.
const DOMAIN_CLAIM_LOCK = 33_060_001;

/**
 * The plugin picks a provider for an e-mail whose domain equals a provider's domain or ends
 * with '.' + it, so a domain overlapping another provider's (the same, a parent or a
 * subdomain) would make the choice ambiguous: refused whichever tenant holds it.
 */
const overlaps = (a: string, b: string) => a === b || a.endsWith(`.${b}`) || b.endsWith(`.${a}`);

/** Replaces a provider's domains, refusing one another provider holds (in any tenant). */
export async function claimDomains(
  tx: Tx,
  provider: { id: string; tenantId: string },
  domains: string[],
) {
  await tx.execute(sql`select pg_advisory_xact_lock(${DOMAIN_CLAIM_LOCK})`);
  const held = await tx
    .select({ domain: ssoDomains.domain, providerId: ssoDomains.providerId })
    .from(ssoDomains);
  for (const domain of domains) {
    const taken = held.find(
      (row) => row.providerId !== provider.id && overlaps(row.domain, domain),
    );
    if (taken) throw new TRPCError({ code: 'CONFLICT', message: ssoDomainTakenMessage(domain) });
  }
  await tx.delete(ssoDomains).where(eq(ssoDomains.providerId, provider.id));
  await tx
    .insert(ssoDomains)
    .values(
      domains.map((domain) => ({ domain, providerId: provider.id, tenantId: provider.tenantId })),
    );
}

/** The e-mail's domain and each parent (a.b.example.com -> itself, b.example.com, example.com). */
export function domainCandidates(email: string): string[] {
  const at = email.lastIndexOf('@');
  if (at < 1) return [];
  const labels = email
    .slice(at + 1)
    .trim()
    .toLowerCase()
    .split('.');
  const candidates: string[] = [];
  for (let i = 0; i < labels.length - 1; i += 1) candidates.push(labels.slice(i).join('.'));
  return candidates.filter((candidate) => candidate.length > 0);
}
