import {
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
  type TicketPriority,
  type TicketStatus,
} from '@/shared/support/catalogue';

type Event = {
  field: 'status' | 'priority' | 'assignee' | 'merge';
  fromValue: string | null;
  toValue: string | null;
};

/**
 * One history line after the actor's name, e.g. 'changed status from Open to
 * Pending'. Assignee events carry people's names (the server resolves them).
 */
export function describeTicketEvent(event: Event): string {
  if (event.field === 'status') {
    const label = (v: string | null) => TICKET_STATUS_LABELS[v as TicketStatus] ?? v;
    return `changed status from ${label(event.fromValue)} to ${label(event.toValue)}`;
  }
  if (event.field === 'priority') {
    const label = (v: string | null) => TICKET_PRIORITY_LABELS[v as TicketPriority] ?? v;
    return `changed priority from ${label(event.fromValue)} to ${label(event.toValue)}`;
  }
  if (event.field === 'merge') {
    return event.toValue
      ? `merged this ticket into ${event.toValue}`
      : `merged ${event.fromValue} into this ticket`;
  }
  return event.toValue === null ? 'unassigned the ticket' : `assigned it to ${event.toValue}`;
}
