import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { NamedPerson, TenantNames } from '../../../shared/assistant/tenant-names';
import { inspections, installers, users } from '../../db/schema/index';
import type { Actor } from '../../trpc/actor';

/**
 * The names a question may use, from the tenant's own records: its users,
 * the inspector names written on its inspections, and its installers with
 * their QMP licence numbers. Names only, never figures.
 */
export async function loadTenantNames(actor: Actor): Promise<TenantNames> {
  const [people, written, register] = await Promise.all([
    actor.db
      .select({ id: users.id, first: users.firstName, last: users.lastName })
      .from(users)
      .where(eq(users.tenantId, actor.tenantId)),
    actor.db
      .selectDistinct({ name: sql<string>`trim(${inspections.inspectorName})` })
      .from(inspections)
      .where(and(eq(inspections.tenantId, actor.tenantId), isNotNull(inspections.inspectorName))),
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
