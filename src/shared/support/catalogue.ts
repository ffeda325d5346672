/** Support desk enumerations (spec 02 section 5) and limits. */
export const TICKET_CATEGORIES = ['technical', 'account', 'billing', 'feature', 'other'] as const;
export type TicketCategory = (typeof TICKET_CATEGORIES)[number];
export const TICKET_CATEGORY_LABELS: Record<TicketCategory, string> = {
  technical: 'Technical Issue',
  account: 'Account & Access',
  billing: 'Billing & Payments',
  feature: 'Feature Request',
  other: 'Other',
};

export const TICKET_PRIORITIES = ['low', 'medium', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
export const TICKET_PRIORITY_LABELS: Record<TicketPriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
  urgent: 'Urgent',
};

export const TICKET_STATUSES = ['open', 'pending', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = {
  open: 'Open',
  pending: 'Pending',
  resolved: 'Resolved',
  closed: 'Closed',
};

/** Spec 02 section 5 form defaults. */
export const TICKET_DEFAULTS = { category: 'technical', priority: 'medium' } as const;
export const TICKETS_PAGE_SIZE = 20;
export const TICKET_SUBJECT_MAX = 200;
export const TICKET_TEXT_MAX = 10_000;
