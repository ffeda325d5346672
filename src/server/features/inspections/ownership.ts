import { isOwnRecord } from '@/shared/ownership';

/** An inspection is yours when it is assigned to you, or unassigned and registered by you. */
export function isOwnInspection(
  inspection: { inspectorUserId: string | null; createdBy: string | null },
  userId: string,
) {
  return isOwnRecord(
    { assigneeId: inspection.inspectorUserId, createdBy: inspection.createdBy },
    userId,
  );
}

export const NOT_YOUR_INSPECTION_MESSAGE =
  'This inspection is assigned to someone else. You can change only inspections assigned to you.';
export const REASSIGN_MESSAGE =
  'Your role cannot reassign inspections. Ask a coordinator to change the inspector.';
