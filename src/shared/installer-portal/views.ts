import { z } from 'zod';
import type { InspectionStatus } from '../inspections/statuses';
import { maxLengthMessage } from '../inspections/validation';
import { describeTimeLeft } from '../checklists/remediation';

/**
 * The portal's own views (issue 31 point 3, docs/installer-portal.md "Shell and views"): the
 * inspections an installer sees are those with a result. Pending and in-progress visits stay
 * staff's (an unannounced spot check must not be announced by the portal); a cancelled one has
 * nothing to act on. A result is also what releases the report to the installer.
 */
export const PORTAL_RESULT_STATUSES = [
  'PASSED',
  'FAILED',
  'REQUIRES_FOLLOW_UP',
] as const satisfies readonly InspectionStatus[];

export const PORTAL_INSPECTION_NOT_FOUND = 'Inspection not found.';
export const PORTAL_FILE_NOT_FOUND = 'File not found.';
export const PORTAL_REPORT_NOT_SHOWN = 'Inspection reports are not shared on this portal.';
export const PORTAL_PHOTOS_NOT_SHOWN = 'Inspection photos are not shared on this portal.';

export const PORTAL_PAGE_SIZE = 20;
export const PORTAL_SEARCH_MAX = 100;

/** portal.inspections.list: a page of the installer's inspections, newest first. */
export const PortalInspectionsInput = z.object({
  search: z
    .string()
    .trim()
    .max(PORTAL_SEARCH_MAX, maxLengthMessage('Search', PORTAL_SEARCH_MAX))
    .default(''),
  page: z.number().int().min(1).max(10_000).default(1),
  pageSize: z.number().int().min(1).max(50).default(PORTAL_PAGE_SIZE),
});
export type PortalInspectionsInput = z.input<typeof PortalInspectionsInput>;

/** portal.inspections.get */
export const PortalInspectionInput = z.object({
  id: z.string().uuid(PORTAL_INSPECTION_NOT_FOUND),
});

/** portal.account.setMuteReminders: the 7-day, 1-day and overdue reminders (not the fail notice). */
export const SetMuteRemindersInput = z.strictObject({ muted: z.boolean() });

/** Under the switch on the Account page: what muting does and does not stop. */
export const MUTE_REMINDERS_HINT =
  'Stops the e-mails and portal notices 7 days and 1 day before a deadline and when it passes. You are always told about a new failed item and its deadline.';

/** The band shown with the risk score (the staff badge's thresholds: 6 watch, 8 high). */
export function riskBandOf(score: number): 'Low' | 'Watch' | 'High' {
  if (score >= 8) return 'High';
  if (score >= 6) return 'Watch';
  return 'Low';
}

const HOUR_MS = 3_600_000;

/**
 * Time left on a failed item's deadline: a Category 1 (24 hours) always in hours, as the
 * installer must act within the day; others as days and hours (describeTimeLeft).
 */
export function portalTimeLeft(
  dueAt: Date | string,
  severity: string | null,
  now: Date = new Date(),
): { text: string; isOverdue: boolean } {
  if (severity !== 'Category 1') return describeTimeLeft({ dueAt, acceptedAt: null }, now);
  const diff = new Date(dueAt).getTime() - now.getTime();
  const hours = Math.floor(Math.abs(diff) / HOUR_MS);
  const span = hours === 0 ? 'less than an hour' : `${hours} hour${hours === 1 ? '' : 's'}`;
  return diff >= 0
    ? { text: `${span} left`, isOverdue: false }
    : { text: `${span} overdue`, isOverdue: true };
}
