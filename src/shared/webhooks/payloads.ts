import type { WebhookEvent } from './events';

/**
 * The fields of each event's `data` (docs/webhooks.md, "Payloads"): what a receiver may rely
 * on. `id` is the record's id; `reference` its human reference where it has one. The per-event
 * tests (events.test.ts) hold every queued payload to exactly these keys, so a change to a
 * payload is a change here and in the docs.
 */
export const WEBHOOK_EVENT_FIELDS = {
  'inspection.created': ['id', 'reference', 'status', 'measureType', 'scheduledDate'],
  'inspection.status_changed': ['id', 'reference', 'from', 'to'],
  'inspection.completed': ['id', 'reference', 'from', 'to', 'completedDate'],
  'defect.created': ['id', 'reference', 'inspectionId', 'severity'],
  'defect.overdue': ['id', 'reference', 'severity', 'dueDate'],
  'remediation.submitted': ['id', 'reference', 'inspectionId', 'itemId', 'installerId', 'isLate'],
  'remediation.accepted': ['id', 'reference', 'inspectionId', 'itemId'],
  'remediation.rejected': ['id', 'reference', 'inspectionId', 'itemId', 'reason'],
  'followup.overdue': ['id', 'title', 'dueDate', 'inspectionId', 'defectId'],
  'import.completed': ['id', 'entity', 'inserted', 'updated', 'skipped', 'errors'],
  'measure.created': ['id', 'reference', 'umr'],
} as const satisfies Record<WebhookEvent, readonly string[]>;
