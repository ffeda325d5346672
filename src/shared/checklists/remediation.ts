import type { TenantSetting } from '../settings/index';
import type { ChecklistSeverity } from './catalogue';

const HOUR_MS = 3_600_000;
const WEEK_MS = 7 * 24 * HOUR_MS;

/**
 * Remediation deadline of a failed item: Category 1 (health and safety) within
 * the tenant's critical period (24 hours by default), Major and Minor within
 * the other period (8 weeks by default), from when the installer was notified
 * (the item failed). The same settings give defects their default due dates.
 */
export function remediationDueAt(
  severity: ChecklistSeverity | null,
  failedAt: Date,
  settings: Pick<TenantSetting<'defects'>, 'criticalDueHours' | 'otherDueWeeks'>,
): Date {
  const span =
    severity === 'Category 1'
      ? settings.criticalDueHours * HOUR_MS
      : settings.otherDueWeeks * WEEK_MS;
  return new Date(failedAt.getTime() + span);
}

export type RemediationStage = 'Notified' | 'Evidence submitted' | 'Accepted';

export function remediationStage(clock: {
  evidenceSubmittedAt: Date | string | null;
  acceptedAt: Date | string | null;
}): RemediationStage {
  if (clock.acceptedAt) return 'Accepted';
  if (clock.evidenceSubmittedAt) return 'Evidence submitted';
  return 'Notified';
}

/**
 * "3 days 4 hours left", "5 hours overdue", "Accepted in time" (hours precision). `done` names
 * what stopped the clock ("Submitted", "Closed").
 */
export function describeTimeLeft(
  clock: { dueAt: Date | string; acceptedAt: Date | string | null },
  now: Date = new Date(),
  done = 'Accepted',
): { text: string; isOverdue: boolean } {
  const due = new Date(clock.dueAt).getTime();
  if (clock.acceptedAt) {
    const inTime = new Date(clock.acceptedAt).getTime() <= due;
    return { text: `${done} ${inTime ? 'in time' : 'late'}`, isOverdue: !inTime };
  }
  const diff = due - now.getTime();
  const hours = Math.floor(Math.abs(diff) / HOUR_MS);
  const days = Math.floor(hours / 24);
  const rest = hours % 24;
  const span =
    days > 0
      ? `${days} day${days === 1 ? '' : 's'}${rest ? ` ${rest} hour${rest === 1 ? '' : 's'}` : ''}`
      : hours > 0
        ? `${hours} hour${hours === 1 ? '' : 's'}`
        : 'less than an hour';
  return diff >= 0
    ? { text: `${span} left`, isOverdue: false }
    : { text: `${span} overdue`, isOverdue: true };
}
