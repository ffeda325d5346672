import { sql, type SQL } from 'drizzle-orm';
import { checklistAnswers } from '@/server/db/schema/index';

/**
 * The one set of remediation definitions (docs/checklists.md, "Remediation as TrustMark runs
 * it"), read by the risk score (monitoring/installer-severity.ts), the missed-deadline job and
 * the quarterly scheme report (sampling/report-figures.ts). A remediation is a failed item's
 * clock; an overturned fail needs none.
 */
const standing = () =>
  sql`${checklistAnswers.remediationDueAt} is not null and ${checklistAnswers.overturnedAt} is null`;

/** Not accepted yet. */
export function remediationOutstanding(): SQL {
  return sql`(${standing()} and ${checklistAnswers.acceptedAt} is null)`;
}

/** Evidence submitted after the deadline (stored when submitted; an override does not undo it). */
export function remediationLate(): SQL {
  return sql`(${standing()} and ${checklistAnswers.evidenceSubmittedAt} is not null and ${checklistAnswers.submittedLate})`;
}

/**
 * Outstanding, the deadline passed at `now`, and no evidence standing: the installer has not
 * remediated. Evidence submitted in time and awaiting review is not overdue (the review is
 * staff's clock), and one submitted late is late instead, so the two never overlap.
 */
export function remediationOverdue(now: Date): SQL {
  return sql`(${remediationOutstanding()} and ${checklistAnswers.evidenceSubmittedAt} is null and ${checklistAnswers.remediationDueAt} < ${now.toISOString()}::timestamptz)`;
}

/** Late or overdue: what counts against the installer (the risk score's missed deadlines). */
export function remediationMissed(now: Date): SQL {
  return sql`(${remediationLate()} or ${remediationOverdue(now)})`;
}
