/** The events an endpoint can subscribe to (issue 33 point 5), in the order the form lists them. */
export const WEBHOOK_EVENTS = [
  'inspection.created',
  'inspection.status_changed',
  'inspection.completed',
  'defect.created',
  'defect.overdue',
  'remediation.submitted',
  'remediation.accepted',
  'remediation.rejected',
  'followup.overdue',
  'import.completed',
  'measure.created',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** Sent only by "Send test event", to the one endpoint chosen, whatever it subscribes to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_EVENT_LABELS: Record<WebhookEvent, string> = {
  'inspection.created': 'Inspection created',
  'inspection.status_changed': 'Inspection status changed',
  'inspection.completed': 'Inspection completed (passed or failed)',
  'defect.created': 'Defect created',
  'defect.overdue': 'Defect overdue',
  'remediation.submitted': 'Remediation submitted by an installer',
  'remediation.accepted': 'Remediation accepted',
  'remediation.rejected': 'Remediation rejected',
  'followup.overdue': 'Follow-up overdue',
  'import.completed': 'Import completed',
  'measure.created': 'Lodged measure created',
};

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
