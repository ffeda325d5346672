import type {
  CALL_OUTCOMES,
  CALL_PURPOSES,
  CALL_TYPES,
  EMAIL_PRIORITIES,
  NOTE_PRIORITIES,
  NOTE_TYPES,
} from '@/shared/installers/catalogue';

// Display words for the catalogue's stored values.
export const NOTE_TYPE_LABELS: Record<(typeof NOTE_TYPES)[number], string> = {
  general: 'General',
  follow_up: 'Follow-up',
  compliance: 'Compliance',
  inspection: 'Inspection',
  reminder: 'Reminder',
};

export const NOTE_PRIORITY_LABELS: Record<(typeof NOTE_PRIORITIES)[number], string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

export const CALL_TYPE_LABELS: Record<(typeof CALL_TYPES)[number], string> = {
  inbound: 'Inbound',
  outbound: 'Outbound',
};

export const CALL_PURPOSE_LABELS: Record<(typeof CALL_PURPOSES)[number], string> = {
  general: 'General',
  inspection: 'Inspection',
  compliance: 'Compliance',
  follow_up: 'Follow-up',
  complaint: 'Complaint',
  support: 'Support',
};

export const CALL_OUTCOME_LABELS: Record<(typeof CALL_OUTCOMES)[number], string> = {
  completed: 'Completed',
  no_answer: 'No answer',
  voicemail: 'Voicemail',
  busy: 'Busy',
  rescheduled: 'Rescheduled',
};

export const EMAIL_PRIORITY_LABELS: Record<(typeof EMAIL_PRIORITIES)[number], string> = {
  low: 'Low',
  normal: 'Normal',
  high: 'High',
};

/** [value, label] pairs in catalogue order, for <option> lists. */
export function toOptions<T extends string>(labels: Record<T, string>): [T, string][] {
  return Object.entries(labels) as [T, string][];
}
