import { eq, type SQL } from 'drizzle-orm';
import { inspectionVisits } from '@/server/db/schema/index';
import type { Actor } from '@/server/trpc/actor';
import { inspectionScope } from '../inspections/scope';

/**
 * What part of the schedule the actor sees: everything with
 * inspections:view_all, otherwise only their own visits and the inspections
 * assigned to them (the inspections feature's own scope rule).
 */
export async function scheduleScope(actor: Actor): Promise<{
  inspections: SQL;
  visits: SQL | undefined;
  isWholeTenant: boolean;
}> {
  const scope = await inspectionScope(actor);
  return {
    inspections: scope.condition,
    visits: scope.isWholeTenant ? undefined : eq(inspectionVisits.inspectorUserId, actor.user.id),
    isWholeTenant: scope.isWholeTenant,
  };
}
