/** Follow-up enumerations of spec 02 §3 'Follow-up item'. */
export const FOLLOWUP_TYPES = [
  'defect-resolution',
  'documentation',
  'quality-check',
  'client-communication',
] as const;
export type FollowupType = (typeof FOLLOWUP_TYPES)[number];

export const FOLLOWUP_PRIORITIES = ['low', 'medium', 'high'] as const;
export type FollowupPriority = (typeof FOLLOWUP_PRIORITIES)[number];

export const FOLLOWUP_STATUSES = ['pending', 'completed', 'overdue'] as const;
export type FollowupStatus = (typeof FOLLOWUP_STATUSES)[number];

export const FOLLOWUP_TYPE_LABELS: Record<FollowupType, string> = {
  'defect-resolution': 'Defect Resolution',
  documentation: 'Documentation',
  'quality-check': 'Quality Check',
  'client-communication': 'Client Communication',
};

export const FOLLOWUP_PRIORITY_LABELS: Record<FollowupPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};

export const FOLLOWUP_STATUS_LABELS: Record<FollowupStatus, string> = {
  pending: 'Pending',
  completed: 'Completed',
  overdue: 'Overdue',
};

export const FOLLOWUP_TABS = ['all', 'pending', 'overdue', 'completed'] as const;
export type FollowupTab = (typeof FOLLOWUP_TABS)[number];
export const FOLLOWUP_TAB_LABELS: Record<FollowupTab, string> = {
  all: 'All Items',
  pending: 'Pending',
  overdue: 'Overdue',
  completed: 'Completed',
};

export const FOLLOWUP_SORTS = ['dueDate', 'createdAt', 'priority', 'progress', 'title'] as const;
export type FollowupSort = (typeof FOLLOWUP_SORTS)[number];
