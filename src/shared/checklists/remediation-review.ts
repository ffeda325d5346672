import { z } from 'zod';
import { formatDateTime } from '../format';
import type { TenantSetting } from '../settings/index';
import { ChecklistItemId } from './catalogue';

const DAY_MS = 24 * 3_600_000;

/** TrustMark closes a remediation case within 3 months of the installer being notified. */
export const CASE_CLOSURE_MONTHS = 3;

/**
 * The end of staff's review of submitted remediation evidence: the tenant's review window
 * (14 days by default) from the submission.
 */
export function reviewDueAt(
  submittedAt: Date,
  settings: Pick<TenantSetting<'defects'>, 'reviewWindowDays'>,
): Date {
  return new Date(submittedAt.getTime() + settings.reviewWindowDays * DAY_MS);
}

/**
 * The case's closure deadline: 3 calendar months from the installer being notified (the item
 * failed), the same start as the remediation deadline; the same time of day, on the month's
 * last day when the date does not exist (30 November -> 28 or 29 February).
 */
export function caseClosureDueAt(failedAt: Date | string): Date {
  const start = new Date(failedAt);
  const due = new Date(start);
  due.setUTCDate(1);
  due.setUTCMonth(start.getUTCMonth() + CASE_CLOSURE_MONTHS);
  const lastDay = new Date(Date.UTC(due.getUTCFullYear(), due.getUTCMonth() + 1, 0)).getUTCDate();
  due.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  return due;
}

/** Late means after the deadline: evidence submitted exactly at the deadline is in time. */
export function isSubmittedLate(submittedAt: Date, remediationDueAt: Date): boolean {
  return submittedAt.getTime() > remediationDueAt.getTime();
}

export const ACCEPT_LATE_MESSAGE = (dueAt: Date | string) =>
  `This remediation was submitted after its deadline (${formatDateTime(dueAt)}), so it cannot be accepted unless a coordinator overrides the lateness with a reason.`;

/** Why a late remediation may not be accepted (not overridden yet), or null. */
export function lateAcceptRefusal(row: {
  remediationDueAt: Date | null;
  evidenceSubmittedAt: Date | null;
  submittedLate: boolean;
  lateOverriddenAt: Date | null;
}): string | null {
  if (!row.remediationDueAt || !row.evidenceSubmittedAt || !row.submittedLate) return null;
  return row.lateOverriddenAt ? null : ACCEPT_LATE_MESSAGE(row.remediationDueAt);
}

export const OVERRIDE_NOT_LATE_MESSAGE =
  'Only a remediation submitted after its deadline needs an override, and this one was not late.';

export const OVERRIDE_ALREADY_MESSAGE = (byName: string | null) =>
  `The lateness of this remediation was already overridden by ${byName ?? 'someone'}.`;

/** A coordinator lets a late remediation be accepted, with a reason kept on the record. */
export const OverrideLateRemediationInput = z.object({
  inspectionId: z.uuid(),
  itemId: ChecklistItemId,
  reason: z
    .string()
    .trim()
    .min(1, 'Give the reason for accepting this late remediation')
    .max(2000, 'Reason must be at most 2000 characters'),
});
