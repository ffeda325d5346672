import type { Db, Tx } from '@/server/db/client';
import { installerActivities } from '@/server/db/schema/index';
import type { RecordedActor } from '@/server/trpc/actor';

// Titles the overview and the monthly summary count by, so they live in one place.
export const ACTIVITY_TITLES = {
  movedToEnhanced: 'Moved to Enhanced monitoring',
  movedToStandard: 'Moved to Standard monitoring',
  proposalDismissed: 'Enhanced monitoring proposal dismissed',
  escalationOpened: 'Escalation opened',
} as const;

/** A monitoring event on the installer's activity feed (type status_change, as the overview lists). */
export async function recordStatusActivity(
  tx: Db | Tx,
  actor: RecordedActor,
  installerId: string,
  title: string,
  description: string | null,
) {
  await tx.insert(installerActivities).values({
    tenantId: actor.tenantId,
    installerId,
    type: 'status_change',
    title,
    description,
    createdBy: actor.user?.id ?? null,
    createdByName: actor.user?.name ?? 'System',
  });
}
