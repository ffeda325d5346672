import { and, eq, lt, ne, or, type SQL } from 'drizzle-orm';
import { defects, followups, payments } from '../db/schema/index';

/**
 * The one definition of each "overdue" figure (issue 28 point 4,
 * docs/figures.md): the Follow-up, Defect Log and Payments pages, their home
 * badges, the alerts and the assistant all count with these. Overdue is a
 * figure of now, not of a period.
 */

/** A follow-up not completed whose due time has passed, whether the nightly job has marked it yet or not. */
export function isFollowupOverdue(now: Date): SQL {
  return or(
    eq(followups.status, 'overdue'),
    and(eq(followups.status, 'pending'), lt(followups.dueDate, now)),
  )!;
}

/** A defect not resolved whose due time has passed. */
export function isDefectOverdue(now: Date): SQL {
  return and(ne(defects.status, 'resolved'), lt(defects.dueDate, now))!;
}

/** A payment still pending whose due date is before today (UK); due today is not overdue. */
export function isPaymentOverdue(today: string): SQL {
  return and(eq(payments.status, 'pending'), lt(payments.dueDate, today))!;
}
