/**
 * Events that notify people. Tenant-wide rules (Admin Settings > Notifications)
 * can switch an event off; users' own preferences decide whether an e-mail
 * copy is sent as well. Every notification the server creates names one.
 */
export const NOTIFICATION_EVENTS = [
  'inspection_assigned',
  'inspection_status_changed',
  'inspection_failed',
  'defect_assigned',
  'followup_assigned',
  'followup_overdue',
  'remediation_missed',
  'installer_message',
  'payment_overdue',
  'installer_enhanced_monitoring',
  'monitoring_proposal',
  'sampling_pathway',
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
  inspection_failed: 'An inspection you created failed',
  defect_assigned: 'Defect assigned to you',
  followup_assigned: 'Follow-up assigned to you',
  followup_overdue: 'Follow-up overdue',
  remediation_missed: 'Remediation deadline missed on a failed checklist item',
  installer_message: 'A message from an installer on the portal',
  payment_overdue: 'Payment overdue',
  installer_enhanced_monitoring: 'Installer moved to enhanced monitoring',
  monitoring_proposal: 'Enhanced monitoring proposal',
  sampling_pathway: "An installer's fail rate passed a sampling pathway band",
  report_ready: 'Scheduled report ready',
  document_review: 'Document reviewed',
  support_ticket: 'Support ticket replies and changes',
  news_post: 'News post published',
  improvement_suggestion: 'Status change on a suggestion you voted for',
  guidance_review_due: 'Guidance document review due',
  guidance_required_reading: 'Guidance document to read and acknowledge',
  system: 'System notices',
};

/**
 * How much an event matters, highest first in the bell and on the Alerts page:
 * a failed inspection or a missed remediation deadline needs someone to act,
 * routine reminders and announcements can wait.
 */
export const NOTIFICATION_EVENT_PRIORITY: Record<NotificationEvent, number> = {
  inspection_failed: 100,
  remediation_missed: 90,
  installer_message: 50,
  installer_enhanced_monitoring: 80,
  monitoring_proposal: 70,
  sampling_pathway: 75,
  system: 60,
  defect_assigned: 50,
  followup_assigned: 50,
  inspection_assigned: 50,
  inspection_status_changed: 40,
  payment_overdue: 30,
  followup_overdue: 30,
  guidance_review_due: 30,
  support_ticket: 30,
  document_review: 30,
  guidance_required_reading: 20,
  report_ready: 20,
  improvement_suggestion: 10,
  news_post: 10,
};

/**
 * Events that arrive in batches (a timed job finds many at once). Unread
 * notifications of one of these kinds from the same London day show as one
 * alert, '13 payments overdue', linking to the filtered list.
 */
export const NOTIFICATION_EVENT_GROUPS: Partial<
  Record<NotificationEvent, { one: string; many: string; listUrl: string }>
> = {
  payment_overdue: {
    one: 'payment overdue',
    many: 'payments overdue',
    listUrl: '/payments?tab=pending&status=overdue',
  },
  followup_overdue: {
    one: 'follow-up overdue',
    many: 'follow-ups overdue',
    listUrl: '/followup?tab=overdue',
  },
  guidance_review_due: {
    one: 'guidance document due for review',
    many: 'guidance documents due for review',
    listUrl: '/guidance-docs?overdue=1',
  },
};

/** Where a user wants one kind of notification: the bell, an e-mail, or nowhere. */
export const NOTIFICATION_CHANNELS = ['in_app', 'email', 'none'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];
export const NOTIFICATION_CHANNEL_LABELS: Record<NotificationChannel, string> = {
  in_app: 'In-app',
  email: 'E-mail',
  none: 'None',
};
