/**
 * Events that notify people. Tenant-wide rules (Admin Settings > Notifications)
 * can switch an event off; users' own preferences decide whether an e-mail
 * copy is sent as well. Every notification the server creates names one.
 */
export const NOTIFICATION_EVENTS = [
  'inspection_assigned',
  'inspection_status_changed',
  'defect_assigned',
  'followup_assigned',
  'followup_overdue',
  'remediation_missed',
  'payment_overdue',
  'installer_enhanced_monitoring',
  'monitoring_proposal',
  'report_ready',
  'document_review',
  'support_ticket',
  'news_post',
  'improvement_suggestion',
  'guidance_review_due',
  'guidance_required_reading',
  'system',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

export const NOTIFICATION_EVENT_LABELS: Record<NotificationEvent, string> = {
  inspection_assigned: 'Inspection assigned to an inspector',
  inspection_status_changed: 'Status change on an inspection you created',
  defect_assigned: 'Defect assigned to you',
  followup_assigned: 'Follow-up assigned to you',
  followup_overdue: 'Follow-up overdue',
  remediation_missed: 'Remediation deadline missed on a failed checklist item',
  payment_overdue: 'Payment overdue',
  installer_enhanced_monitoring: 'Installer moved to enhanced monitoring',
  monitoring_proposal: 'Enhanced monitoring proposal',
  report_ready: 'Scheduled report ready',
  document_review: 'Document reviewed',
  support_ticket: 'Support ticket replies and changes',
  news_post: 'News post published',
  improvement_suggestion: 'Status change on a suggestion you voted for',
  guidance_review_due: 'Guidance document review due',
  guidance_required_reading: 'Guidance document to read and acknowledge',
  system: 'System notices',
};
