import { formatDate } from '@/shared/format';
import { STATUS_LABELS, type InspectionStatus } from '@/shared/inspections/statuses';
import type { Tx } from '@/server/db/client';
import type { Actor } from '@/server/trpc/actor';
import { notify } from '../notifications/notify';

type InspectionRef = { id: string; reference: string; propertyAddress: string };

/** Tells an inspector about an inspection assigned to them (not when they assigned it themselves). */
export async function notifyInspectorAssigned(
  tx: Tx,
  actor: Actor,
  inspectorUserId: string | null,
  inspection: InspectionRef & { scheduledDate: string | null },
) {
  if (!inspectorUserId || inspectorUserId === actor.user.id) return;
  const when = inspection.scheduledDate
    ? `, scheduled for ${formatDate(inspection.scheduledDate)}`
    : '';
  await notify(tx, {
    tenantId: actor.tenantId,
    userId: inspectorUserId,
    event: 'inspection_assigned',
    type: 'info',
    title: 'New inspection assigned',
    message: `${inspection.reference} at ${inspection.propertyAddress}${when}.`,
    actionUrl: `/inspections/${inspection.id}`,
  });
}

/**
 * Tells an inspector about several inspections assigned at once (the pending queue's bulk
 * assignment): one assignment reads as from a single edit; several are one notification,
 * not a bell (or inbox) of up to a hundred.
 */
export async function notifyInspectorAssignedMany(
  tx: Tx,
  actor: Actor,
  inspectorUserId: string,
  assigned: (InspectionRef & { scheduledDate: string | null })[],
) {
  const [first] = assigned;
  if (!first) return;
  if (assigned.length === 1) {
    await notifyInspectorAssigned(tx, actor, inspectorUserId, first);
    return;
  }
  if (inspectorUserId === actor.user.id) return;
  const named = assigned.slice(0, 3).map((inspection) => inspection.reference);
  const more = assigned.length - named.length;
  await notify(tx, {
    tenantId: actor.tenantId,
    userId: inspectorUserId,
    event: 'inspection_assigned',
    type: 'info',
    title: 'New inspections assigned',
    message: `${assigned.length} inspections assigned to you by ${actor.user.name}: ${named.join(', ')}${more > 0 ? ` and ${more} more` : ''}.`,
    actionUrl: '/inspections/pending',
  });
}

const TYPE_BY_STATUS = {
  PASSED: 'success',
  FAILED: 'error',
  REQUIRES_FOLLOW_UP: 'warning',
} as const;

/** Tells whoever registered an inspection that someone else changed its status. */
export async function notifyCreatorOfStatus(
  tx: Tx,
  actor: Actor,
  createdBy: string | null,
  inspection: InspectionRef & { from: InspectionStatus; to: InspectionStatus },
) {
  if (!createdBy || createdBy === actor.user.id) return;
  await notify(tx, {
    tenantId: actor.tenantId,
    userId: createdBy,
    // A failure is its own kind so it ranks above routine reminders and can be chosen apart.
    event: inspection.to === 'FAILED' ? 'inspection_failed' : 'inspection_status_changed',
    type: TYPE_BY_STATUS[inspection.to as keyof typeof TYPE_BY_STATUS] ?? 'info',
    title: 'Inspection status changed',
    message: `${inspection.reference} (${inspection.propertyAddress}): ${STATUS_LABELS[inspection.from]} → ${STATUS_LABELS[inspection.to]} by ${actor.user.name}.`,
    actionUrl: `/inspections/${inspection.id}`,
  });
}
