import { formatDateTime } from '@/shared/format';
import type { Tx } from '@/server/db/client';
import type { Actor } from '@/server/trpc/actor';
import { notify } from '../notifications/notify';

/** Tells a new assignee about the defect, unless they gave it to themselves. */
export async function notifyDefectAssigned(
  tx: Tx,
  actor: Actor,
  assigneeId: string,
  defect: { id: string; reference: string; title: string; dueDate: Date },
) {
  if (assigneeId === actor.user.id) return;
  await notify(tx, {
    tenantId: actor.tenantId,
    userId: assigneeId,
    event: 'defect_assigned',
    type: 'warning',
    title: `Defect ${defect.reference} assigned to you`,
    message: `${actor.user.name} assigned you "${defect.title}", due ${formatDateTime(defect.dueDate)}.`,
    actionUrl: `/defects?search=${encodeURIComponent(defect.reference)}`,
  });
}
