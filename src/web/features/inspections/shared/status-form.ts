import type { Role } from '@/shared/roles';
import {
  INSPECTION_STATUSES,
  STATUSES_NEEDING_COMPLETION_DATE,
  listAllowedNextStatuses,
  type InspectionStatus,
} from '@/shared/inspections/statuses';
import type { UpdateInspectionStatusInput } from '@/shared/inspections/queries';
import type { StatusMove } from '@/shared/inspections/status-rules';

/** The current status (the dialog's default) plus where this role may move it, in catalogue order. */
export function listStatusOptions(
  current: InspectionStatus,
  role: Role | null,
): InspectionStatus[] {
  const allowed = new Set<InspectionStatus>([current]);
  if (role) for (const status of listAllowedNextStatuses(current, role)) allowed.add(status);
  return INSPECTION_STATUSES.filter((status) => allowed.has(status));
}

/**
 * The dialog's choices from the server's decision (docs/decisions/012): the
 * current status plus the allowed moves, in catalogue order; the refused ones
 * are listed with their reasons instead.
 */
export function optionsFromMoves(
  current: InspectionStatus,
  moves: readonly StatusMove[],
): { options: InspectionStatus[]; refused: StatusMove[] } {
  const allowed = new Set<InspectionStatus>([current]);
  for (const move of moves) if (move.allowed) allowed.add(move.status);
  return {
    options: INSPECTION_STATUSES.filter((status) => allowed.has(status)),
    refused: moves.filter((move) => !move.allowed),
  };
}

export function needsCompletionDate(status: InspectionStatus): boolean {
  return STATUSES_NEEDING_COMPLETION_DATE.includes(status);
}

/** Today as YYYY-MM-DD in the user's own time zone (toISOString would give UTC's date). */
export function formatLocalIsoDate(now: Date = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

type StatusFormValues = {
  status: InspectionStatus;
  completionNotes: string;
  completedDate: string;
};

/** The spec's payload: completedDate only for PASSED or FAILED, otherwise absent. */
export function buildStatusPayload(
  id: string,
  expectedVersion: number,
  values: StatusFormValues,
): UpdateInspectionStatusInput {
  const payload: UpdateInspectionStatusInput = {
    id,
    status: values.status,
    completionNotes: values.completionNotes,
    expectedVersion,
  };
  if (needsCompletionDate(values.status)) payload.completedDate = values.completedDate;
  return payload;
}
