import type { NotificationEvent } from '../notification-events';

/** Who receives each event's notification (Admin Settings > Notifications). */
export const NOTIFICATION_EVENT_RECIPIENTS: Record<NotificationEvent, string> = {
  inspection_assigned:
    'The inspector the inspection or visit is assigned to (not when they assign themselves).',
  inspection_status_changed:
    'The person who registered the inspection, when someone else changes its status.',
  inspection_failed:
    'The person who registered the inspection, when someone else sets it to Failed (ranked above routine reminders).',
  defect_assigned: 'The person the defect is assigned to.',
  followup_assigned:
    'The person follow-ups are assigned or reassigned to (not when they take them themselves).',
  followup_overdue: 'The person the follow-up is assigned to.',
  remediation_missed:
    'The coordinator who registered the inspection (else every active coordinator), once per failed item.',
  installer_message:
    "Staff who wrote in the portal thread (else every active coordinator), for each installer user's message.",
  payment_overdue: 'Administrators and coordinators who manage payments.',
  installer_enhanced_monitoring: 'Administrators and coordinators.',
  monitoring_proposal: 'Administrators and coordinators.',
  sampling_pathway:
    'Administrators and coordinators, once per installer, category, quarter and band, and again when a second quarter in a band escalates it.',
  report_ready: 'The person who scheduled the report.',
  document_review: 'The person who submitted the document.',
  support_ticket:
    'The requester when staff reply or resolve; the assignee when a ticket is given to them.',
  news_post:
    "Subscribers to the post's category, and the roles a required-reading post asks to acknowledge it.",
  improvement_suggestion:
    'Everyone who voted for the suggestion (and its submitter), when its status changes.',
  guidance_review_due: "The guidance document's owner (else its author), once per review-by date.",
  guidance_required_reading:
    'Active users in the roles a published guidance document is assigned to for required reading, when it is assigned, published or gets a new major version (not the person who did it, nor who already acknowledged that version).',
  system: 'The user concerned, for example a sign-in from a new device.',
};
