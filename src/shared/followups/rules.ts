import type { DefectSeverity } from '../defects/catalogue';
import type { FollowupPriority, FollowupStatus } from './catalogue';

/**
 * The status a follow-up shows: a pending item whose due date has passed is
 * overdue even before the overdue job has marked it (the job only adds the
 * one notification to the assignee).
 */
export function effectiveFollowupStatus(
  item: { status: FollowupStatus; dueDate: Date | string },
  now: Date = new Date(),
): FollowupStatus {
  if (item.status === 'pending' && new Date(item.dueDate).getTime() < now.getTime()) {
    return 'overdue';
  }
  return item.status;
}

/** Complete is offered on open items: pending, and overdue ones (late work still gets done). */
export function canCompleteFollowup(status: FollowupStatus): boolean {
  return status === 'pending' || status === 'overdue';
}

/** The follow-up a new defect opens inherits its urgency. */
export function priorityForSeverity(severity: DefectSeverity): FollowupPriority {
  if (severity === 'critical' || severity === 'high') return 'high';
  return severity;
}
