import type { Actor } from '@/server/trpc/actor';
import { inspectionScope } from '../inspections/scope';
import type { StatsSource } from './stats-queries';

/** The actor's inspections: the whole tenant (summary table) or only their own (narrowed like the inspection list). */
export async function statsSourceFor(
  actor: Actor,
): Promise<StatsSource & { isWholeTenant: boolean }> {
  const { condition, isWholeTenant } = await inspectionScope(actor);
  return { tenantId: actor.tenantId, scope: isWholeTenant ? null : condition, isWholeTenant };
}
