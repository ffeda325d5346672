export const INSTALLER_STATUSES = ['Active', 'Inactive', 'Suspended', 'Pending Review'] as const;
export type InstallerStatus = (typeof INSTALLER_STATUSES)[number];
export const MONITORING_TYPES = ['Standard', 'Enhanced'] as const;
export type MonitoringType = (typeof MONITORING_TYPES)[number];
export const INSPECTION_SCHEDULE_STATUSES = ['Open', 'Overdue', 'Closed'] as const;
export type InspectionScheduleStatus = (typeof INSPECTION_SCHEDULE_STATUSES)[number];
export const INSTALLER_OUTCOMES = ['Pass', 'Fail', 'Escalated', 'Pending', 'N/A'] as const;
export type InstallerOutcome = (typeof INSTALLER_OUTCOMES)[number];

export const INSTALLER_SORT_FIELDS = [
  'name',
  'qmpCertNumber',
  'lastInspection',
  'nextDueDate',
  'riskScore',
  'complianceRate',
] as const;
export type InstallerSortField = (typeof INSTALLER_SORT_FIELDS)[number];

export const NOTE_TYPES = ['general', 'follow_up', 'compliance', 'inspection', 'reminder'] as const;
export const NOTE_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type NotePriority = (typeof NOTE_PRIORITIES)[number];
export const CALL_TYPES = ['inbound', 'outbound'] as const;
export const CALL_PURPOSES = [
  'general',
  'inspection',
  'compliance',
  'follow_up',
  'complaint',
  'support',
] as const;
export const CALL_OUTCOMES = [
  'completed',
  'no_answer',
  'voicemail',
  'busy',
  'rescheduled',
] as const;
export const EMAIL_PRIORITIES = ['low', 'normal', 'high'] as const;
export const EMAIL_STATUSES = ['draft', 'queued', 'sent', 'failed'] as const;
export const EMAIL_TEMPLATE_CATEGORIES = [
  'welcome',
  'inspection',
  'compliance',
  'reminder',
  'follow-up',
  'other',
] as const;
export const ACTIVITY_TYPES = [
  'inspection',
  'contact',
  'note',
  'status_change',
  'document',
  'email',
] as const;
export const ESCALATION_PRIORITIES = ['High', 'Medium'] as const;
export const ESCALATION_STATUSES = ['Active', 'Under Review', 'Resolved'] as const;
export const REVIEW_FREQUENCIES = ['Monthly', 'Quarterly', 'Semi-Annual'] as const;

/** Template variables (spec 02 section 3), written {{name}} in subject and body. */
export const TEMPLATE_VARIABLES = [
  'name',
  'qmpNumber',
  'companyNumber',
  'email',
  'phone',
  'address',
  'lastInspection',
  'nextDueDate',
  'inspectionOutcome',
  'complianceRate',
  'currentDate',
  'inspectorName',
  'portalUrl',
] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];

// Spec 02 sections 2 and 9.
export const HIGH_RISK_SCORE = 8;
export const DEFAULT_VOLUME_THRESHOLD = 75;
export const DEFAULT_RISK_SCORE_THRESHOLD = 7;

/** Risk badge: 8+ destructive, 6+ warning, 4+ info, else success. */
export function riskBadgeVariant(score: number): 'destructive' | 'warning' | 'info' | 'success' {
  if (score >= 8) return 'destructive';
  if (score >= 6) return 'warning';
  if (score >= 4) return 'info';
  return 'success';
}

/** Compliance bar: 80+ green, 60+ yellow, else red. */
export function complianceBarColour(rate: number): 'green' | 'yellow' | 'red' {
  if (rate >= 80) return 'green';
  if (rate >= 60) return 'yellow';
  return 'red';
}

export type ReviewFrequency = (typeof REVIEW_FREQUENCIES)[number];
const FREQUENCY_MONTHS: Record<ReviewFrequency, number> = {
  Monthly: 1,
  Quarterly: 3,
  'Semi-Annual': 6,
};

/** Months between reviews: the monitoring setting (default Quarterly) for Enhanced, Annual for Standard (spec 02). */
export function reviewMonths(
  type: MonitoringType,
  enhancedFrequency: ReviewFrequency = 'Quarterly',
): number {
  return type === 'Enhanced' ? FREQUENCY_MONTHS[enhancedFrequency] : 12;
}
