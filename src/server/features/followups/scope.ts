import { and, eq, inArray, or, type SQL } from 'drizzle-orm';
import { followups, inspections } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { inspectionScope } from '../inspections/scope';

/**
 * Which follow-ups the actor may see: the whole tenant with
 * inspections:view_all, otherwise those of inspections they may see (a
 * defect's follow-up carries its inspection), those assigned to them and
 * those they created.
 */
export async function followupScope(actor: Actor): Promise<SQL> {
  const tenant = eq(followups.tenantId, actor.tenantId);
  const scope = await inspectionScope(actor);
  if (scope.isWholeTenant) return tenant;
  const ownInspections = actor.db
    .select({ id: inspections.id })
    .from(inspections)
    .where(scope.condition);
  return and(
    tenant,
    or(
      inArray(followups.inspectionId, ownInspections),
      eq(followups.assigneeId, actor.user.id),
      eq(followups.createdBy, actor.user.id),
    ),
  )!;
}
