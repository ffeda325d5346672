import type { Tx } from '@/server/db/client';
import type { Actor } from '@/server/trpc/actor';
import { notify } from '../notifications/notify';

/**
 * Tells someone follow-ups were given to them (not when they took them
 * themselves).
 */
export async function notifyFollowupsAssigned(
  tx: Tx,
  actor: Actor,
  assigneeId: string,
  titles: readonly string[],
) {
  if (assigneeId === actor.user.id || titles.length === 0) return;
  const [first] = titles;
  await notify(tx, {
    tenantId: actor.tenantId,
    userId: assigneeId,
    event: 'followup_assigned',
    type: 'info',
    title:
      titles.length === 1
        ? 'Follow-up assigned to you'
        : `${titles.length} follow-ups assigned to you`,
    message:
      titles.length === 1
        ? `${actor.user.name} assigned you "${first}".`
        : `${actor.user.name} assigned you "${first}" and ${titles.length - 1} more.`,
    actionUrl: '/followup?mine=1',
  });
}
