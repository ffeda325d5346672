import type { Role } from '../roles';
import {
  checkStatusTransition,
  INSPECTION_STATUSES,
  STATUSES_NEEDING_COMPLETION_DATE,
  type InspectionStatus,
} from './statuses';

/**
 * What the checklist and the record say about an inspection, read on the server
 * (docs/decisions/012-outcomes-follow-evidence.md).
 */
export type StatusFacts = {
  status: InspectionStatus;
  role: Role;
  /** Items answered Fail whose fail has not been overturned. */
  openFails: { itemId: string; severity: string | null }[];
  /** Checklist questions (the mandatory items) with no answer yet. */
  unansweredQuestions: string[];
  requireSignature: boolean;
  hasSignature: boolean;
};

export type StatusMove = {
  status: InspectionStatus;
  allowed: boolean;
  /** Why the move is refused; null when allowed. */
  reason: string | null;
  /** Allowed once the inspector has signed (the dialog asks for the signature). */
  needsSignature: boolean;
};

export const SIGNATURE_REQUIRED_MESSAGE =
  "The inspector's signature is required to complete this inspection. Sign in the Update Status dialog.";

const listIds = (ids: string[]) =>
  ids.length <= 5 ? ids.join(', ') : `${ids.slice(0, 5).join(', ')} and ${ids.length - 5} more`;

/**
 * Why the checklist refuses `to` (not counting the signature), or null. Exported for the
 * on-site page, which decides again on the device after answers made offline.
 */
export function checklistRefusal(
  facts: Pick<StatusFacts, 'openFails' | 'unansweredQuestions'>,
  to: InspectionStatus,
): string | null {
  if (to === 'PASSED') {
    const category1 = facts.openFails.filter((f) => f.severity === 'Category 1');
    if (category1.length > 0)
      return `A Category 1 fail (${listIds(category1.map((f) => f.itemId))}) makes the outcome Failed. Passed is possible only if a coordinator overturns that fail, with a reason.`;
    if (facts.openFails.length > 0)
      return `Passed is not possible while ${facts.openFails.length === 1 ? 'an item is' : `${facts.openFails.length} items are`} answered Fail (${listIds(facts.openFails.map((f) => f.itemId))}). A coordinator can overturn a fail, with a reason.`;
  }
  if (STATUSES_NEEDING_COMPLETION_DATE.includes(to) && facts.unansweredQuestions.length > 0) {
    const n = facts.unansweredQuestions.length;
    return `Answer every checklist question before completing: ${n} ${n === 1 ? 'is' : 'are'} unanswered (${listIds(facts.unansweredQuestions)}).`;
  }
  return null;
}

/** Whether a refused move's reason is the checklist's (answers can change it), not a fixed rule. */
export function isChecklistRefusal(reason: string | null): boolean {
  return /answered Fail|Category 1|checklist question/.test(reason ?? '');
}

/** One move: the transition rules of decision 004, then the checklist, then the signature. */
export function decideStatusMove(facts: StatusFacts, to: InspectionStatus): StatusMove {
  const reason = checkStatusTransition(facts.status, to, facts.role) ?? checklistRefusal(facts, to);
  const completes = STATUSES_NEEDING_COMPLETION_DATE.includes(to);
  return {
    status: to,
    allowed: reason === null,
    reason,
    needsSignature: reason === null && completes && facts.requireSignature && !facts.hasSignature,
  };
}

/** Every status but the current one, each allowed or refused with its reason. */
export function decideStatusMoves(facts: StatusFacts): StatusMove[] {
  return INSPECTION_STATUSES.filter((s) => s !== facts.status).map((to) =>
    decideStatusMove(facts, to),
  );
}
