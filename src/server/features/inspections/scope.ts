import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { inspections } from '../../db/schema/index';
import { hasPermission } from '../permissions/service';
import type { Actor } from './actor';

/**
 * Which inspections the actor may see: the whole tenant with
 * inspections:view_all, otherwise only those assigned to them by user or by
 * inspector name (the forms carry a free-text name).
 */
export async function visibleInspections(actor: Actor): Promise<SQL> {
  const tenant = eq(inspections.tenantId, actor.tenantId);
  if (await hasPermission(actor.db, actor.tenantId, actor.user.role, 'inspections:view_all'))
    return tenant;
  return and(
    tenant,
    or(
      eq(inspections.inspectorUserId, actor.user.id),
      sql`lower(${inspections.inspectorName}) = lower(${actor.user.name})`,
    ),
  )!;
}
