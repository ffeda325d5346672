import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { defects, inspections } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { inspectionScope } from '../inspections/scope';

/**
 * Which defects the actor may see: the whole tenant with inspections:view_all,
 * otherwise those of inspections they may see, those assigned to them and
 * those they raised.
 */
export async function defectScope(actor: Actor): Promise<SQL> {
  const tenant = eq(defects.tenantId, actor.tenantId);
  const scope = await inspectionScope(actor);
  if (scope.isWholeTenant) return tenant;
  const ownInspections = actor.db
    .select({ id: inspections.id })
    .from(inspections)
    .where(scope.condition);
  return and(
    tenant,
    or(
      inArray(defects.inspectionId, ownInspections),
      eq(defects.assigneeId, actor.user.id),
      eq(defects.createdBy, actor.user.id),
    ),
  )!;
}
