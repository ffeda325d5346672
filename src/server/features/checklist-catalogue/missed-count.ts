import { and, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { checklistAnswers } from '@/server/db/schema/index';

/**
 * A failed checklist item missed its remediation deadline: the deadline has
 * passed at `now` and the item was not accepted by it. The one definition,
 * read by the risk score (monitoring/installer-severity.ts), which counts
 * these against the installer.
 */
export function remediationMissed(now: Date): SQL {
  return and(
    isNotNull(checklistAnswers.remediationDueAt),
    lt(checklistAnswers.remediationDueAt, now),
    or(
      isNull(checklistAnswers.acceptedAt),
      sql`${checklistAnswers.acceptedAt} > ${checklistAnswers.remediationDueAt}`,
    ),
  )!;
}
