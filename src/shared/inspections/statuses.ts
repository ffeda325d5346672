import type { Role } from '../roles';

export const INSPECTION_STATUSES = [
  'PENDING',
  'IN_PROGRESS',
  'PASSED',
  'FAILED',
  'REQUIRES_FOLLOW_UP',
  'CANCELLED',
] as const;
export type InspectionStatus = (typeof INSPECTION_STATUSES)[number];

export const STATUS_LABELS: Record<InspectionStatus, string> = {
  PENDING: 'Pending',
  IN_PROGRESS: 'In Progress',
  PASSED: 'Passed',
  FAILED: 'Failed',
  REQUIRES_FOLLOW_UP: 'Requires Follow-up',
  CANCELLED: 'Cancelled',
};

/** Statuses still awaiting work: the pending queue shows these. */
export const OPEN_STATUSES: readonly InspectionStatus[] = [
  'PENDING',
  'IN_PROGRESS',
  'REQUIRES_FOLLOW_UP',
];
export const FINAL_STATUSES: readonly InspectionStatus[] = ['PASSED', 'FAILED', 'CANCELLED'];

/** Statuses that need a completion date (spec 01 section 5). */
export const STATUSES_NEEDING_COMPLETION_DATE: readonly InspectionStatus[] = ['PASSED', 'FAILED'];

// docs/decisions/004-inspection-status-transitions.md explains these rules.
const TRANSITIONS: Record<InspectionStatus, readonly InspectionStatus[]> = {
  PENDING: ['IN_PROGRESS', 'PASSED', 'FAILED', 'REQUIRES_FOLLOW_UP', 'CANCELLED'],
  IN_PROGRESS: ['PENDING', 'PASSED', 'FAILED', 'REQUIRES_FOLLOW_UP', 'CANCELLED'],
  REQUIRES_FOLLOW_UP: ['IN_PROGRESS', 'PASSED', 'FAILED', 'CANCELLED'],
  PASSED: [],
  FAILED: [],
  CANCELLED: [],
};
const ADMIN_REOPEN_TARGETS: readonly InspectionStatus[] = [
  'PENDING',
  'IN_PROGRESS',
  'REQUIRES_FOLLOW_UP',
];

/** Why a status change is refused, or null when it is allowed. */
export function checkStatusTransition(
  from: InspectionStatus,
  to: InspectionStatus,
  role: Role,
): string | null {
  if (from === to) return `The inspection is already ${STATUS_LABELS[to]}.`;
  if (TRANSITIONS[from].includes(to)) return null;
  if (FINAL_STATUSES.includes(from)) {
    if (role === 'ADMIN' && ADMIN_REOPEN_TARGETS.includes(to)) return null;
    return role === 'ADMIN'
      ? `A ${STATUS_LABELS[from]} inspection can only be reopened as Pending, In Progress or Requires Follow-up.`
      : `A ${STATUS_LABELS[from]} inspection is final. Only an administrator can reopen it.`;
  }
  return `An inspection cannot go from ${STATUS_LABELS[from]} to ${STATUS_LABELS[to]}.`;
}

/** The statuses a user may choose next (the dialog offers these plus the current one). */
export function listAllowedNextStatuses(from: InspectionStatus, role: Role): InspectionStatus[] {
  return INSPECTION_STATUSES.filter((to) => checkStatusTransition(from, to, role) === null);
}
