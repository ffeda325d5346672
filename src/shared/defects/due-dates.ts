import type { TenantSetting } from '../settings/index';
import type { DefectSeverity, DefectStatus } from './catalogue';

// The two due times; the setting's review window is the remediation review's (remediation-review.ts).
export type DefectDueSettings = Pick<
  TenantSetting<'defects'>,
  'criticalDueHours' | 'otherDueWeeks'
>;

const HOUR_MS = 3_600_000;
const WEEK_MS = 7 * 24 * HOUR_MS;

/**
 * The default due date of a new defect: critical ones are health and safety
 * and are due within hours (24 by default), the rest within weeks (8 by default).
 */
export function defaultDefectDueDate(
  severity: DefectSeverity,
  raisedAt: Date,
  settings: DefectDueSettings,
): Date {
  const span =
    severity === 'critical'
      ? settings.criticalDueHours * HOUR_MS
      : settings.otherDueWeeks * WEEK_MS;
  return new Date(raisedAt.getTime() + span);
}

/** A defect is overdue while it is not resolved and its due date has passed. */
export function isDefectOverdue(
  defect: { status: DefectStatus; dueDate: Date | string },
  now: Date = new Date(),
): boolean {
  return defect.status !== 'resolved' && new Date(defect.dueDate).getTime() < now.getTime();
}

const londonHour = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  hourCycle: 'h23',
});

/**
 * A date picked on a form (YYYY-MM-DD) means "by the end of that UK day":
 * 23:59:59.999 Europe/London, whether GMT or BST applies.
 */
export function endOfLondonDay(isoDate: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const asUtc = Date.UTC(y, m - 1, d, 23, 59, 59, 999);
  const hourInLondon = Number(londonHour.format(new Date(asUtc)));
  const offsetHours = (hourInLondon - 23 + 24) % 24;
  return new Date(asUtc - offsetHours * HOUR_MS);
}
