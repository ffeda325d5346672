/**
 * Separation of duties on a failed item's remediation (docs/decisions/012): the
 * person who failed the item, or who submitted its remediation evidence, does
 * not accept that remediation. The server refuses; the page hides Accept with the reason.
 */
export const ACCEPT_OWN_FAIL_MESSAGE =
  'You failed this item, so someone else must accept its remediation.';
export const ACCEPT_OWN_EVIDENCE_MESSAGE =
  "You submitted this item's remediation evidence, so someone else must accept it.";
export const PROVIDE_NEEDS_REMEDIATION_EVIDENCE_MESSAGE =
  "A failed item becomes Provided when the installer's remediation evidence is attached. Add it as remediation evidence.";

export type RemediationParties = {
  /** Whether the item has a remediation clock (it was answered Fail). */
  failed: boolean;
  failedBy: string | null;
  /** Who attached its remediation evidence or marked it Provided. */
  submittedBy: readonly string[];
};

/** Why this user may not accept the item's remediation, or null. */
export function acceptRefusal(parties: RemediationParties, userId: string): string | null {
  if (!parties.failed) return null;
  if (parties.failedBy === userId) return ACCEPT_OWN_FAIL_MESSAGE;
  if (parties.submittedBy.includes(userId)) return ACCEPT_OWN_EVIDENCE_MESSAGE;
  return null;
}
