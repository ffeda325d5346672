import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { NamedPerson, TenantNames } from '@/shared/assistant/tenant-names';
import { changeCache } from '@/server/db/change-cache';
import { inspections, installers, users } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';

/** The cache's name, for 'Clear Cache' (maintenance/caches.ts). */
export const TENANT_NAMES_CACHE = 'assistant-tenant-names';
// Names change rarely and migration 0048 tells every server when they do; the age is a backstop.
const CACHE_MS = 10 * 60_000;

/**
 * The names a question may use, from the tenant's own records: its users,
 * the inspector names written on its inspections without an account, and its
 * installers with their QMP licence numbers. Names only, never figures. Kept
 * per tenant until a name changes (drizzle/0048_assistant_names_cache.sql
 * notifies 'tenant:<id>'), so a renamed installer or a new user is read at once.
 */
export async function loadTenantNames(actor: Actor): Promise<TenantNames> {
  const cache = changeCache<TenantNames>(actor.db, TENANT_NAMES_CACHE, CACHE_MS);
  if (!cache) return readTenantNames(actor);
  return cache.through(actor.tenantId, { tenantId: actor.tenantId }, () => readTenantNames(actor));
}

async function readTenantNames(actor: Actor): Promise<TenantNames> {
  const [people, written, register] = await Promise.all([
    actor.db
      .select({ id: users.id, first: users.firstName, last: users.lastName })
      .from(users)
      .where(eq(users.tenantId, actor.tenantId)),
    // Only names without an account: one with an account is its user's name (inspections/create,
    // inspector-user.ts), and counts follow the account (query-figures.ts assignedTo).
    actor.db
      .selectDistinct({ name: sql<string>`trim(${inspections.inspectorName})` })
      .from(inspections)
      .where(
        and(
          eq(inspections.tenantId, actor.tenantId),
          isNotNull(inspections.inspectorName),
          isNull(inspections.inspectorUserId),
        ),
      ),
    actor.db
      .select({ id: installers.id, name: installers.name, licence: installers.qmpCertNumber })
      .from(installers)
      .where(eq(installers.tenantId, actor.tenantId)),
  ]);
  const named: NamedPerson[] = people.map((p) => ({
    name: `${p.first} ${p.last}`.trim(),
    userId: p.id,
  }));
  const known = new Set(named.map((p) => p.name.toLowerCase()));
  for (const { name } of written) {
    if (name && !known.has(name.toLowerCase())) {
      known.add(name.toLowerCase());
      named.push({ name, userId: null });
    }
  }
  return { people: named, installers: register };
}
