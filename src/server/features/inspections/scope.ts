import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { inspections } from '@/server/db/schema/index';
import { hasPermission } from '../permissions/service';
import type { Actor } from '@/server/trpc/actor';

/**
 * Which inspections the actor may see: the whole tenant with
 * inspections:view_all, otherwise only those assigned to them by user or by
 * inspector name (the forms carry a free-text name).
 */
export async function inspectionScope(
  actor: Actor,
): Promise<{ condition: SQL; isWholeTenant: boolean }> {
  const tenant = eq(inspections.tenantId, actor.tenantId);
  if (await hasPermission(actor.db, actor.tenantId, actor.user.role, 'inspections:view_all')) {
    return { condition: tenant, isWholeTenant: true };
  }
  const assigned = and(
    tenant,
    or(
      eq(inspections.inspectorUserId, actor.user.id),
      sql`lower(${inspections.inspectorName}) = lower(${actor.user.name})`,
    ),
  )!;
  return { condition: assigned, isWholeTenant: false };
}

export async function visibleInspections(actor: Actor): Promise<SQL> {
  return (await inspectionScope(actor)).condition;
}
