import { STATUSES_NEEDING_COMPLETION_DATE } from '@/shared/inspections/statuses';
import type { InspectionStatus } from '@/shared/inspections/statuses';
import type { Tx } from '@/server/db/client';
import { emitWebhookEvent } from './emit';

type StatusChange = {
  id: string;
  reference: string;
  from: InspectionStatus;
  to: InspectionStatus;
  completedDate?: string | null;
};

/** inspection.status_changed, and inspection.completed when the move completes it (PASSED, FAILED). */
export async function emitStatusEvents(tx: Tx, tenantId: string, change: StatusChange) {
  const { completedDate, ...event } = change;
  await emitWebhookEvent(tx, tenantId, 'inspection.status_changed', event);
  if (STATUSES_NEEDING_COMPLETION_DATE.includes(change.to)) {
    await emitWebhookEvent(tx, tenantId, 'inspection.completed', {
      ...event,
      completedDate: completedDate ?? null,
    });
  }
}
