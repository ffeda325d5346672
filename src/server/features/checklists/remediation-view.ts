import { eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { caseClosureDueAt } from '@/shared/checklists/remediation-review';
import { checklistAnswers, remediationSubmissions, users } from '@/server/db/schema/index';

/** Whoever submitted the standing remediation evidence (a left join: the user may be gone). */
export const remediationSubmitter = alias(users, 'remediation_submitter');
export const joinSubmitter = eq(remediationSubmitter.id, checklistAnswers.evidenceSubmittedBy);

/** The columns a remediation clock reads (select them with a left join on joinSubmitter). */
export const remediationClockColumns = {
  failedAt: checklistAnswers.failedAt,
  remediationDueAt: checklistAnswers.remediationDueAt,
  evidenceSubmittedAt: checklistAnswers.evidenceSubmittedAt,
  // An installer user submits through the portal: staff read 'Submitted by NAME (installer)'.
  submittedByName: sql<string | null>`case when ${remediationSubmitter.role} = 'INSTALLER'
    then ${remediationSubmitter.name} || ' (installer)' else ${remediationSubmitter.name} end`,
  // What the installer wrote it did, with its latest submission through the portal (issue 31).
  submittedNote: sql<string | null>`(select ${remediationSubmissions.note}
    from ${remediationSubmissions}
    where ${remediationSubmissions.tenantId} = ${checklistAnswers.tenantId}
      and ${remediationSubmissions.inspectionId} = ${checklistAnswers.inspectionId}
      and ${remediationSubmissions.itemId} = ${checklistAnswers.itemId}
    order by ${remediationSubmissions.submittedAt} desc limit 1)`,
  submittedLate: checklistAnswers.submittedLate,
  reviewDueAt: checklistAnswers.reviewDueAt,
  acceptedAt: checklistAnswers.acceptedAt,
  overturnedAt: checklistAnswers.overturnedAt,
  lateOverriddenByName: checklistAnswers.lateOverriddenByName,
  lateOverriddenAt: checklistAnswers.lateOverriddenAt,
  lateOverrideReason: checklistAnswers.lateOverrideReason,
};

type ClockRow = {
  failedAt: Date | null;
  remediationDueAt: Date | null;
  evidenceSubmittedAt: Date | null;
  submittedByName: string | null;
  submittedNote: string | null;
  submittedLate: boolean;
  reviewDueAt: Date | null;
  acceptedAt: Date | null;
  overturnedAt: Date | null;
  lateOverriddenByName: string | null;
  lateOverriddenAt: Date | null;
  lateOverrideReason: string | null;
};

/**
 * A failed item's three clocks (docs/checklists.md, "Remediation as TrustMark runs it"): the
 * installer's deadline, staff's review window once evidence is submitted, and the case's
 * closure (closed when accepted, or when the fail is overturned); null when it has no clock.
 */
export function remediationClockOf(row: ClockRow) {
  if (!row.remediationDueAt) return null;
  const failedAt = row.failedAt ?? row.remediationDueAt;
  const submitted = row.evidenceSubmittedAt !== null;
  return {
    failedAt,
    dueAt: row.remediationDueAt,
    evidenceSubmittedAt: row.evidenceSubmittedAt,
    submittedByName: submitted ? row.submittedByName : null,
    submittedNote: submitted ? row.submittedNote : null,
    isLate: submitted && row.submittedLate,
    reviewDueAt: submitted ? row.reviewDueAt : null,
    acceptedAt: row.acceptedAt,
    closureDueAt: caseClosureDueAt(failedAt),
    closedAt: row.acceptedAt ?? row.overturnedAt,
    lateOverride: row.lateOverriddenAt
      ? {
          byName: row.lateOverriddenByName ?? '',
          at: row.lateOverriddenAt,
          reason: row.lateOverrideReason ?? '',
        }
      : null,
  };
}
